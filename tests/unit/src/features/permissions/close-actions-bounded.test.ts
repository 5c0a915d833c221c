// The bounded work behind 'did you mean', and paths too long to be an action.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ACTION_LENGTH } from '../../../../../src/app/input-limits';
import { editDistance, editDistanceWithin } from '../../../../../src/data/role-lookup';
import { closeActions } from '../../../../../src/features/permissions/close-actions';
import { actionFromPathParam } from '../../../../../src/features/permissions/permission-index';
import { permissionKey } from '@engine/permission-grammar';
import { shippedRoles } from '../../../helpers';

/** Levenshtein distance by the textbook recurrence over the whole table, a row at a time: the oracle. */
function fullDistance(a: string, b: string): number {
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    above = row;
  }
  return above[b.length];
}

/** closeActions as it was before the bounded distance: every pair's full distance, then the same filter and order. */
function closeActionsUnbounded(actions: readonly string[], query: string, limit = 5): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const qSegments = q.split('/');
  const shared = (b: string[]) => {
    let n = 0;
    while (n < qSegments.length && n < b.length && qSegments[n] === b[n]) n++;
    return n;
  };
  return actions
    .map((action) => {
      const lower = action.toLowerCase();
      return {
        action,
        shared: shared(lower.split('/')),
        distance: fullDistance(q, lower) / Math.max(q.length, lower.length),
        contains: lower.includes(q),
      };
    })
    .filter((s) => s.distance <= 0.35 || (s.shared >= 2 && s.distance <= 0.6) || (s.contains && q.length >= 4))
    .sort((a, b) => a.distance - b.distance || b.shared - a.shared || a.action.localeCompare(b.action))
    .slice(0, limit)
    .map((s) => s.action);
}

const keys = [
  ...new Set(shippedRoles().flatMap((r) => r.permissions.map((p) => permissionKey(p.action, p.condition)))),
].sort();
/** Short strings over a small alphabet, so that near and far pairs both come up often. */
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '/'), maxLength: 14 });

describe('bounded edit distance', () => {
  it('equals the full distance when within the bound, and says null when over it', () => {
    fc.assert(
      fc.property(word, word, fc.nat({ max: 16 }), (a, b, max) => {
        const full = fullDistance(a, b);
        expect(editDistanceWithin(a, b, max)).toBe(full <= max ? full : null);
        expect(editDistance(a, b)).toBe(full);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on real actions and their typos', () => {
    const action = 'microsoft.directory/users/password/update';
    for (const [other, max] of [
      ['microsoft.directory/users/pasword/update', 0],
      ['microsoft.directory/users/pasword/update', 1],
      ['microsoft.directory/users/basic/update', 5],
      ['microsoft.directory/users/basic/update', 9],
      ['microsoft.intune/allEntities/allTasks', 20],
      ['', 41],
      ['', 40],
    ] as const) {
      const full = fullDistance(action, other);
      expect(editDistanceWithin(action, other, max)).toBe(full <= max ? full : null);
    }
  });

  it('gives up on a long string at once: the length difference alone is over the bound', () => {
    const started = performance.now();
    expect(editDistanceWithin('a'.repeat(200_000), 'microsoft.directory/users/password/update', 50)).toBeNull();
    console.log(
      `[input limits] 200,000 characters against an action, bound 50: ${(performance.now() - started).toFixed(2)} ms`,
    );
  });
});

describe("'did you mean' for unknown actions", () => {
  it('suggests exactly what the unbounded comparison suggested', () => {
    const typo = fc
      .tuple(fc.constantFrom(...keys), fc.nat(), fc.constantFrom('', 'x', 'users', '/'), fc.nat({ max: 6 }))
      .map(([key, at, insert, cut]) => {
        const i = at % (key.length + 1);
        return key.slice(0, i) + insert + key.slice(Math.min(key.length, i + cut));
      });
    const query = fc.oneof(
      typo,
      fc.string({ maxLength: 12 }),
      fc.constantFrom('pasword', 'users', 'microsoft.directory/users/x'),
    );
    fc.assert(
      fc.property(query, (q) => {
        expect(closeActions(keys, q, 3)).toEqual(closeActionsUnbounded(keys, q, 3));
      }),
      { numRuns: 150 },
    );
  });

  it('suggests nothing for a string longer than any action, without comparing it', () => {
    const long = 'microsoft.directory/users/password/update/'.repeat(400);
    const started = performance.now();
    expect(closeActions(keys, long)).toEqual([]);
    expect(closeActions(keys, 'm'.repeat(MAX_ACTION_LENGTH + 1))).toEqual([]);
    console.log(`[input limits] suggestions for a 16.8 kB string: ${(performance.now() - started).toFixed(2)} ms`);
  });

  it('times one unknown string against the whole dataset (printed, not asserted)', () => {
    const started = performance.now();
    for (let i = 0; i < 5; i++) closeActions(keys, `microsoft.directory/users/pasword${i}/update`, 3);
    console.log(
      `[input limits] suggestions for 5 near-miss strings against ${keys.length} keys: ${(performance.now() - started).toFixed(1)} ms`,
    );
  });
});

describe('a permission path longer than any action', () => {
  it('takes a path far past any action as a whole, without the patterns that backtrack on it', () => {
    const slashes = `a${'/'.repeat(100_000)}b`;
    const started = performance.now();
    expect(actionFromPathParam(slashes)).toBe(slashes);
    const spaces = `x${' '.repeat(100_000)}y [$ResourceIsSelf]`;
    expect(actionFromPathParam(encodeURIComponent(spaces))).toBe(spaces);
    console.log(`[input limits] two 100 kB paths read in ${(performance.now() - started).toFixed(1)} ms`);
    // Short paths lose their trailing slashes and condition as before.
    expect(actionFromPathParam('microsoft.directory/users/password/update//')).toBe(
      'microsoft.directory/users/password/update',
    );
    expect(actionFromPathParam('microsoft.directory/users/password/update%20%5B%24ResourceIsSelf%5D')).toBe(
      'microsoft.directory/users/password/update',
    );
  });
});
