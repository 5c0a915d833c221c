// workers/engine/pairs.ts: the overlap percent, the upper-triangle layout, and the pair pass in each of its modes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../../scripts/bench/synthetic';
import { LISTED_VIEW } from '@engine/catalog';
import { analyzeSelection, pairPercent, pairStats } from '@engine/analyze';
import { overlapPercent, pairIndex, sharedCount, triangleSize } from '@engine/pairs';
import { tiny } from './fixtures';
import { catalogArb, expectPairsMatchOracle, largeCatalogArb, oracle, toRoles, analyzeEveryRole } from './set-oracle';

describe('overlap percent (spec section 5)', () => {
  it('is shared / union x 100, rounded, and 0 for an empty union', () => {
    expect(overlapPercent(1, 3)).toBe(33);
    expect(overlapPercent(2, 3)).toBe(67);
    expect(overlapPercent(0, 0)).toBe(0);
    expect(overlapPercent(5, 5)).toBe(100);
  });

  it('stores only the upper triangle, row by row', () => {
    const n = 5;
    const r = analyzeSelection(tiny, ['alpha', 'beta', 'gamma', 'delta', 'empty'], LISTED_VIEW);
    expect(r.pairShared.sparse).toHaveLength(triangleSize(n));
    const positions: number[] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) positions.push(pairIndex(n, i, j));
    expect(positions).toEqual(Array.from({ length: triangleSize(n) }, (_, k) => k));
    expect(sharedCount(r.pairShared, n, 1, 3)).toBe(2); // Beta and Delta are the same two permissions
    expect(sharedCount(r.pairShared, n, 3, 1)).toBe(2);
  });
});

describe('pair counts against a Set-based oracle', () => {
  it('overlap is symmetric, 100 on identical sets, and matches shared / union', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets } = oracle(roles);
        const n = roles.length;
        const r = analyzeEveryRole(roles);
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) {
            const shared = [...sets[i]].filter((a) => sets[j].has(a)).length;
            const union = new Set([...sets[i], ...sets[j]]).size;
            const expected = i === j ? 100 : union === 0 ? 0 : Math.round((shared / union) * 100);
            expect(pairStats(r, i, j)).toEqual({
              shared: i === j ? sets[i].size : shared,
              union: i === j ? sets[i].size : union,
              percent: expected,
              emptyInPair:
                i === j ? (sets[i].size === 0 ? 2 : 0) : (sets[i].size === 0 ? 1 : 0) + (sets[j].size === 0 ? 1 : 0),
            });
            expect(pairPercent(r, i, j)).toBe(expected);
            if (i !== j && union > 0 && shared === union) expect(pairPercent(r, i, j)).toBe(100);
          }
        }
      }),
    );
  });

  it('large selections: every pair count, percent and subset matches the oracle (bitset and holder-list paths together)', () => {
    fc.assert(
      fc.property(largeCatalogArb, (roles) => {
        expectPairsMatchOracle(roles);
      }),
      { numRuns: 40 },
    );
  });
});

/**
 * The pair pass counts the most-held permissions (at most 32 of them in one word) through a table of the few patterns
 * roles hold them in, and the rest per pair. Each way it can go, on catalogs built to take it: a handful of patterns
 * (the table), a different pattern per role (too many for a table: rows get their dense counts written), more than 32
 * widely held permissions (several words), and none at all.
 */
describe('pair counts in each mode of the pair pass', () => {
  const COMMON = Array.from({ length: 64 }, (_, i) => `ns/common${i}/read`);
  const SCATTERED = Array.from({ length: 400 }, (_, i) => `ns/rare${i}/read`);
  const build = (count: number, common: (random: () => number) => string[], seed: number) => {
    const random = seededRandom(seed);
    return toRoles(
      Array.from({ length: count }, (_, r) => {
        const own = Array.from(
          { length: 1 + Math.floor(random() * 6) },
          () => SCATTERED[Math.floor(random() * SCATTERED.length)],
        );
        // Every tenth role repeats an earlier one, so exact duplicates and strict subsets occur.
        return r % 10 === 9 ? [] : [...new Set([...common(random), ...own])];
      }).map((actions, r, all) =>
        r % 10 === 9 ? all[r - 3].slice(0, Math.max(1, all[r - 3].length - (r % 20 === 19 ? 1 : 0))) : actions,
      ),
    );
  };

  it('a few patterns of the common permissions: counted through the pattern table', () => {
    const roles = build(120, (random) => COMMON.slice(0, Math.floor(random() * 33)), 1);
    const r = expectPairsMatchOracle(roles);
    expect(r.pairShared.patterns).toBeGreaterThan(1);
    expect(r.pairShared.dense.length).toBe(r.pairShared.patterns ** 2);
  });

  it('a different pattern per role: no table, dense counts written into the rows', () => {
    const roles = build(120, (random) => COMMON.slice(0, 32).filter(() => random() < 0.6), 2);
    const r = expectPairsMatchOracle(roles);
    expect(r.pairShared.patterns).toBe(1);
  });

  it('more than 32 widely held permissions: dense counts over several words', () => {
    const roles = build(120, (random) => COMMON.filter(() => random() < 0.6), 3);
    const r = expectPairsMatchOracle(roles);
    expect(r.pairShared.patterns).toBe(1);
  });

  it('no widely held permissions: every count from the holder lists', () => {
    const roles = build(12, () => [], 4);
    const r = expectPairsMatchOracle(roles);
    expect(r.pairShared.patterns).toBe(1);
  });
});
