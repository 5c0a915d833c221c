// The collator-free text order: wherever the characters settle it, it is exactly Intl.Collator's English order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, orderFromCharacters } from '../../../../src/data/text-order';
import { shippedRoles } from '../../helpers';

const english = new Intl.Collator('en');

/** Characters the property mixes: printable ASCII (dense on the hard cases) and a few that only a collator can place. */
const CHARS = [
  ' ',
  '.',
  '/',
  '-',
  '_',
  '$',
  '[',
  ']',
  '(',
  ')',
  '0',
  '9',
  'a',
  'A',
  'b',
  'B',
  'z',
  'Z',
  's',
  'S',
  'é',
  'Å',
  '\u0301',
  '\u00ad',
  'ß',
  '\t',
];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 8 }).map((chars) => chars.join(''));

describe('text order', () => {
  it('agrees with Intl.Collator whenever the characters settle the order', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const settled = orderFromCharacters(a, b);
        if (settled !== 0) expect(settled).toBe(Math.sign(english.compare(a, b)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('settles every printable ASCII pair of different letters, digits or symbols, in either order', () => {
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    for (const x of printable) {
      for (const y of printable) {
        if (x.toLowerCase() === y.toLowerCase()) continue;
        expect(orderFromCharacters(`ab${x}c`, `ab${y}d`), `${x} vs ${y}`).toBe(
          Math.sign(english.compare(`ab${x}c`, `ab${y}d`)),
        );
      }
    }
  });

  it('leaves case-only differences and non-ASCII characters to the collator', () => {
    expect(orderFromCharacters('roleA', 'rolea')).toBe(0);
    expect(orderFromCharacters('café', 'cafe')).toBe(0);
    expect(orderFromCharacters('ab\u00e9', 'abz')).toBe(0);
    expect(orderFromCharacters('same', 'same')).toBe(0);
    expect(compareText('roleA', 'rolea')).toBe(Math.sign(new Intl.Collator().compare('roleA', 'rolea')));
  });

  it('settles every comparison the shipped dataset needs: role names and each role’s actions sort with no collator', () => {
    const roles = shippedRoles();
    const names = roles.map((r) => r.displayName);
    for (let i = 1; i < names.length; i++)
      expect(orderFromCharacters(names[i - 1], names[i]), `${names[i - 1]} / ${names[i]}`).toBe(-1);
    for (const role of roles) {
      const keys = role.permissions.map((p) => p.action);
      for (let i = 1; i < keys.length; i++) {
        // Equal actions (one action under two conditions) are ordered by the condition, '' first.
        if (keys[i - 1] === keys[i]) continue;
        expect(orderFromCharacters(keys[i - 1], keys[i]), `${keys[i - 1]} / ${keys[i]}`).toBe(-1);
      }
    }
  });
});
