// CSV text into rows: RFC 4180 quoting, the delimiter the header uses, blank lines left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRows, headerLineEnd } from '@engine/assignments/csv-table';
import { csvText } from '@engine/csv';

describe('csvRows', () => {
  it('undoes quoting: commas, doubled quotes and line breaks inside a field', () => {
    expect(csvRows('a,b\r\n"x, y","say ""hi""\nthere"\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('takes the delimiter the header line uses most (semicolons from Excel in many locales, tabs)', () => {
    expect(csvRows('role;scope\nGlobal Reader;/\n')).toEqual([
      ['role', 'scope'],
      ['Global Reader', '/'],
    ]);
    expect(csvRows('role\tscope\nA, B\t/\n')).toEqual([
      ['role', 'scope'],
      ['A, B', '/'],
    ]);
  });

  it("reads back every table the app's csvText writes", () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', ' ', 'é') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0].length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => `x${r[i] ?? ''}`));
        expect(csvRows(csvText(table))).toEqual(table);
      }),
    );
  });

  it('finds where the header line ends, outside quotes', () => {
    expect(headerLineEnd('"a\nb",c\nrow')).toBe(7);
    expect(headerLineEnd('only')).toBe(4);
  });
});
