// The engine's property tests check it against a plain Set-of-strings oracle written here, on generated catalogs.
import { expect } from 'vitest';
import fc from 'fast-check';
import { buildCatalog, LISTED_VIEW, type EngineRole } from '@engine/catalog';
import { analyzeSelection, holdersOf, pairStats, subsetRelations } from '@engine/analyze';

const ACTIONS = Array.from({ length: 40 }, (_, i) => `ns/e${i}/read`);

export const toRoles = (sets: string[][]): EngineRole[] =>
  sets.map((actions, i) => ({
    templateId: `t${i}`,
    name: `Role ${i}`,
    inheritsFrom: [],
    grants: actions.map((action) => ({ action })),
  }));

export const catalogArb = fc
  .array(fc.uniqueArray(fc.constantFrom(...ACTIONS), { maxLength: 25 }), { minLength: 2, maxLength: 9 })
  .map(toRoles);

/**
 * Larger selections, where the pair pass counts the most-held permissions with bitsets and the rest with holder
 * lists: a shared base most roles take (like Directory Readers) plus scattered ones, and some exact duplicates.
 */
const MANY_ACTIONS = Array.from({ length: 300 }, (_, i) => `ns/m${i}/read`);
export const largeCatalogArb = fc
  .array(
    fc.record({
      base: fc.integer({ min: 0, max: 70 }),
      extra: fc.uniqueArray(fc.constantFrom(...MANY_ACTIONS.slice(70)), { maxLength: 12 }),
      twin: fc.boolean(),
    }),
    { minLength: 30, maxLength: 90 },
  )
  .map((specs) =>
    toRoles(
      specs.flatMap(({ base, extra, twin }) => {
        const actions = [...MANY_ACTIONS.slice(0, base), ...extra];
        return twin ? [actions, actions] : [actions];
      }),
    ),
  );

export function oracle(roles: EngineRole[]) {
  const sets = roles.map((r) => new Set(r.grants.map((g) => g.action)));
  const union = new Set(sets.flatMap((s) => [...s]));
  const intersection = new Set([...union].filter((a) => sets.every((s) => s.has(a))));
  return { sets, union, intersection };
}

/** Every pair count, percent and subset relation, and every holder list, of an analysis of all `roles`, against the oracle. */
/** The analysis of every role of a catalog, in the Listed view: what the properties compare with the oracle. */
export function analyzeEveryRole(roles: EngineRole[]) {
  return analyzeSelection(
    buildCatalog(roles),
    roles.map((x) => x.templateId),
    LISTED_VIEW,
  );
}

export function expectPairsMatchOracle(roles: EngineRole[]) {
  const { sets } = oracle(roles);
  const n = roles.length;
  const r = analyzeEveryRole(roles);
  const subsets: string[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let shared = 0;
      for (const a of sets[i]) if (sets[j].has(a)) shared++;
      const union = sets[i].size + sets[j].size - shared;
      expect(pairStats(r, i, j)).toEqual({
        shared,
        union,
        percent: union === 0 ? 0 : Math.round((shared / union) * 100),
        emptyInPair: (sets[i].size === 0 ? 1 : 0) + (sets[j].size === 0 ? 1 : 0),
      });
      if (shared === sets[i].size && sets[i].size < sets[j].size) subsets.push(`${i}<${j}`);
      if (shared === sets[j].size && sets[j].size < sets[i].size) subsets.push(`${j}<${i}`);
    }
  }
  expect(subsetRelations(r).map((s) => `${s.subset}<${s.superset}`)).toEqual(subsets.sort(bySubsetThenSuperset));
  // An empty set is contained in every role: exactly the relations whose subset is empty are trivial.
  for (const s of subsetRelations(r)) expect(s.trivial, `${s.subset}<${s.superset}`).toBe(sets[s.subset].size === 0);
  expect(r.emptyRoles).toEqual(sets.flatMap((s, i) => (s.size === 0 ? [i] : [])));
  r.actions.forEach((action, p) =>
    expect([...holdersOf(r, p)]).toEqual(sets.flatMap((s, i) => (s.has(action) ? [i] : []))),
  );
  return r;
}

export function covers(chosen: Set<string>[], union: Set<string>) {
  return [...union].every((a) => chosen.some((s) => s.has(a)));
}

/** Brute force: the smallest k such that some k roles cover the union, and the least total permissions among those covers. */
export function bruteMinimum(sets: Set<string>[], union: Set<string>): { size: number; weight: number } {
  const n = sets.length;
  let best = { size: n, weight: Infinity };
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = sets.filter((_, i) => mask & (1 << i));
    const weight = chosen.reduce((sum, s) => sum + s.size, 0);
    if ((chosen.length < best.size || (chosen.length === best.size && weight < best.weight)) && covers(chosen, union))
      best = { size: chosen.length, weight };
  }
  return union.size === 0 ? { size: 0, weight: 0 } : best;
}

/** The spec's greedy rule, written the obvious way: most uncovered first, then fewer permissions, then name. */
export function obviousGreedy(sets: Set<string>[], names: string[], union: Set<string>): number[] {
  const uncovered = new Set(union);
  const chosen: number[] = [];
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    sets.forEach((s, i) => {
      const gain = [...s].filter((a) => uncovered.has(a)).length;
      const better =
        gain > bestGain ||
        (gain === bestGain &&
          gain > 0 &&
          (s.size < sets[best].size || (s.size === sets[best].size && names[i] < names[best])));
      if (better) [best, bestGain] = [i, gain];
    });
    chosen.push(best);
    for (const a of sets[best]) uncovered.delete(a);
  }
  return chosen.sort((a, b) => a - b);
}

export const bySubsetThenSuperset = (a: string, b: string) => {
  const [x, y] = a.split('<').map(Number);
  const [u, v] = b.split('<').map(Number);
  return x - u || y - v;
};
