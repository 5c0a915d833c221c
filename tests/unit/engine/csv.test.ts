// workers/engine/csv.ts: the comparison as role-comparison.csv (spec section 3), safe to open in a spreadsheet.
import { describe, expect, it } from 'vitest';
import { buildCatalog, LISTED_VIEW } from '@engine/catalog';
import { analyzeSelection } from '@engine/analyze';
import { comparisonCsv, csvField, CSV_COLUMNS, NO_PERMISSIONS_ACTION } from '@engine/csv';
import { emptyShippedRoles, role, shippedCatalog } from '../helpers';
import { tiny } from './fixtures';

describe('CSV export (role-comparison.csv)', () => {
  it('has the spec columns and one row per union permission', () => {
    const r = analyzeSelection(tiny, ['alpha', 'gamma'], LISTED_VIEW);
    const lines = comparisonCsv(r, '2026-05-04').trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0].startsWith('Action,InRoles,IsCommon,UniqueTo')).toBe(true);
    expect(lines.slice(1)).toEqual([
      'ns/a/read,Alpha,No,Alpha,Listed,2026-05-04',
      'ns/b/read,Alpha,No,Alpha,Listed,2026-05-04',
      'ns/c/read,Alpha; Gamma,Yes,,Listed,2026-05-04',
      'ns/d/read,Gamma,No,Gamma,Listed,2026-05-04',
    ]);
  });

  it('neutralises formulas and quotes separators', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('plain')).toBe('plain');
  });

  it('neutralises a formula behind a leading tab, carriage return or line feed', () => {
    // Spreadsheets skip these before a formula when they import a cell.
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvField('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvField('\r\n@SUM(A1)')).toBe(`"'\r\n@SUM(A1)"`);
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('neutralises a formula hidden in a role name', () => {
    const c = buildCatalog([role('=cmd|calc', ['n/x/r']), role('Other', ['n/y/r'])]);
    const csv = comparisonCsv(analyzeSelection(c, ['=cmd|calc', 'other'], LISTED_VIEW), 'd');
    expect(csv).toContain(",'=cmd|calc,No,'=cmd|calc,");
  });
});

describe('CSV export with roles that list no permissions (real dataset)', () => {
  it('keeps one row per permission, then one "(no permissions)" row per empty role, in the same columns', () => {
    const catalog = shippedCatalog();
    const id = (name: string) => catalog.roles.find((r) => r.name === name)!.templateId;
    const empty = emptyShippedRoles().inheriting.name;
    const r = analyzeSelection(catalog, [id(empty), id('Global Reader')], LISTED_VIEW);
    const lines = comparisonCsv(r, '2030-01-31').trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + r.unionCount + 1);
    expect(lines.slice(1, -1).every((line) => line.startsWith('microsoft.'))).toBe(true);
    expect(lines.at(-1)).toBe(`${NO_PERMISSIONS_ACTION},${empty},No,,Listed,2030-01-31`);
    for (const line of lines) expect(line.split(',')).toHaveLength(CSV_COLUMNS.length);
  });
});
