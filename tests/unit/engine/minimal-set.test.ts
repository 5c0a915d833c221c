// workers/engine/minimal-set.ts: the smallest role set that keeps a selection's coverage (greedy rule, exact search, budget).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCatalog, LISTED_VIEW } from '@engine/catalog';
import { analyzeSelection } from '@engine/analyze';
import { bitsToIds, createBitset, setBit } from '@engine/bitset';
import { minimalRoleSet } from '@engine/minimal-set';
import { coverLists, type CoverCandidate } from '@engine/minimal-set-problem';
import { greedyCover } from '@engine/minimal-set-greedy';
import { reduceCandidates } from '@engine/minimal-set-reduce';
import { role, shippedCatalog } from '../helpers';
import { tiny } from './fixtures';
import {
  bruteMinimum,
  catalogArb,
  covers,
  largeCatalogArb,
  obviousGreedy,
  oracle,
  analyzeEveryRole,
} from './set-oracle';

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
      role(
        'Big',
        ['n/1/r', 'n/2/r', 'n/3/r', 'n/4/r', 'n/5/r', 'n/6/r'].map((a) => a),
      ),
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
    const c = buildCatalog([
      role('AB', ['n/a/r', 'n/b/r']),
      role('BC', ['n/b/r', 'n/c/r']),
      role('CA', ['n/c/r', 'n/a/r']),
    ]);
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
    const r = analyzeSelection(
      catalog,
      catalog.roles.map((x) => x.templateId),
      LISTED_VIEW,
    );
    expect(r.roles).toHaveLength(catalog.roles.length);
    expect(r.minimalSetProven).toBe(true);
    expect(r.minimalSet.length).toBeLessThanOrEqual(r.greedySet.length);
  });
});

describe('minimal role set against a Set-based oracle', () => {
  it('the minimal set covers the union, is never larger than greedy, and equals brute force (size, then fewest permissions) when proven', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets, union } = oracle(roles);
        const r = analyzeEveryRole(roles);
        expect(
          covers(
            r.minimalSet.map((i) => sets[i]),
            union,
          ),
        ).toBe(true);
        expect(
          covers(
            r.greedySet.map((i) => sets[i]),
            union,
          ),
        ).toBe(true);
        expect(r.minimalSet.length).toBeLessThanOrEqual(r.greedySet.length);
        expect(r.minimalSetProven).toBe(true);
        expect({ size: r.minimalSet.length, weight: r.minimalSet.reduce((sum, i) => sum + sets[i].size, 0) }).toEqual(
          bruteMinimum(sets, union),
        );
      }),
    );
  });

  it('the greedy set is exactly the spec rule done the obvious way', () => {
    fc.assert(
      fc.property(fc.oneof(catalogArb, largeCatalogArb), (roles) => {
        const { sets, union } = oracle(roles);
        const r = analyzeEveryRole(roles);
        expect(r.greedySet).toEqual(
          obviousGreedy(
            sets,
            roles.map((x) => x.name),
            union,
          ),
        );
      }),
      { numRuns: 60 },
    );
  });
});

/** Cover candidates straight from id lists (the finder's way in: its own weights, no analysis). */
function candidatesOf(
  sets: number[][],
  weights?: number[],
  width = 64,
): { candidates: CoverCandidate[]; union: Uint32Array } {
  const union = createBitset(width);
  const candidates = sets.map((ids, index) => {
    const set = createBitset(width);
    for (const id of ids) {
      setBit(set, id);
      setBit(union, id);
    }
    return { index, name: `R${String(index).padStart(2, '0')}`, set, size: ids.length, weight: weights?.[index] };
  });
  return { candidates, union };
}

/** Brute force over every subset: the smallest cover, and among those the least total weight. */
function bruteCover(sets: number[][], weights: number[]): { size: number; weight: number } {
  const union = new Set(sets.flat());
  let best = { size: Infinity, weight: Infinity };
  for (let mask = 0; mask < 1 << sets.length; mask++) {
    const chosen = sets.map((_, i) => i).filter((i) => mask & (1 << i));
    if (![...union].every((id) => chosen.some((i) => sets[i].includes(id)))) continue;
    const weight = chosen.reduce((sum, i) => sum + weights[i], 0);
    if (chosen.length < best.size || (chosen.length === best.size && weight < best.weight))
      best = { size: chosen.length, weight };
  }
  return best;
}

