// The smallest set of roles that keeps a selection's coverage: the spec's greedy rule and an exact search.
import { andNotInto, countAnd, countBits, createBitset, equalSets, forEachBit, isSubsetOf, setBit, type Bitset } from './bitset';

export interface CoverCandidate {
  /** Position in the selection. */
  index: number;
  name: string;
  set: Bitset;
  size: number;
  /** What a cover costs when sizes tie (default: size); the finder uses the role's whole permission count. */
  weight?: number;
}

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
 * Work budget of the exact search, in 32-bit word operations: about a millisecond. Proving the whole
 * built-in catalog takes under a thousand once essential roles are fixed, so this leaves wide room.
 */
export const EXACT_WORK_BUDGET = 300_000;

/** Optional containment oracle (e.g. read off a shared-count matrix) to avoid bitset scans. */
export type Contains = (inner: CoverCandidate, outer: CoverCandidate) => boolean;

const weightOf = (c: CoverCandidate) => c.weight ?? c.size;

/** Greedy order: more gain first, then lighter, then name, then position. Negative when a ranks before b. */
function rank(a: CoverCandidate, gainA: number, b: CoverCandidate, gainB: number): number {
  return gainB - gainA || weightOf(a) - weightOf(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index);
}

interface HeapEntry {
  c: CoverCandidate;
  gain: number;
}

/** A binary heap ordered by `rank` (best on top). */
class GainHeap {
  private items: HeapEntry[] = [];
  get size() {
    return this.items.length;
  }
  push(entry: HeapEntry) {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (rank(items[i].c, items[i].gain, items[parent].c, items[parent].gain) >= 0) break;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }
  pop(): HeapEntry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < items.length && rank(items[l].c, items[l].gain, items[best].c, items[best].gain) < 0) best = l;
        if (r < items.length && rank(items[r].c, items[r].gain, items[best].c, items[best].gain) < 0) best = r;
        if (best === i) break;
        [items[i], items[best]] = [items[best], items[i]];
        i = best;
      }
    }
    return top;
  }
}

/**
 * The spec's rule: repeatedly take the role covering the most still-uncovered permissions (ties: fewer
 * permissions, then name). Lazy evaluation: stored gains only shrink, so a re-checked top is the true best.
 */
export function greedyCover(candidates: CoverCandidate[], union: Bitset): number[] {
  const uncovered = union.slice();
  let remaining = countBits(uncovered);
  const heap = new GainHeap();
  for (const c of candidates) {
    const gain = countAnd(c.set, uncovered);
    if (gain > 0) heap.push({ c, gain });
  }
  const chosen: number[] = [];
  while (remaining > 0 && heap.size > 0) {
    const top = heap.pop()!;
    const gain = countAnd(top.c.set, uncovered);
    if (gain === 0) continue;
    if (gain !== top.gain) {
      heap.push({ c: top.c, gain });
      continue;
    }
    chosen.push(top.c.index);
    andNotInto(uncovered, top.c.set);
    remaining -= gain;
  }
  return chosen.sort((a, b) => a - b);
}

const bitsetContains: Contains = (inner, outer) => (inner.size === outer.size ? equalSets(inner.set, outer.set) : isSubsetOf(inner.set, outer.set));

/**
 * Drops empty roles, and roles contained in a kept role that costs no more (duplicates keep the tie-break's
 * favourite). A role can only be contained in one that also holds its rarest permission, so only those are checked.
 */
