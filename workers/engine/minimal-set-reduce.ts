// Shrinks a cover problem before the exact search: drops roles another kept role makes redundant, and finds the essential roles.
import { equalSets } from './bitset';
import { nameOrder, weightOf, type CoverCandidate, type CoverLists } from './minimal-set-problem';

/**
 * Keeps the favourite of each group of identical sets (lighter, then name order), in the candidates' own order.
 * With the cover's lists, sets are hashed and compared by their member lists (a role holds a few dozen of the union's
 * thousands of elements), else by their words.
 */
function dropDuplicates(candidates: CoverCandidate[], order: Int32Array, lists?: CoverLists): CoverCandidate[] {
  const favourite = new Map<number, number[]>();
  const dropped = new Uint8Array(candidates.length);
  const same = lists
    ? (x: number, y: number) => equalMembers(lists, x, y)
    : (x: number, y: number) => equalSets(candidates[x].set, candidates[y].set);
  candidates.forEach((c, ci) => {
    const h = lists
      ? listHash(lists.memberList, lists.memberOffsets[ci], lists.memberOffsets[ci + 1])
      : listHash(c.set, 0, c.set.length);
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
  for (let k = 0; k < length; k++)
    if (memberList[memberOffsets[x] + k] !== memberList[memberOffsets[y] + k]) return false;
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
  if (candidates.every((c) => c.weight === undefined || c.weight === c.size))
    return dropDuplicates(candidates, order, lists);
  // Larger first, then lighter, then name order: a role can then only be contained in one kept before it.
  const ordered = candidates
    .map((_, ci) => ci)
    .filter((ci) => candidates[ci].size > 0)
    .sort(
      (x, y) =>
        candidates[y].size - candidates[x].size ||
        weightOf(candidates[x]) - weightOf(candidates[y]) ||
        order[x] - order[y],
    )
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

/** The roles every cover drawn from the kept roles contains, and what they leave to search. */
export interface EssentialRoles {
  /** Candidate positions, in the order of the first element each alone holds. */
  essential: number[];
  /** By candidate position: 1 for an essential role. */
  isEssential: Uint8Array;
  /** By element: 1 when an essential role holds it. */
  covered: Uint8Array;
  /** How many elements no essential role holds. */
  remaining: number;
}

/**
 * Essential roles: the only kept holder of some permission is in every cover drawn from the kept roles.
 * `kept` marks the kept candidates by position.
 */
export function essentialRoles(lists: CoverLists, kept: Uint8Array): EssentialRoles {
  const isEssential = new Uint8Array(kept.length);
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
  return { essential, isEssential, covered, remaining };
}
