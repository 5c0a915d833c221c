// workers/engine/bitset.ts: fixed-width bitsets over permission ids, against plain Sets of ids.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  andInto,
  andNotInto,
  bitsToIds,
  countAnd,
  countAndNot,
  countBits,
  createBitset,
  equalSets,
  forEachBit,
  hasBit,
  isEmpty,
  isSubsetOf,
  memberRanks,
  orInto,
  popcount32,
  setBit,
} from '@engine/bitset';

const WIDTH = 100;
const ids = fc.uniqueArray(fc.integer({ min: 0, max: WIDTH - 1 }), { maxLength: 40 });
const bitsetOf = (members: number[]) => {
  const set = createBitset(WIDTH);
  for (const id of members) setBit(set, id);
  return set;
};
const sorted = (members: Iterable<number>) => [...members].sort((a, b) => a - b);

describe('bitsets', () => {
  it('take one 32-bit word per 32 ids, rounded up', () => {
    expect(createBitset(0)).toHaveLength(0);
    expect(createBitset(1)).toHaveLength(1);
    expect(createBitset(32)).toHaveLength(1);
    expect(createBitset(33)).toHaveLength(2);
    expect(createBitset(719)).toHaveLength(23);
  });

  it('set and read bits at word edges, bit 31 included', () => {
    const set = createBitset(96);
    for (const id of [0, 31, 32, 63, 95]) setBit(set, id);
    expect(bitsToIds(set)).toEqual([0, 31, 32, 63, 95]);
    expect(hasBit(set, 31)).toBe(true);
    expect(hasBit(set, 30)).toBe(false);
    expect(countBits(set)).toBe(5);
  });

  it('count the bits of any 32-bit word', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0x80000000)).toBe(1);
    expect(popcount32(-1)).toBe(32);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (word) => {
        expect(popcount32(word)).toBe(
          word
            .toString(2)
            .split('')
            .filter((c) => c === '1').length,
        );
      }),
    );
  });

  it('property: membership, counts, subsets and equality agree with Sets', () => {
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        const [sa, sb] = [new Set(a), new Set(b)];
        const [x, y] = [bitsetOf(a), bitsetOf(b)];
        for (let id = 0; id < WIDTH; id++) expect(hasBit(x, id)).toBe(sa.has(id));
        expect(countBits(x)).toBe(sa.size);
        expect(countAnd(x, y)).toBe(a.filter((id) => sb.has(id)).length);
        expect(countAndNot(x, y)).toBe(a.filter((id) => !sb.has(id)).length);
        expect(isSubsetOf(x, y)).toBe(a.every((id) => sb.has(id)));
        expect(equalSets(x, y)).toBe(sa.size === sb.size && a.every((id) => sb.has(id)));
        expect(isEmpty(x)).toBe(sa.size === 0);
      }),
    );
  });

  it('property: or, and, and-not write the union, intersection and difference into the target only', () => {
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        const sb = new Set(b);
        const y = bitsetOf(b);
        const union = bitsetOf(a);
        orInto(union, y);
        expect(bitsToIds(union)).toEqual(sorted(new Set([...a, ...b])));
        const both = bitsetOf(a);
        andInto(both, y);
        expect(bitsToIds(both)).toEqual(sorted(a.filter((id) => sb.has(id))));
        const only = bitsetOf(a);
        andNotInto(only, y);
        expect(bitsToIds(only)).toEqual(sorted(a.filter((id) => !sb.has(id))));
        expect(bitsToIds(y)).toEqual(sorted(b));
      }),
    );
  });

  it('property: members are visited in ascending order, and ranked 0, 1, 2 ... in that order', () => {
    fc.assert(
      fc.property(ids, (a) => {
        const set = bitsetOf(a);
        const visited: number[] = [];
        forEachBit(set, (id) => visited.push(id));
        expect(visited).toEqual(sorted(a));
        const rank = memberRanks(set);
        expect(rank).toHaveLength(set.length * 32);
        visited.forEach((id, k) => expect(rank[id]).toBe(k));
      }),
    );
  });
});
