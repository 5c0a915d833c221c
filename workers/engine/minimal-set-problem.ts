// The cover problem every minimal-set stage works on: the candidate roles, their tie-break order and the lists both ways.
import { doubled, transposeLists } from './lists';
import { countBits, memberRanks, type Bitset } from './bitset';

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

/** What a candidate costs in a cover when sizes tie. */
export const weightOf = (c: CoverCandidate) => c.weight ?? c.size;

/** Each candidate's tie-break rank by name, then position: the callers' `order` when all have one, else one sort. */
export function nameOrder(candidates: CoverCandidate[]): Int32Array {
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
