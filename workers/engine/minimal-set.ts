// The smallest set of roles that keeps a selection's coverage: the spec's greedy rule and an exact search.
import { countAnd, countBits, equalSets, isSubsetOf, andNotInto, isEmpty, type Bitset } from './bitset';

export interface CoverCandidate {
  /** Position in the selection. */
  index: number;
  name: string;
  set: Bitset;
  size: number;
  /** What a cover costs when sizes tie (default: size); the finder uses the role's whole permission count. */
  weight?: number;
}

const weightOf = (c: CoverCandidate) => c.weight ?? c.size;

export interface MinimalSetAnswer {
  /** Selection positions of the chosen roles, ascending. */
  roles: number[];
  /** The greedy answer, always computed (the spec's rule). */
  greedy: number[];
  /** True when the exact search finished and proved `roles` minimal. */
  proven: boolean;
  /** exact: proven minimum; greedy: the spec's rule, unproven; bounded-search: better than greedy, unproven. */
  method: 'exact' | 'greedy' | 'bounded-search';
  /** Search nodes visited by the exact search (0 when it did not run). */
  nodes: number;
}

/** Default search budget: enough to prove the whole built-in catalog, small enough to stay under a frame. */
export const EXACT_NODE_BUDGET = 200_000;

/** Greedy tie-break: more new coverage, then fewer total permissions, then name. */
function better(gain: number, c: CoverCandidate, bestGain: number, best: CoverCandidate | null): boolean {
  if (!best || gain !== bestGain) return gain > bestGain;
  if (weightOf(c) !== weightOf(best)) return weightOf(c) < weightOf(best);
  return c.name < best.name || (c.name === best.name && c.index < best.index);
}

/** The spec's rule: repeatedly take the role covering the most still-uncovered permissions. */
export function greedyCover(candidates: CoverCandidate[], union: Bitset): number[] {
  const uncovered = union.slice();
  const chosen: number[] = [];
  const used = new Set<number>();
  while (!isEmpty(uncovered)) {
    let best: CoverCandidate | null = null;
    let bestGain = 0;
    for (const c of candidates) {
      if (used.has(c.index)) continue;
      const gain = countAnd(c.set, uncovered);
      if (gain > 0 && better(gain, c, bestGain, best)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) break;
    used.add(best.index);
    chosen.push(best.index);
    andNotInto(uncovered, best.set);
  }
  return chosen.sort((a, b) => a - b);
}

/** Drops empty roles, and roles contained in a kept role that costs no more (duplicates keep the tie-break's favourite). */
export function reduceCandidates(candidates: CoverCandidate[]): CoverCandidate[] {
  const ordered = candidates
    .filter((c) => c.size > 0)
    .sort((a, b) => b.size - a.size || weightOf(a) - weightOf(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index));
  const kept: CoverCandidate[] = [];
  for (const c of ordered) {
    // Any kept role is at least as large; c is redundant when it is contained in one that is no heavier.
    const dominated = kept.some((k) => weightOf(k) <= weightOf(c) && (k.size === c.size ? equalSets(k.set, c.set) : isSubsetOf(c.set, k.set)));
    if (!dominated) kept.push(c);
  }
  return kept;
}

interface SearchState {
  candidates: CoverCandidate[];
  /** For each member id still to cover: the candidates holding it. */
  holders: Map<number, number[]>;
  best: number[];
  bestSize: number;
  bestWeight: number;
  nodes: number;
  budget: number;
  exhausted: boolean;
}

function firstUncovered(state: SearchState, uncovered: Bitset): number {
  // Branch on the uncovered member with the fewest holders: the narrowest choice.
  let pick = -1;
  let fewest = Infinity;
  for (const [id, holders] of state.holders) {
    if ((uncovered[id >>> 5] & (1 << (id & 31))) === 0) continue;
    if (holders.length < fewest) {
      fewest = holders.length;
      pick = id;
      if (fewest === 1) break;
    }
  }
  return pick;
}

function search(state: SearchState, uncovered: Bitset, chosen: number[], weight: number): void {
  if (state.nodes++ >= state.budget) {
    state.exhausted = true;
    return;
  }
  const remaining = countBits(uncovered);
  if (remaining === 0) {
    if (chosen.length < state.bestSize || (chosen.length === state.bestSize && weight < state.bestWeight)) {
      state.best = chosen.slice();
      state.bestSize = chosen.length;
      state.bestWeight = weight;
    }
    return;
  }
  let maxGain = 0;
  for (const c of state.candidates) maxGain = Math.max(maxGain, countAnd(c.set, uncovered));
  if (maxGain === 0) return;
  const lowerBound = chosen.length + Math.ceil(remaining / maxGain);
  if (lowerBound > state.bestSize || (lowerBound === state.bestSize && weight >= state.bestWeight)) return;

  const pivot = firstUncovered(state, uncovered);
  const options = state.holders.get(pivot)!
    .map((ci) => ({ ci, gain: countAnd(state.candidates[ci].set, uncovered) }))
    .sort((a, b) => b.gain - a.gain);
  for (const { ci } of options) {
    const c = state.candidates[ci];
    const next = uncovered.slice();
    andNotInto(next, c.set);
    chosen.push(c.index);
    search(state, next, chosen, weight + weightOf(c));
    chosen.pop();
    if (state.exhausted) return;
  }
}

/**
 * The minimal role set: greedy always, then an exact branch-and-bound search within a node budget.
 * Among covers of equal size the one granting the fewest permissions in total is preferred.
 */
export function minimalRoleSet(candidates: CoverCandidate[], union: Bitset, budget = EXACT_NODE_BUDGET): MinimalSetAnswer {
  const greedy = greedyCover(candidates, union);
  const byIndex = new Map(candidates.map((c) => [c.index, c]));
  const greedyWeight = greedy.reduce((n, i) => n + weightOf(byIndex.get(i)!), 0);
  if (isEmpty(union)) return { roles: [], greedy, proven: true, method: 'exact', nodes: 0 };

  const reduced = reduceCandidates(candidates);
  const holders = new Map<number, number[]>();
  reduced.forEach((c, ci) => {
    for (let w = 0; w < c.set.length; w++) {
      let word = c.set[w];
      while (word !== 0) {
        const low = word & -word;
        const id = (w << 5) + (31 - Math.clz32(low));
        const list = holders.get(id);
        if (list) list.push(ci);
        else holders.set(id, [ci]);
        word ^= low;
      }
    }
  });
  const state: SearchState = {
    candidates: reduced,
    holders,
    best: greedy,
    bestSize: greedy.length,
    bestWeight: greedyWeight,
    nodes: 0,
    budget,
    exhausted: false,
  };
  search(state, union.slice(), [], 0);
  const roles = state.best.slice().sort((a, b) => a - b);
  if (state.exhausted) {
    const method = state.best === greedy ? 'greedy' : 'bounded-search';
    return { roles, greedy, proven: false, method, nodes: state.nodes };
  }
  return { roles, greedy, proven: true, method: 'exact', nodes: state.nodes };
}
