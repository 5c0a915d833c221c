// Property tests: the bitset engine against a plain Set-of-strings oracle written here.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCatalog, LISTED_VIEW, type EngineRole } from '../../workers/engine/catalog';
import { analyzeSelection } from '../../workers/engine/analyze';

const ACTIONS = Array.from({ length: 40 }, (_, i) => `ns/e${i}/read`);

const catalogArb = fc
  .array(fc.uniqueArray(fc.constantFrom(...ACTIONS), { maxLength: 25 }), { minLength: 2, maxLength: 9 })
  .map((sets): EngineRole[] => sets.map((actions, i) => ({ templateId: `t${i}`, name: `Role ${i}`, inheritsFrom: [], grants: actions.map((action) => ({ action })) })));

function oracle(roles: EngineRole[]) {
  const sets = roles.map((r) => new Set(r.grants.map((g) => g.action)));
  const union = new Set(sets.flatMap((s) => [...s]));
  const intersection = new Set([...union].filter((a) => sets.every((s) => s.has(a))));
  return { sets, union, intersection };
}

function covers(chosen: Set<string>[], union: Set<string>) {
  return [...union].every((a) => chosen.some((s) => s.has(a)));
}

/** Brute force: the smallest k such that some k roles cover the union. */
function bruteMinimum(sets: Set<string>[], union: Set<string>): number {
  const n = sets.length;
  let best = n;
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = sets.filter((_, i) => mask & (1 << i));
    if (chosen.length < best && covers(chosen, union)) best = chosen.length;
  }
  return union.size === 0 ? 0 : best;
}

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
            expect(r.percent[i * n + j]).toBe(expected);
            expect(r.percent[i * n + j]).toBe(r.percent[j * n + i]);
            if (i !== j && union > 0 && shared === union) expect(r.percent[i * n + j]).toBe(100);
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
        expect(r.subsets.map((s) => `${s.subset}<${s.superset}`).sort()).toEqual(expected.sort());
      }),
    );
  });

  it('the minimal set covers the union, is never larger than greedy, and equals brute force when proven', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets, union } = oracle(roles);
        const r = analyzeSelection(buildCatalog(roles), roles.map((x) => x.templateId), LISTED_VIEW);
        expect(covers(r.minimalSet.map((i) => sets[i]), union)).toBe(true);
        expect(covers(r.greedySet.map((i) => sets[i]), union)).toBe(true);
        expect(r.minimalSet.length).toBeLessThanOrEqual(r.greedySet.length);
        expect(r.minimalSetProven).toBe(true);
        expect(r.minimalSet.length).toBe(bruteMinimum(sets, union));
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
          for (let k = 0; k < n; k++) expect(r.membership[p * n + k]).toBe(sets[k].has(action) ? 1 : 0);
          expect(r.isCommon[p]).toBe(holders.length === n ? 1 : 0);
          expect(r.uniqueTo[p]).toBe(holders.length === 1 ? holders[0] : -1);
        });
      }),
    );
  });
});
