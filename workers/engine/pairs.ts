// The pairwise pass of an analysis: who holds what, shared counts and percents per role pair, subsets, and a similarity order.
import type { MemberLists } from './catalog';
import { doubled, transposeLists } from './lists';

/** Holders of each union member (CSR): the union in id order, and the selection positions holding each member, ascending. */
export interface Holders {
  /** Catalog ids of the union members, ascending. */
  ids: Uint32Array;
  /** Holders of member p: list[offsets[p] .. offsets[p + 1]). */
  offsets: Uint32Array;
  list: Uint32Array;
}

/** Holder lists of the selected roles (catalog indices, in selection order), from the view's member lists. */
export function holderLists(selected: number[], members: MemberLists, width: number): Holders {
  const { offsets: from, ids: memberIds } = members;
  const count = new Uint32Array(width);
  for (const role of selected) for (let a = from[role]; a < from[role + 1]; a++) count[memberIds[a]]++;
  let unionSize = 0;
  for (let id = 0; id < width; id++) if (count[id] > 0) unionSize++;
  const ids = new Uint32Array(unionSize);
  const position = new Int32Array(width);
  const offsets = new Uint32Array(unionSize + 1);
  for (let id = 0, p = 0; id < width; id++) {
    if (count[id] === 0) continue;
    ids[p] = id;
    position[id] = p;
    offsets[p + 1] = offsets[p] + count[id];
    p++;
  }
  const list = new Uint32Array(offsets[unionSize]);
  const fill = offsets.slice(0, unionSize);
  selected.forEach((role, r) => {
    for (let a = from[role]; a < from[role + 1]; a++) list[fill[position[memberIds[a]]]++] = r;
  });
  return { ids, offsets, list };
}

/** Number of pairs i < j among n roles: the length of every triangle array. */
export function triangleSize(n: number): number {
  return (n * (n - 1)) / 2;
}

/** Where pair (i, j), i < j, sits in an upper-triangle array stored row by row. */
export function pairIndex(n: number, i: number, j: number): number {
  return (i * (2 * n - i - 1)) / 2 + (j - i - 1);
}

/** The spec's similarity percent (section 5): shared / union x 100, rounded; 0 when the union is empty. */
export function overlapPercent(shared: number, union: number): number {
  return union === 0 ? 0 : Math.round((shared / union) * 100);
}

/**
 * How many of the most-held members to count with bitsets: each 32 of them cost one popcount per pair,
 * while a member left to the holder lists costs one increment per pair of its holders.
 * `sortedCounts` is ascending (a typed-array sort); the most-held members are at its end.
 */
function heavyCount(sortedCounts: Uint32Array, n: number): number {
  const pairs = triangleSize(n);
  let listCost = 0;
  for (let q = 0; q < sortedCounts.length; q++) listCost += (sortedCounts[q] * (sortedCounts[q] - 1)) / 2;
  let best = 0;
  let bestCost = listCost;
  const m = sortedCounts.length;
  for (let k = 0; k < m; k += 32) {
    const end = Math.min(k + 32, m);
    for (let q = k; q < end; q++) {
      const h = sortedCounts[m - 1 - q];
      listCost -= (h * (h - 1)) / 2;
    }
    const cost = pairs * (end / 32) + listCost;
    if (cost < bestCost) {
      best = end;
      bestCost = cost;
    }
  }
  return best;
}

/** Marks the `heavy` most-held members (ties: lower member first) and packs them as compact per-role bitsets. */
function heavyBitsets(holders: Holders, n: number) {
  const { offsets, list } = holders;
  const members = offsets.length - 1;
  const counts = new Uint32Array(members);
  for (let p = 0; p < members; p++) counts[p] = offsets[p + 1] - offsets[p];
  const sorted = counts.slice().sort();
  const heavy = heavyCount(sorted, n);
  const isHeavy = new Uint8Array(members);
  const words = Math.ceil(heavy / 32);
  const compact = new Uint32Array(n * words);
  if (heavy === 0) return { isHeavy, compact, words };
  const threshold = sorted[members - heavy];
  let atThreshold = 0;
  for (let q = members - heavy; q < members; q++) if (sorted[q] === threshold) atThreshold++;
  let q = 0;
  for (let p = 0; p < members; p++) {
    if (counts[p] < threshold || (counts[p] === threshold && atThreshold-- <= 0)) continue;
    isHeavy[p] = 1;
    for (let a = offsets[p]; a < offsets[p + 1]; a++) compact[list[a] * words + (q >>> 5)] |= 1 << (q & 31);
    q++;
  }
  return { isHeavy, compact, words };
}

