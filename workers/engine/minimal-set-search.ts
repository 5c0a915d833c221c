// The exact stage of the minimal role set: branch and bound over what the essential roles leave, within a work budget.
import { andNotInto, countAnd, countBits, createBitset, forEachBit, memberRanks, setBit, type Bitset } from './bitset';
import { greedyCover } from './minimal-set-greedy';
import { weightOf, type CoverCandidate, type CoverLists } from './minimal-set-problem';
import { reduceCandidates } from './minimal-set-reduce';

interface Residual {
  candidates: CoverCandidate[];
  /** holders[e]: residual candidate positions holding compact element e. */
  holders: number[][];
  universe: Bitset;
}

/** Restricts candidates to the still-uncovered elements, re-indexed compactly so bitsets stay short. */
function residualProblem(candidates: CoverCandidate[], uncovered: Bitset): Residual {
  const compactId = memberRanks(uncovered);
  const width = countBits(uncovered);
  const sliced: CoverCandidate[] = [];
  for (const c of candidates) {
    const size = countAnd(c.set, uncovered);
    if (size === 0) continue;
    const set = createBitset(width);
    for (let w = 0; w < uncovered.length; w++) {
      let word = c.set[w] & uncovered[w];
      while (word !== 0) {
        const low = word & -word;
        setBit(set, compactId[(w << 5) + (31 - Math.clz32(low))]);
        word ^= low;
      }
    }
    sliced.push({ index: c.index, name: c.name, set, size, weight: weightOf(c), order: c.order });
  }
  const reduced = reduceCandidates(sliced);
  const holders: number[][] = Array.from({ length: width }, () => []);
  reduced.forEach((c, ci) => forEachBit(c.set, (e) => holders[e].push(ci)));
  const universe = createBitset(width);
  for (let e = 0; e < width; e++) setBit(universe, e);
  return { candidates: reduced, holders, universe };
}

interface Search {
  problem: Residual;
  best: number[];
  bestSize: number;
  bestWeight: number;
  work: number;
  budget: number;
  exhausted: boolean;
}

function branch(s: Search, uncovered: Bitset, chosen: number[], weight: number): void {
  const { candidates, holders } = s.problem;
  const words = uncovered.length || 1;
  s.work += candidates.length * words;
  if (s.work > s.budget) {
    s.exhausted = true;
    return;
  }
  const remaining = countBits(uncovered);
  if (remaining === 0) {
    if (chosen.length < s.bestSize || (chosen.length === s.bestSize && weight < s.bestWeight)) {
      s.best = chosen.slice();
      s.bestSize = chosen.length;
      s.bestWeight = weight;
    }
    return;
  }
  let maxGain = 0;
  for (const c of candidates) maxGain = Math.max(maxGain, countAnd(c.set, uncovered));
  if (maxGain === 0) return;
  const lowerBound = chosen.length + Math.ceil(remaining / maxGain);
  if (lowerBound > s.bestSize || (lowerBound === s.bestSize && weight >= s.bestWeight)) return;

  // Branch on the uncovered element with the fewest holders: the narrowest choice.
  let pivot = -1;
  forEachBit(uncovered, (e) => {
    if (pivot < 0 || holders[e].length < holders[pivot].length) pivot = e;
  });
  const options = holders[pivot]
    .map((ci) => ({ ci, gain: countAnd(candidates[ci].set, uncovered) }))
    .sort((a, b) => b.gain - a.gain);
  for (const { ci } of options) {
    const next = uncovered.slice();
    andNotInto(next, candidates[ci].set);
    chosen.push(ci);
    branch(s, next, chosen, weight + weightOf(candidates[ci]));
    chosen.pop();
    if (s.exhausted) return;
  }
}

/**
 * Whether the exact search could even reach its first cover within the budget: every node scans every candidate,
 * and a cover is at least ceil(uncovered / best gain) picks deep. When it cannot, building the search is wasted work
 * (a 1,000-role catalog where no role is essential spends milliseconds here to prove nothing). Gains are counted on
 * the lists: a role's members not yet covered.
 */
export function searchCanFinish(
  rest: number[],
  covered: Uint8Array,
  remaining: number,
  lists: CoverLists,
  budget: number,
): boolean {
  if (remaining === 0) return true;
  const { memberOffsets, memberList } = lists;
  let maxGain = 0;
  for (const ci of rest) {
    let gain = 0;
    for (let m = memberOffsets[ci]; m < memberOffsets[ci + 1]; m++) gain += 1 - covered[memberList[m]];
    if (gain > maxGain) maxGain = gain;
  }
  const nodeCost = rest.length * Math.max(1, Math.ceil(remaining / 32));
  return maxGain > 0 && nodeCost * Math.ceil(remaining / maxGain) <= budget;
}

/** The best cover the search found, and whether it ran out of budget before proving it the best. */
export interface SearchOutcome {
  /** Selection positions (the candidates' `index`) of the cover's roles, unsorted. */
  roles: number[];
  /** Word operations spent. */
  work: number;
  /** True when the budget ran out: `roles` is then only the best found so far. */
  exhausted: boolean;
}

/**
 * The smallest cover of `uncovered` by `rest` (then the lightest), by branch and bound within `budget` word
 * operations; greedy's cover of the same residual problem is the bound to beat from the start.
 */
export function exactSearch(rest: CoverCandidate[], uncovered: Bitset, budget: number): SearchOutcome {
  const problem = residualProblem(rest, uncovered);
  const residualGreedy = greedyCover(
    problem.candidates.map((c, ci) => ({ ...c, index: ci })),
    problem.universe,
  );
  const search: Search = {
    problem,
    best: residualGreedy,
    bestSize: residualGreedy.length,
    bestWeight: residualGreedy.reduce((n, ci) => n + weightOf(problem.candidates[ci]), 0),
    work: 0,
    budget,
    exhausted: false,
  };
  if (problem.universe.length > 0) branch(search, problem.universe.slice(), [], 0);
  return {
    roles: search.best.map((ci) => problem.candidates[ci].index),
    work: search.work,
    exhausted: search.exhausted,
  };
}
