// workers/engine/lists.ts: compressed lists (CSR) turned round, and the growth of an append-filled list.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { doubled, transposeLists } from '@engine/lists';

/** CSR lists from plain arrays of arrays. */
function csr(lists: number[][]) {
  const offsets = new Uint32Array(lists.length + 1);
  lists.forEach((l, k) => (offsets[k + 1] = offsets[k] + l.length));
  return { offsets, list: Uint32Array.from(lists.flat()) };
}

/** Item k's entries of CSR lists, as arrays. */
function entries({ offsets, list }: { offsets: Uint32Array; list: Uint32Array }): number[][] {
  return Array.from({ length: offsets.length - 1 }, (_, k) => [...list.subarray(offsets[k], offsets[k + 1])]);
}

describe('transposeLists', () => {
  it('turns each element’s holders into each holder’s elements, both ascending', () => {
    // Element 0 is held by 0 and 2, element 1 by 1, element 2 by 0, 1 and 2, element 3 by nobody.
    const { offsets, list } = csr([[0, 2], [1], [0, 1, 2], []]);
    expect(entries(transposeLists(offsets, list, 4))).toEqual([[0, 2], [1, 2], [0, 2], []]);
  });

  it('leaves out the elements marked to skip', () => {
    const { offsets, list } = csr([[0, 2], [1], [0, 1, 2]]);
    expect(entries(transposeLists(offsets, list, 3, Uint8Array.from([0, 0, 1])))).toEqual([[0], [1], [0]]);
  });

  it('gives empty lists for no elements', () => {
    expect(entries(transposeLists(new Uint32Array(1), new Uint32Array(0), 2))).toEqual([[], []]);
  });

  it('property: transposing twice gives the lists back', () => {
    const lists = fc.integer({ min: 1, max: 20 }).chain((holders) =>
      fc.tuple(
        fc.constant(holders),
        fc.array(
          fc.uniqueArray(fc.integer({ min: 0, max: holders - 1 })).map((l) => l.sort((a, b) => a - b)),
          { maxLength: 30 },
        ),
      ),
    );
    fc.assert(
      fc.property(lists, ([holders, byElement]) => {
        const { offsets, list } = csr(byElement);
        const byHolder = transposeLists(offsets, list, holders);
        expect(entries(byHolder)).toEqual(
          Array.from({ length: holders }, (_, h) => byElement.flatMap((l, e) => (l.includes(h) ? [e] : []))),
        );
        expect(entries(transposeLists(byHolder.offsets, byHolder.list, byElement.length))).toEqual(byElement);
      }),
    );
  });
});

describe('doubled', () => {
  it('is twice as long with the list at its start, and at least one long', () => {
    expect([...doubled(Uint32Array.from([7, 8, 9]))]).toEqual([7, 8, 9, 0, 0, 0]);
    expect(doubled(new Uint32Array(0))).toHaveLength(1);
  });

  it('is a new list: writing to it leaves the old one as it was', () => {
    const old = Uint32Array.from([1, 2]);
    const grown = doubled(old);
    grown[0] = 5;
    expect([...old]).toEqual([1, 2]);
  });
});
