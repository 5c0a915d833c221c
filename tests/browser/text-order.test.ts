// The collator-free text order in real Chromium (its own ICU): where the characters settle an order it is the
// browser's Intl.Collator order, and the dataset sorts exactly as localeCompare sorts it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRoles } from '../../src/data/load-roles';
import { compareText, orderFromCharacters } from '../../src/data/text-order';

const collator = new Intl.Collator();
const CHARS = [' ', '.', '/', '-', '_', '$', '[', ']', '0', '9', 'a', 'A', 'b', 'B', 'z', 'Z', 'é', '\u0301', 'ß'];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 8 }).map((chars) => chars.join(''));

describe('text order in Chromium', () => {
  it('runs in an English locale here, where the character rule applies', () => {
    expect(navigator.language).toMatch(/^en(-|$)/i);
  });

  it("agrees with Chromium's collator whenever the characters settle the order", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const settled = orderFromCharacters(a, b);
        if (settled !== 0) expect(settled).toBe(Math.sign(collator.compare(a, b)));
        expect(Math.sign(compareText(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('sorts the dataset’s role names and actions exactly as localeCompare does', async () => {
    const roles = await loadRoles();
    const names = roles.map((r) => r.displayName);
    const actions = [...new Set(roles.flatMap((r) => r.permissions.map((p) => p.action)))];
    for (const list of [names, actions]) {
      const shuffled = [...list].reverse();
      expect([...shuffled].sort(compareText)).toEqual([...shuffled].sort((a, b) => a.localeCompare(b)));
    }
  });
});
