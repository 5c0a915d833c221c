// Property tests: the bitset engine against a plain Set-of-strings oracle written here.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../scripts/bench/synthetic';
import { buildCatalog, LISTED_VIEW, type EngineRole } from '@engine/catalog';
import { analyzeSelection, holdersOf, pairPercent, pairStats, subsetRelations } from '@engine/analyze';

const ACTIONS = Array.from({ length: 40 }, (_, i) => `ns/e${i}/read`);

const toRoles = (sets: string[][]): EngineRole[] =>
  sets.map((actions, i) => ({ templateId: `t${i}`, name: `Role ${i}`, inheritsFrom: [], grants: actions.map((action) => ({ action })) }));

const catalogArb = fc.array(fc.uniqueArray(fc.constantFrom(...ACTIONS), { maxLength: 25 }), { minLength: 2, maxLength: 9 }).map(toRoles);

/**
 * Larger selections, where the pair pass counts the most-held permissions with bitsets and the rest with holder
 * lists: a shared base most roles take (like Directory Readers) plus scattered ones, and some exact duplicates.
 */
const MANY_ACTIONS = Array.from({ length: 300 }, (_, i) => `ns/m${i}/read`);
const largeCatalogArb = fc
  .array(
    fc.record({ base: fc.integer({ min: 0, max: 70 }), extra: fc.uniqueArray(fc.constantFrom(...MANY_ACTIONS.slice(70)), { maxLength: 12 }), twin: fc.boolean() }),
    { minLength: 30, maxLength: 90 },
  )
  .map((specs) => toRoles(specs.flatMap(({ base, extra, twin }) => {
    const actions = [...MANY_ACTIONS.slice(0, base), ...extra];
    return twin ? [actions, actions] : [actions];
  })));

function oracle(roles: EngineRole[]) {
  const sets = roles.map((r) => new Set(r.grants.map((g) => g.action)));
  const union = new Set(sets.flatMap((s) => [...s]));
  const intersection = new Set([...union].filter((a) => sets.every((s) => s.has(a))));
  return { sets, union, intersection };
}

/** Every pair count, percent and subset relation, and every holder list, of an analysis of all `roles`, against the oracle. */
function expectPairsMatchOracle(roles: EngineRole[]) {
  const { sets } = oracle(roles);
  const n = roles.length;
  const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
  const subsets: string[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let shared = 0;
      for (const a of sets[i]) if (sets[j].has(a)) shared++;
      const union = sets[i].size + sets[j].size - shared;
      expect(pairStats(r, i, j)).toEqual({ shared, union, percent: union === 0 ? 0 : Math.round((shared / union) * 100) });
      if (shared === sets[i].size && sets[i].size < sets[j].size) subsets.push(`${i}<${j}`);
      if (shared === sets[j].size && sets[j].size < sets[i].size) subsets.push(`${j}<${i}`);
    }
  }
  expect(subsetRelations(r).map((s) => `${s.subset}<${s.superset}`)).toEqual(subsets.sort(bySubsetThenSuperset));
  r.actions.forEach((action, p) => expect([...holdersOf(r, p)]).toEqual(sets.flatMap((s, i) => (s.has(action) ? [i] : []))));
  return r;
}

function covers(chosen: Set<string>[], union: Set<string>) {
  return [...union].every((a) => chosen.some((s) => s.has(a)));
}

/** Brute force: the smallest k such that some k roles cover the union, and the least total permissions among those covers. */
function bruteMinimum(sets: Set<string>[], union: Set<string>): { size: number; weight: number } {
  const n = sets.length;
  let best = { size: n, weight: Infinity };
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = sets.filter((_, i) => mask & (1 << i));
    const weight = chosen.reduce((sum, s) => sum + s.size, 0);
    if ((chosen.length < best.size || (chosen.length === best.size && weight < best.weight)) && covers(chosen, union)) best = { size: chosen.length, weight };
  }
  return union.size === 0 ? { size: 0, weight: 0 } : best;
}

/** The spec's greedy rule, written the obvious way: most uncovered first, then fewer permissions, then name. */
function obviousGreedy(sets: Set<string>[], names: string[], union: Set<string>): number[] {
  const uncovered = new Set(union);
  const chosen: number[] = [];
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    sets.forEach((s, i) => {
      const gain = [...s].filter((a) => uncovered.has(a)).length;
      const better = gain > bestGain || (gain === bestGain && gain > 0 && (s.size < sets[best].size || (s.size === sets[best].size && names[i] < names[best])));
      if (better) [best, bestGain] = [i, gain];
    });
    chosen.push(best);
    for (const a of sets[best]) uncovered.delete(a);
  }
  return chosen.sort((a, b) => a - b);
}

