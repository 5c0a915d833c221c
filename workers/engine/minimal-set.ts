// The smallest set of roles that keeps a selection's coverage: the spec's greedy rule, then reduction and an exact search.
import { andNotInto, type Bitset } from './bitset';
import { greedyCover } from './minimal-set-greedy';
import { coverLists, type CoverCandidate, type CoverLists } from './minimal-set-problem';
import { essentialRoles, reduceCandidates } from './minimal-set-reduce';
import { exactSearch, searchCanFinish } from './minimal-set-search';

export interface MinimalSetAnswer {
  /** Selection positions of the chosen roles, ascending. */
  roles: number[];
  /** The greedy answer, always computed (the spec's rule). */
  greedy: number[];
  /** True when the exact search finished and proved `roles` minimal. */
  proven: boolean;
  /** exact: proven minimum; greedy: the spec's rule, unproven; bounded-search: better than greedy, unproven. */
  method: 'exact' | 'greedy' | 'bounded-search';
  /** Word operations the exact search spent (0 when it had nothing to search). */
  work: number;
}

/**
 * Work budget of the exact search, in 32-bit word operations: small enough that a search which cannot prove its
 * answer gives up before the analysis is noticeably slower. Proving the whole built-in catalog takes under 500 in
 * every view once essential roles are fixed, so this leaves wide room.
 */
export const EXACT_WORK_BUDGET = 80_000;

/**
 * The minimal role set: greedy always; then an exact search that fixes the roles that alone hold some
 * permission, and branches and bounds on what is left within a work budget. Among covers of equal size
 * the one with the least total weight (permissions) is preferred.
 */
export function minimalRoleSet(
  candidates: CoverCandidate[],
  union: Bitset,
  budget = EXACT_WORK_BUDGET,
  lists: CoverLists = coverLists(candidates, union),
): MinimalSetAnswer {
  const greedy = greedyCover(candidates, union, lists);
  if (lists.holderOffsets.length === 1) return { roles: [], greedy, proven: true, method: 'exact', work: 0 };

  const position = new Map(candidates.map((c, ci) => [c, ci]));
  const keptAt = reduceCandidates(candidates, lists).map((c) => position.get(c)!);
  const kept = new Uint8Array(candidates.length);
  for (const ci of keptAt) kept[ci] = 1;
  const { essential, isEssential, covered, remaining } = essentialRoles(lists, kept);
  const restAt = keptAt.filter((ci) => !isEssential[ci]);
  if (!searchCanFinish(restAt, covered, remaining, lists, budget)) {
    return { roles: greedy, greedy, proven: false, method: 'greedy', work: 0 };
  }
  const uncovered = union.slice();
  for (const ci of essential) andNotInto(uncovered, candidates[ci].set);
  const search = exactSearch(
    restAt.map((ci) => candidates[ci]),
    uncovered,
    budget,
  );

  const exact = [...essential.map((ci) => candidates[ci].index), ...search.roles].sort((a, b) => a - b);
  if (!search.exhausted) return { roles: exact, greedy, proven: true, method: 'exact', work: search.work };
  const improved = exact.length < greedy.length;
  return {
    roles: improved ? exact : greedy,
    greedy,
    proven: false,
    method: improved ? 'bounded-search' : 'greedy',
    work: search.work,
  };
}