describe('the minimal-set API on its own', () => {
  it('coverLists numbers the union compactly and lists holders and members both ways', () => {
    const { candidates, union } = candidatesOf([[3, 40], [40], [], [3, 7]]);
    const lists = coverLists(candidates, union);
    // Union members 3, 7, 40 become elements 0, 1, 2.
    const holders = Array.from({ length: 3 }, (_, e) => [
      ...lists.holderList.subarray(lists.holderOffsets[e], lists.holderOffsets[e + 1]),
    ]);
    const members = Array.from({ length: 4 }, (_, c) => [
      ...lists.memberList.subarray(lists.memberOffsets[c], lists.memberOffsets[c + 1]),
    ]);
    expect(holders).toEqual([[0, 3], [3], [0, 1]]);
    expect(members).toEqual([[0, 2], [2], [], [0, 1]]);
  });

  it('greedyCover takes the largest gain, then the lighter role, then the name', () => {
    const { candidates, union } = candidatesOf([[1, 2], [3], [1, 2, 3, 4], [4, 5]]);
    expect(greedyCover(candidates, union)).toEqual([2, 3]);
    // Equal gains: the lighter weight wins, whatever the order.
    const tie = candidatesOf(
      [
        [1, 2],
        [1, 2],
      ],
      [9, 4],
    );
    expect(greedyCover(tie.candidates, tie.union)).toEqual([1]);
    expect(greedyCover(candidatesOf([]).candidates, createBitset(64))).toEqual([]);
  });

  it('reduceCandidates drops empty roles and duplicates, keeping the lighter, then the first by name', () => {
    const { candidates } = candidatesOf([[1, 2], [], [1, 2], [3]]);
    expect(reduceCandidates(candidates).map((c) => c.index)).toEqual([0, 3]);
    const weighted = candidatesOf([[1, 2], [1, 2], [3]], [5, 2, 1]);
    expect(reduceCandidates(weighted.candidates).map((c) => c.index)).toEqual([1, 2]);
  });

  it('reduceCandidates with weights drops a role inside one that costs no more, and keeps a cheaper one inside', () => {
    // R01 is inside R00 and heavier: dropped. R02 is inside R00 but cheaper: kept.
    const { candidates } = candidatesOf(
      [
        [1, 2, 3],
        [1, 2],
        [2, 3],
      ],
      [5, 6, 1],
    );
    expect(
      reduceCandidates(candidates)
        .map((c) => c.index)
        .sort(),
    ).toEqual([0, 2]);
  });

  it('minimalRoleSet prefers the lighter of two covers of the same size (the finder ranks by whole roles)', () => {
    const { candidates, union } = candidatesOf([[1, 2], [3, 4], [1, 2, 3], [4]], [50, 50, 10, 10]);
    const answer = minimalRoleSet(candidates, union);
    expect(answer).toMatchObject({ roles: [2, 3], proven: true, method: 'exact' });
    expect(answer.greedy).toEqual([2, 3]);
    expect(bitsToIds(union)).toEqual([1, 2, 3, 4]);
  });

  it('minimalRoleSet with nothing to cover is the empty set, proven', () => {
    const { candidates, union } = candidatesOf([[], []]);
    expect(minimalRoleSet(candidates, union)).toEqual({
      roles: [],
      greedy: [],
      proven: true,
      method: 'exact',
      work: 0,
    });
  });

  it('property: with any weights, a proven answer is a smallest cover of least weight; an unproven one is no worse than greedy', () => {
    // Budgets from none to plenty, so searches stop before starting, run out half way, or finish.
    const problem = fc
      .array(fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 8 }), {
        minLength: 1,
        maxLength: 11,
      })
      .chain((sets) =>
        fc.tuple(
          fc.constant(sets),
          fc.array(fc.integer({ min: 1, max: 30 }), { minLength: sets.length, maxLength: sets.length }),
          fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constant(80_000)),
        ),
      );
    fc.assert(
      fc.property(problem, ([sets, weights, budget]) => {
        const { candidates, union } = candidatesOf(sets, weights);
        const answer = minimalRoleSet(candidates, union, budget);
        const chosen = answer.roles.map((i) => sets[i]);
        expect(new Set(chosen.flat())).toEqual(new Set(sets.flat()));
        expect(answer.roles.length).toBeLessThanOrEqual(answer.greedy.length);
        if (answer.proven) {
          expect(answer.method).toBe('exact');
          expect({ size: answer.roles.length, weight: answer.roles.reduce((sum, i) => sum + weights[i], 0) }).toEqual(
            bruteCover(sets, weights),
          );
        } else if (answer.method === 'bounded-search') expect(answer.roles.length).toBeLessThan(answer.greedy.length);
        else expect(answer.roles).toEqual(answer.greedy);
        if (budget === 80_000) expect(answer.proven).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