/** A growable list of (subset, superset) position pairs. */
class PairList {
  data = new Uint32Array(256);
  length = 0;
  push(a: number, b: number) {
    if (this.length + 2 > this.data.length) this.data = doubled(this.data);
    this.data[this.length++] = a;
    this.data[this.length++] = b;
  }
}

/** Counts in a triangle: 16-bit while every role has fewer than 65,536 permissions (always, in practice). */
export type TriangleCounts = Uint16Array | Uint32Array;

/**
 * Permissions shared by each pair of roles, in two parts that add up (read them with sharedCount): a triangle of
 * what they share among the sparse members, and a small table of what they share among the dense ones (the few
 * permissions most roles hold), by each role's dense pattern. Roles share their dense members in a handful of
 * combinations, so the table is tiny where the triangle has n²/2 entries: a 1,000-role pass no longer writes half a
 * million dense counts. When the table would not be smaller than the triangle, the triangle holds whole counts and
 * every role has pattern 0 of a one-entry table of 0.
 */
export interface PairCounts {
  /** Upper triangle, row by row (pairIndex). */
  sparse: TriangleCounts;
  /** Each role's dense pattern. */
  pattern: Uint32Array;
  /** Dense members shared by patterns a and b, at a * patterns + b (both orders). At most 32: 8-bit. */
  dense: Uint8Array;
  patterns: number;
}

/** Permissions shared by roles i and j (i !== j, either order) of n. */
export function sharedCount(counts: PairCounts, n: number, i: number, j: number): number {
  const k = i < j ? pairIndex(n, i, j) : pairIndex(n, j, i);
  return counts.sparse[k] + counts.dense[counts.pattern[i] * counts.patterns + counts.pattern[j]];
}

export interface PairPass {
  pairShared: PairCounts;
  /** Flat (subset, superset) pairs, sorted by subset then superset. */
  subsetPairs: Uint32Array;
}

/**
 * The dense members of each role when they fit one word, as patterns: the distinct words (few: roles share the
 * common readers in a handful of combinations), each role's pattern, and what each two patterns share. With no dense
 * members, or several words of them, there is one pattern of nothing and the triangle holds whole counts; so too when
 * there are so many patterns that the table would not be smaller than the triangle, and then `rowFill` gives what a
 * row needs to write its dense counts itself.
 */
function densePatterns(compact: Uint32Array, n: number, words: number) {
  const noTable = (rowFill: { pattern: Uint32Array; distinct: Uint32Array } | null) => ({
    pattern: new Uint32Array(n),
    patterns: 1,
    dense: new Uint8Array(1),
    rowFill,
  });
  if (words !== 1) return noTable(null);
  const pattern = new Uint32Array(n);
  const seen = new Map<number, number>();
  const distinct: number[] = [];
  for (let r = 0; r < n; r++) {
    let id = seen.get(compact[r]);
    if (id === undefined) {
      id = distinct.push(compact[r]) - 1;
      seen.set(compact[r], id);
    }
    pattern[r] = id;
  }
  const patterns = distinct.length;
  if (patterns * patterns > triangleSize(n)) return noTable({ pattern, distinct: Uint32Array.from(distinct) });
  const dense = new Uint8Array(patterns * patterns);
  for (let x = 0; x < patterns; x++)
    for (let y = x; y < patterns; y++)
      dense[x * patterns + y] = dense[y * patterns + x] = popcount(distinct[x] & distinct[y]);
  return { pattern, patterns, dense, rowFill: null };
}

/**
 * One pass over the pairs, row by row, writing the triangle in order: a row gets one increment per later holder of
 * each of the role's sparse members, while the row is still in cache (and its dense counts first, when they are not
 * in the pattern table). The sparse/dense split minimises the work. Percents are not stored: they follow from shared
 * counts and sizes (pairStats), which keeps the result small; a fresh megabyte costs more in page faults than the
 * whole arithmetic of a 1,000-role pass.
 *
 * Subsets are not looked for pair by pair: a role can only be contained in the holders of its rarest sparse member
 * (in every role, when it has none), so each row checks those few (spec section 5: all permissions contained, AND
 * strictly fewer permissions).
 */