export function reduceCandidates(candidates: CoverCandidate[], contains: Contains = bitsetContains): CoverCandidate[] {
  const ordered = candidates
    .filter((c) => c.size > 0)
    .sort((a, b) => b.size - a.size || weightOf(a) - weightOf(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index));
  const kept: CoverCandidate[] = [];
  const keptHolders: CoverCandidate[][] = new Array((ordered[0]?.set.length ?? 0) * 32);
  for (const c of ordered) {
    const set = c.set;
    let rarest: CoverCandidate[] | undefined;
    let unheld = false;
    for (let w = 0; w < set.length && !unheld; w++) {
      let word = set[w];
      while (word !== 0) {
        const low = word & -word;
        const holders = keptHolders[(w << 5) + (31 - Math.clz32(low))];
        if (!holders) {
          unheld = true;
          break;
        }
        if (!rarest || holders.length < rarest.length) rarest = holders;
        word ^= low;
      }
    }
    if (!unheld && rarest && rarest.some((k) => weightOf(k) <= weightOf(c) && contains(c, k))) continue;
    kept.push(c);
    for (let w = 0; w < set.length; w++) {
      let word = set[w];
      while (word !== 0) {
        const low = word & -word;
        const id = (w << 5) + (31 - Math.clz32(low));
        (keptHolders[id] ??= []).push(c);
        word ^= low;
      }
    }
  }
  return kept;
}

interface Residual {
  candidates: CoverCandidate[];
  /** holders[e]: residual candidate positions holding compact element e. */
  holders: number[][];
  universe: Bitset;
}

/** Restricts candidates to the still-uncovered elements, re-indexed compactly so bitsets stay short. */
function residualProblem(candidates: CoverCandidate[], uncovered: Bitset): Residual {
  const compactId = new Int32Array(uncovered.length * 32).fill(-1);
  let width = 0;
  forEachBit(uncovered, (id) => {
    compactId[id] = width++;
  });
  const sliced: CoverCandidate[] = [];
  for (const c of candidates) {
    const set = createBitset(width);
    forEachBit(c.set, (id) => {
      const e = compactId[id];
      if (e >= 0) setBit(set, e);
    });
    const size = countBits(set);
    if (size > 0) sliced.push({ ...c, set, size, weight: weightOf(c) });
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
  const options = holders[pivot].map((ci) => ({ ci, gain: countAnd(candidates[ci].set, uncovered) })).sort((a, b) => b.gain - a.gain);
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
 * The minimal role set: greedy always; then an exact search that fixes the roles that alone hold some
 * permission, and branches and bounds on what is left within a work budget. Among covers of equal size
 * the one with the least total weight (permissions) is preferred.
 */
export function minimalRoleSet(candidates: CoverCandidate[], union: Bitset, budget = EXACT_WORK_BUDGET, contains?: Contains): MinimalSetAnswer {
  const greedy = greedyCover(candidates, union);
  if (countBits(union) === 0) return { roles: [], greedy, proven: true, method: 'exact', work: 0 };

  const reduced = reduceCandidates(candidates, contains);
  // Essential roles: the only holder of some permission is in every cover drawn from the reduced roles.
  const holderCount = new Uint32Array(union.length * 32);
  const soleHolder = new Int32Array(union.length * 32);
  reduced.forEach((c, ci) =>
    forEachBit(c.set, (id) => {
      holderCount[id]++;
      soleHolder[id] = ci;
    }),
  );
  const essential = new Set<CoverCandidate>();
  forEachBit(union, (id) => {
    if (holderCount[id] === 1) essential.add(reduced[soleHolder[id]]);
  });
  const uncovered = union.slice();
  for (const c of essential) andNotInto(uncovered, c.set);

  const problem = residualProblem(reduced.filter((c) => !essential.has(c)), uncovered);
  const residualGreedy = greedyCover(problem.candidates.map((c, ci) => ({ ...c, index: ci })), problem.universe);
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

  const exact = [...[...essential].map((c) => c.index), ...search.best.map((ci) => problem.candidates[ci].index)].sort((a, b) => a - b);
  if (!search.exhausted) return { roles: exact, greedy, proven: true, method: 'exact', work: search.work };
  const improved = exact.length < greedy.length;
  return { roles: improved ? exact : greedy, greedy, proven: false, method: improved ? 'bounded-search' : 'greedy', work: search.work };
}
