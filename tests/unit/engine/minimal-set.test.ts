// workers/engine/minimal-set.ts: the smallest role set that keeps a selection's coverage (greedy rule, exact search, budget).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCatalog, LISTED_VIEW } from '@engine/catalog';
import { analyzeSelection } from '@engine/analyze';
import { role, shippedCatalog } from '../helpers';
import { tiny } from './fixtures';
import { bruteMinimum, catalogArb, covers, largeCatalogArb, obviousGreedy, oracle } from './set-oracle';

describe('minimal role set', () => {
  it('greedy picks the largest gain, then fewer permissions, then name', () => {
    const r = analyzeSelection(tiny, ['beta', 'delta'], LISTED_VIEW);
    expect(r.greedySet).toEqual([0]); // identical sets: Beta wins on name
    expect(r.minimalSetNames).toEqual(['Beta']);
    expect(r.minimalSetProven).toBe(true);
  });

  it('proves a minimum smaller than greedy on the classic counter-example', () => {
    // Greedy takes Big (6) first and then needs both halves' leftovers; the optimum is Left + Right.
    const c = buildCatalog([
      role('Big', ['n/1/r', 'n/2/r', 'n/3/r', 'n/4/r', 'n/5/r', 'n/6/r'].map((a) => a)),
      role('Left', ['n/1/r', 'n/2/r', 'n/3/r', 'n/7/r']),
      role('Right', ['n/4/r', 'n/5/r', 'n/6/r', 'n/8/r']),
    ]);
    const r = analyzeSelection(c, ['big', 'left', 'right'], LISTED_VIEW);
    expect(r.greedySet).toEqual([0, 1, 2]);
    expect(r.minimalSetNames).toEqual(['Left', 'Right']);
    expect(r.minimalSetProven).toBe(true);
    expect(r.minimalSetMethod).toBe('exact');
  });

  it('labels the answer unproven when the search budget runs out', () => {
    // A cycle: every permission has two holders, so nothing is essential and the search must branch.
    const c = buildCatalog([role('AB', ['n/a/r', 'n/b/r']), role('BC', ['n/b/r', 'n/c/r']), role('CA', ['n/c/r', 'n/a/r'])]);
    const r = analyzeSelection(c, ['ab', 'bc', 'ca'], LISTED_VIEW, { exactBudget: 1 });
    expect(r.minimalSetProven).toBe(false);
    expect(r.minimalSetMethod).toBe('greedy');
    expect(r.minimalSet).toEqual(r.greedySet);
    expect(r.minimalSet).toHaveLength(2);
    const proven = analyzeSelection(c, ['ab', 'bc', 'ca'], LISTED_VIEW);
    expect(proven.minimalSetProven).toBe(true);
    expect(proven.minimalSet).toHaveLength(2);
  });

  it('proves the minimum for the whole built-in catalog', () => {
    const catalog = shippedCatalog();
    const r = analyzeSelection(catalog, catalog.roles.map((x) => x.templateId), LISTED_VIEW);
    expect(r.roles).toHaveLength(143);
    expect(r.minimalSetProven).toBe(true);
    expect(r.minimalSet.length).toBeLessThanOrEqual(r.greedySet.length);
  });
});

describe('minimal role set against a Set-based oracle', () => {
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
