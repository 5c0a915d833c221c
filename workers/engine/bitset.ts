// Fixed-width bitsets over interned permission ids: the engine's only set representation.

/** A set of permission ids; bit i of word i >>> 5. All sets of one catalog have the same length. */
export type Bitset = Uint32Array;

export function createBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32));
}

export function setBit(set: Bitset, id: number): void {
  set[id >>> 5] |= 1 << (id & 31);
}

export function hasBit(set: Bitset, id: number): boolean {
  return (set[id >>> 5] & (1 << (id & 31))) !== 0;
}

export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(set: Bitset): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) n += popcount32(set[i]);
  return n;
}

/** |a ∩ b| without allocating. */
export function countAnd(a: Bitset, b: Bitset): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32(a[i] & b[i]);
  return n;
}

/** |a \ b| without allocating. */
export function countAndNot(a: Bitset, b: Bitset): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32(a[i] & ~b[i]);
  return n;
}

/** True when every member of a is in b. */
export function isSubsetOf(a: Bitset, b: Bitset): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i] & ~b[i]) !== 0) return false;
  return true;
}

export function equalSets(a: Bitset, b: Bitset): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function orInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] |= source[i];
}

export function andInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] &= source[i];
}

export function andNotInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] &= ~source[i];
}

export function isEmpty(set: Bitset): boolean {
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) return false;
  return true;
}

/** Calls visit(id) for every member, in ascending id order. */
export function forEachBit(set: Bitset, visit: (id: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w];
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

export function bitsToIds(set: Bitset): number[] {
  const ids: number[] = [];
  forEachBit(set, (id) => ids.push(id));
  return ids;
}

/** rank[id] = how many members come before id, for every member (the compact re-numbering of a set). */
export function memberRanks(set: Bitset): Int32Array {
  const rank = new Int32Array(set.length * 32);
  let next = 0;
  for (let w = 0; w < set.length; w++) {
    let word = set[w];
    while (word !== 0) {
      const low = word & -word;
      rank[(w << 5) + (31 - Math.clz32(low))] = next++;
      word ^= low;
    }
  }
  return rank;
}