export function pairPass(sizes: Uint32Array, holders: Holders): PairPass {
  const n = sizes.length;
  const { offsets, list } = holders;
  const { isHeavy, compact, words } = heavyBitsets(holders, n);
  const { offsets: roleOffsets, list: roleMembers } = transposeLists(offsets, list, n, isHeavy);
  const { pattern, patterns, dense, rowFill } = densePatterns(compact, n, words);
  const rowDense = new Uint32Array(rowFill ? rowFill.distinct.length : 0);
  const cursor = offsets.slice(0, offsets.length - 1);
  let largest = 0;
  for (let r = 0; r < n; r++) largest = Math.max(largest, sizes[r]);
  const sparse = largest < 0x10000 ? new Uint16Array(triangleSize(n)) : new Uint32Array(triangleSize(n));
  const counts: PairCounts = { sparse, pattern, dense, patterns };
  const subsets = new PairList();
  for (let i = 0, k = 0; i < n; k += n - 1 - i, i++) {
    // Row i of the triangle (pairs i, j > i, from position k).
    if (rowFill) {
      const mine = compact[i];
      for (let d = 0; d < rowDense.length; d++) rowDense[d] = popcount(mine & rowFill.distinct[d]);
      denseRow(sparse, k, rowDense, rowFill.pattern, i + 1, n);
    } else if (words > 1) densePopcounts(sparse, k, compact, i, words);
    // Holders are ascending and rows run ascending, so each member's cursor sits on role i: later holders follow it.
    let rarest = -1;
    const base = k - i - 1;
    for (let m = roleOffsets[i]; m < roleOffsets[i + 1]; m++) {
      const p = roleMembers[m];
      const end = offsets[p + 1];
      if (rarest < 0 || end - offsets[p] < offsets[rarest + 1] - offsets[rarest]) rarest = p;
      for (let b = ++cursor[p]; b < end; b++) sparse[base + list[b]]++;
    }
    if (rarest < 0) for (let j = 0; j < n; j++) noteSubset(counts, sizes, i, j, subsets);
    else for (let b = offsets[rarest]; b < offsets[rarest + 1]; b++) noteSubset(counts, sizes, i, list[b], subsets);
  }
  return { pairShared: counts, subsetPairs: subsets.data.slice(0, subsets.length) };
}

/**
 * Writes row entries k.. for roles from..to-1: each role's dense count with role i, looked up by its pattern (only
 * when there are too many patterns for the table: one write per pair, so it is unrolled by four: measurably faster, see reports/PERFORMANCE.md).
 */
function denseRow(
  out: TriangleCounts,
  k: number,
  byPattern: Uint32Array,
  patternOf: Uint32Array,
  from: number,
  to: number,
): void {
  let j = from;
  for (; j + 4 <= to; j += 4, k += 4) {
    out[k] = byPattern[patternOf[j]];
    out[k + 1] = byPattern[patternOf[j + 1]];
    out[k + 2] = byPattern[patternOf[j + 2]];
    out[k + 3] = byPattern[patternOf[j + 3]];
  }
  for (; j < to; j++) out[k++] = byPattern[patternOf[j]];
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Notes role i as a subset of role j when it is one (pair counts of rows up to i are complete). */
function noteSubset(counts: PairCounts, sizes: Uint32Array, i: number, j: number, subsets: PairList): void {
  if (j === i || sizes[i] >= sizes[j]) return;
  if (sharedCount(counts, sizes.length, i, j) === sizes[i]) subsets.push(i, j);
}

/** Writes |dense(i) ∩ dense(j)| for every j > i into row i of the triangle (from position k), when the dense members take several words. */
function densePopcounts(out: TriangleCounts, k: number, compact: Uint32Array, i: number, words: number): void {
  const a = i * words;
  const n = compact.length / words;
  for (let j = i + 1, b = (i + 1) * words; j < n; j++, b += words, k++) {
    let both = 0;
    for (let w = 0; w < words; w++) both += popcount(compact[a + w] & compact[b + w]);
    out[k] = both;
  }
}

/**
 * A display order that puts similar roles next to each other: start from the largest role, then repeatedly
 * the most similar role not yet placed (percent, then more permissions, then selection order).
 */
export function similarityOrder(pairShared: PairCounts, sizes: ArrayLike<number>): Uint32Array {
  const n = sizes.length;
  const order = new Uint32Array(n);
  if (n === 0) return order;
  const { sparse, pattern, dense, patterns } = pairShared;
  const placed = new Uint8Array(n);
  let current = 0;
  for (let i = 1; i < n; i++) if (sizes[i] > sizes[current]) current = i;
  for (let step = 0; step < n; step++) {
    order[step] = current;
    placed[current] = 1;
    const sc = sizes[current];
    const denseRowAt = pattern[current] * patterns;
    let next = -1;
    let best = -1;
    // Column `current` of the rows above it, then row `current` to its right.
    for (let j = 0, k = current - 1; j < n; j++) {
      let both: number;
      if (j < current) {
        both = sparse[k];
        k += n - j - 2;
      } else if (j === current) {
        k = pairIndex(n, current, current + 1);
        continue;
      } else both = sparse[k++];
      if (placed[j]) continue;
      both += dense[denseRowAt + pattern[j]];
      const p = overlapPercent(both, sc + sizes[j] - both);
      if (p > best || (p === best && sizes[j] > sizes[next])) {
        best = p;
        next = j;
      }
    }
    if (next < 0) break;
    current = next;
  }
  return order;
}
