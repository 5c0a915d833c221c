// The smallest set of roles that keeps a selection's coverage: the spec's greedy rule and an exact search.
import { doubled, transposeLists } from './lists';
import { andNotInto, countAnd, countBits, createBitset, equalSets, forEachBit, memberRanks, setBit, type Bitset } from './bitset';

export interface CoverCandidate {
  /** Position in the selection. */
  index: number;
  name: string;
  set: Bitset;
  size: number;
  /** What a cover costs when sizes tie (default: size); the finder uses the role's whole permission count. */
  weight?: number;
  /**
   * The role's place in name order (then position), unique among the candidates, when the caller already knows it
   * (the catalog ranks names once): ties are then settled without comparing strings.
   */
  order?: number;
}

/** Each candidate's tie-break rank by name, then position: the callers' `order` when all have one, else one sort. */
function nameOrder(candidates: CoverCandidate[]): Int32Array {
  const order = new Int32Array(candidates.length);
  if (candidates.every((c) => c.order !== undefined)) {
    candidates.forEach((c, ci) => (order[ci] = c.order!));
    return order;
  }
  candidates
    .map((_, ci) => ci)
    .sort((x, y) => {
      const a = candidates[x];
      const b = candidates[y];
      return a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index;
    })
    .forEach((ci, rank) => (order[ci] = rank));
  return order;
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
 * Work budget of the exact search, in 32-bit word operations: about a millisecond on this project's 2-core
 * machine (measured: 320,000 took ~5 ms with the search's bookkeeping). Proving the whole built-in catalog takes
 * under 500 in every view once essential roles are fixed, so this leaves wide room.
 */
export const EXACT_WORK_BUDGET = 80_000;

const weightOf = (c: CoverCandidate) => c.weight ?? c.size;


/**
 * A cover problem as lists both ways, over the union's elements (its members in ascending id order): who holds each
 * element, and which elements each candidate (by position) holds. The analysis already has them; others build them.
 */
export interface CoverLists {
  holderOffsets: Uint32Array;
  holderList: Uint32Array;
  memberOffsets: Uint32Array;
  memberList: Uint32Array;
}

/** Builds the lists by walking the candidates' bits once (no counting pass: the list grows when sizes undercount). */
export function coverLists(candidates: CoverCandidate[], union: Bitset): CoverLists {
  const rank = memberRanks(union);
  const elements = countBits(union);
  const memberOffsets = new Uint32Array(candidates.length + 1);
  let memberList = new Uint32Array(candidates.reduce((sum, c) => sum + c.size, 0) || 1);
  let at = 0;
  for (let ci = 0; ci < candidates.length; ci++) {
    const set = candidates[ci].set;
    for (let w = 0; w < union.length; w++) {
      let word = set[w] & union[w];
      while (word !== 0) {
        if (at === memberList.length) memberList = doubled(memberList);
        const low = word & -word;
        memberList[at++] = rank[(w << 5) + (31 - Math.clz32(low))];
        word ^= low;
      }
    }
    memberOffsets[ci + 1] = at;
  }
  memberList = memberList.subarray(0, at);
  const holders = transposeLists(memberOffsets, memberList, elements);
  return { holderOffsets: holders.offsets, holderList: holders.list, memberOffsets, memberList };
}

/**
 * The spec's rule: repeatedly take the role covering the most still-uncovered permissions (ties: fewer
 * permissions, then name). Gains are kept exact: covering an element takes one off the gain of each of its holders;
 * each pick then scans the gains once (a cover has few roles, so scans cost less than keeping a heap in order).
 */
export function greedyCover(candidates: CoverCandidate[], union: Bitset, lists: CoverLists = coverLists(candidates, union)): number[] {
  const { holderOffsets, holderList, memberOffsets, memberList } = lists;
  const count = candidates.length;
  const gains = new Int32Array(count);
  const weights = new Float64Array(count);
  for (let ci = 0; ci < count; ci++) {
    gains[ci] = memberOffsets[ci + 1] - memberOffsets[ci];
    weights[ci] = weightOf(candidates[ci]);
  }
  const order = nameOrder(candidates);
  const covered = new Uint8Array(holderOffsets.length - 1);
  let remaining = covered.length;
  const chosen: number[] = [];
  while (remaining > 0) {
    let best = -1;
    let bestGain = 0;
    for (let ci = 0; ci < count; ci++) {
      const gain = gains[ci];
      if (gain < bestGain) continue;
      if (gain === bestGain && (gain === 0 || weights[ci] > weights[best] || (weights[ci] === weights[best] && order[ci] > order[best]))) continue;
      best = ci;
      bestGain = gain;
    }
    if (best < 0) break;
    chosen.push(candidates[best].index);
    for (let m = memberOffsets[best]; m < memberOffsets[best + 1]; m++) {
      const e = memberList[m];
      if (covered[e]) continue;
      covered[e] = 1;
      remaining--;
      for (let a = holderOffsets[e]; a < holderOffsets[e + 1]; a++) gains[holderList[a]]--;
    }
  }
  return chosen.sort((a, b) => a - b);
}

/**
 * Keeps the favourite of each group of identical sets (lighter, then name order), in the candidates' own order.
 * With the cover's lists, sets are hashed and compared by their member lists (a role holds a few dozen of the union's
 * thousands of elements), else by their words.
 */
function dropDuplicates(candidates: CoverCandidate[], order: Int32Array, lists?: CoverLists): CoverCandidate[] {
  const favourite = new Map<number, number[]>();
  const dropped = new Uint8Array(candidates.length);
  const same = lists ? (x: number, y: number) => equalMembers(lists, x, y) : (x: number, y: number) => equalSets(candidates[x].set, candidates[y].set);
  candidates.forEach((c, ci) => {
    const h = lists ? listHash(lists.memberList, lists.memberOffsets[ci], lists.memberOffsets[ci + 1]) : listHash(c.set, 0, c.set.length);
    const group = favourite.get(h);
    if (!group) return void favourite.set(h, [ci]);
    const twin = group.findIndex((k) => same(k, ci));
    if (twin < 0) return void group.push(ci);
    const kept = group[twin];
    const better = weightOf(c) - weightOf(candidates[kept]) || order[ci] - order[kept];
    if (better < 0) {
      dropped[kept] = 1;
      group[twin] = ci;
    } else dropped[ci] = 1;
  });
  return candidates.filter((c, ci) => c.size > 0 && !dropped[ci]);
}

/** A 32-bit hash of words from..to-1 (FNV-1a over words), to find identical sets without comparing every pair. */
function listHash(words: Uint32Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let w = from; w < to; w++) h = Math.imul(h ^ words[w], 0x01000193);
  return h >>> 0;
}

/** Whether candidates x and y hold the same elements of the cover. */
function equalMembers({ memberOffsets, memberList }: CoverLists, x: number, y: number): boolean {
  const length = memberOffsets[x + 1] - memberOffsets[x];
  if (memberOffsets[y + 1] - memberOffsets[y] !== length) return false;
  for (let k = 0; k < length; k++) if (memberList[memberOffsets[x] + k] !== memberList[memberOffsets[y] + k]) return false;
  return true;
}

/**
 * Drops empty roles, and roles contained in a kept role that costs no more (duplicates keep the tie-break's
 * favourite). When every weight is the size, "contained in a role no heavier" means identical, so duplicates
 * are found by hashing. Otherwise each element keeps a bitset of the kept roles holding it; ANDing those over a
 * role's elements leaves exactly the kept roles that contain it.
 */
export function reduceCandidates(candidates: CoverCandidate[], lists?: CoverLists): CoverCandidate[] {
  const order = nameOrder(candidates);
  if (candidates.every((c) => c.weight === undefined || c.weight === c.size)) return dropDuplicates(candidates, order, lists);
  // Larger first, then lighter, then name order: a role can then only be contained in one kept before it.
  const ordered = candidates
    .map((_, ci) => ci)
    .filter((ci) => candidates[ci].size > 0)
    .sort((x, y) => candidates[y].size - candidates[x].size || weightOf(candidates[x]) - weightOf(candidates[y]) || order[x] - order[y])
    .map((ci) => candidates[ci]);
  const slots = Math.ceil(ordered.length / 32);
  const holderBits = new Uint32Array((ordered[0]?.set.length ?? 0) * 32 * slots);
  const containers = new Uint32Array(slots);
  const kept: CoverCandidate[] = [];
  for (const c of ordered) {
    const used = (kept.length + 31) >>> 5;
    containers.fill(0xffffffff, 0, used);
    let any = used > 0;
    for (let w = 0; w < c.set.length && any; w++) {
      let word = c.set[w];
      while (word !== 0 && any) {
        const low = word & -word;
        const base = ((w << 5) + (31 - Math.clz32(low))) * slots;
        any = false;
        for (let s = 0; s < used; s++) if ((containers[s] &= holderBits[base + s]) !== 0) any = true;
        word ^= low;
      }
    }
    let dominated = false;
    for (let s = 0; s < used && any && !dominated; s++) {
      let word = containers[s];
      while (word !== 0) {
        const low = word & -word;
        if (weightOf(kept[(s << 5) + (31 - Math.clz32(low))]) <= weightOf(c)) {
          dominated = true;
          break;
        }
        word ^= low;
      }
    }
    if (dominated) continue;
    const slot = kept.length >>> 5;
    const bit = 1 << (kept.length & 31);
    kept.push(c);
    for (let w = 0; w < c.set.length; w++) {
      let word = c.set[w];
      while (word !== 0) {
        const low = word & -word;
        holderBits[((w << 5) + (31 - Math.clz32(low))) * slots + slot] |= bit;
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
 * Whether the exact search could even reach its first cover within the budget: every node scans every candidate,
 * and a cover is at least ceil(uncovered / best gain) picks deep. When it cannot, building the search is wasted work
 * (a 1,000-role catalog where no role is essential spends milliseconds here to prove nothing). Gains are counted on
 * the lists: a role's members not yet covered.
 */
function searchCanFinish(rest: number[], covered: Uint8Array, remaining: number, lists: CoverLists, budget: number): boolean {
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

  const reduced = reduceCandidates(candidates, lists);
  // Essential roles: the only kept holder of some permission is in every cover drawn from the kept roles.
  const position = new Map(candidates.map((c, ci) => [c, ci]));
  const kept = new Uint8Array(candidates.length);
  for (const c of reduced) kept[position.get(c)!] = 1;
  const isEssential = new Uint8Array(candidates.length);
  const essential: number[] = [];
  const { holderOffsets, holderList, memberOffsets, memberList } = lists;
  const elements = holderOffsets.length - 1;
  for (let e = 0; e < elements; e++) {
    let sole = -1;
    for (let a = holderOffsets[e]; a < holderOffsets[e + 1]; a++) {
      if (!kept[holderList[a]]) continue;
      if (sole >= 0) {
        sole = -2;
        break;
      }
      sole = holderList[a];
    }
    if (sole >= 0 && !isEssential[sole]) {
      isEssential[sole] = 1;
      essential.push(sole);
    }
  }
  const covered = new Uint8Array(elements);
  let remaining = elements;
  for (const ci of essential) {
    for (let m = memberOffsets[ci]; m < memberOffsets[ci + 1]; m++) {
      remaining -= 1 - covered[memberList[m]];
      covered[memberList[m]] = 1;
    }
  }
  const restAt = reduced.map((c) => position.get(c)!).filter((ci) => !isEssential[ci]);
  if (!searchCanFinish(restAt, covered, remaining, lists, budget)) {
    return { roles: greedy, greedy, proven: false, method: 'greedy', work: 0 };
  }
  const rest = restAt.map((ci) => candidates[ci]);
  const uncovered = union.slice();
  for (const ci of essential) andNotInto(uncovered, candidates[ci].set);
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

  const exact = [...essential.map((ci) => candidates[ci].index), ...search.best.map((ci) => problem.candidates[ci].index)].sort((a, b) => a - b);
  if (!search.exhausted) return { roles: exact, greedy, proven: true, method: 'exact', work: search.work };
  const improved = exact.length < greedy.length;
  return { roles: improved ? exact : greedy, greedy, proven: false, method: improved ? 'bounded-search' : 'greedy', work: search.work };
}