const bySubsetThenSuperset = (a: string, b: string) => {
  const [x, y] = a.split('<').map(Number);
  const [u, v] = b.split('<').map(Number);
  return x - u || y - v;
};

describe('engine against a Set-based oracle', () => {
  it('union, intersection and per-role counts match', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets, union, intersection } = oracle(roles);
        const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
        expect(r.unionCount).toBe(union.size);
        expect(r.intersectionCount).toBe(intersection.size);
        expect(r.roles.map((x) => x.permissionCount)).toEqual(sets.map((s) => s.size));
        // intersection within each role within union
        for (const s of sets) {
          for (const a of intersection) expect(s.has(a)).toBe(true);
          for (const a of s) expect(union.has(a)).toBe(true);
        }
        expect(new Set(r.actions)).toEqual(union);
      }),
    );
  });

  it('overlap is symmetric, 100 on identical sets, and matches shared / union', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets } = oracle(roles);
        const n = roles.length;
        const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) {
            const shared = [...sets[i]].filter((a) => sets[j].has(a)).length;
            const union = new Set([...sets[i], ...sets[j]]).size;
            const expected = i === j ? 100 : union === 0 ? 0 : Math.round((shared / union) * 100);
            expect(pairStats(r, i, j)).toEqual({ shared: i === j ? sets[i].size : shared, union: i === j ? sets[i].size : union, percent: expected });
            expect(pairPercent(r, i, j)).toBe(expected);
            if (i !== j && union > 0 && shared === union) expect(pairPercent(r, i, j)).toBe(100);
          }
        }
      }),
    );
  });

  it('subsets are exactly the strictly smaller contained roles', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets } = oracle(roles);
        const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
        const expected: string[] = [];
        sets.forEach((a, i) =>
          sets.forEach((b, j) => {
            if (i !== j && a.size < b.size && [...a].every((x) => b.has(x))) expected.push(`${i}<${j}`);
          }),
        );
        expect(subsetRelations(r).map((s) => `${s.subset}<${s.superset}`)).toEqual(expected.sort(bySubsetThenSuperset));
      }),
    );
  });

  it('the minimal set covers the union, is never larger than greedy, and equals brute force (size, then fewest permissions) when proven', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets, union } = oracle(roles);
        const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
        expect(covers(r.minimalSet.map((i) => sets[i]), union)).toBe(true);
        expect(covers(r.greedySet.map((i) => sets[i]), union)).toBe(true);
        expect(r.minimalSet.length).toBeLessThanOrEqual(r.greedySet.length);
        expect(r.minimalSetProven).toBe(true);
        expect({ size: r.minimalSet.length, weight: r.minimalSet.reduce((sum, i) => sum + sets[i].size, 0) }).toEqual(bruteMinimum(sets, union));
      }),
    );
  });

  it('common and unique flags agree with membership', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets } = oracle(roles);
        const n = roles.length;
        const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
        r.actions.forEach((action, p) => {
          const holders = sets.map((s, i) => (s.has(action) ? i : -1)).filter((i) => i >= 0);
          expect([...holdersOf(r, p)]).toEqual(holders);
          expect(r.isCommon[p]).toBe(holders.length === n ? 1 : 0);
          expect(r.uniqueTo[p]).toBe(holders.length === 1 ? holders[0] : -1);
        });
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

  it('the greedy set is exactly the spec rule done the obvious way', () => {
    fc.assert(
      fc.property(fc.oneof(catalogArb, largeCatalogArb), (roles) => {
        const { sets, union } = oracle(roles);
        const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
        expect(r.greedySet).toEqual(obviousGreedy(sets, roles.map((x) => x.name), union));
      }),
      { numRuns: 60 },
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
        const own = Array.from({ length: 1 + Math.floor(random() * 6) }, () => SCATTERED[Math.floor(random() * SCATTERED.length)]);
        // Every tenth role repeats an earlier one, so exact duplicates and strict subsets occur.
        return r % 10 === 9 ? [] : [...new Set([...common(random), ...own])];
      }).map((actions, r, all) => (r % 10 === 9 ? all[r - 3].slice(0, Math.max(1, all[r - 3].length - (r % 20 === 19 ? 1 : 0))) : actions)),
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
