// src/features/compare/atoms.ts, store only: the comparison request and its key (not the analysis, which runs in the worker).
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { comparisonRequestAtom, requestKey, type ComparisonRequest } from '../../../../../src/features/compare/atoms';

const LISTED = { inherit: false, wildcards: false };
const request = (templateIds: string[], view = LISTED): ComparisonRequest => ({ templateIds, view });

describe('requestKey', () => {
  it('is the same for the same ids in the same order and the same view', () => {
    expect(requestKey(request(['a', 'b']))).toBe(requestKey(request(['a', 'b'], { inherit: false, wildcards: false })));
  });

  it('tells apart the order of the ids, the ids, and each switch of the view', () => {
    const keys = [
      request(['a', 'b']),
      request(['b', 'a']),
      request(['a']),
      request(['a', 'b', 'c']),
      request(['a', 'b'], { inherit: true, wildcards: false }),
      request(['a', 'b'], { inherit: false, wildcards: true }),
      request(['a', 'b'], { inherit: true, wildcards: true }),
      request([]),
    ].map(requestKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('comparisonRequestAtom', () => {
  it('holds nothing until a request is written, then the request written', () => {
    const store = createStore();
    expect(store.get(comparisonRequestAtom)).toBeNull();
    const first = request(['a', 'b']);
    store.set(comparisonRequestAtom, first);
    expect(store.get(comparisonRequestAtom)).toBe(first);
  });

  it('ignores an equal request: the same object stays and subscribers hear nothing', () => {
    const store = createStore();
    const first = request(['a', 'b'], { inherit: true, wildcards: false });
    store.set(comparisonRequestAtom, first);
    let changes = 0;
    const unsubscribe = store.sub(comparisonRequestAtom, () => changes++);
    store.set(comparisonRequestAtom, request(['a', 'b'], { inherit: true, wildcards: false }));
    store.set(comparisonRequestAtom, { templateIds: [...first.templateIds], view: { ...first.view } });
    expect(store.get(comparisonRequestAtom)).toBe(first);
    expect(changes).toBe(0);
    unsubscribe();
  });

  it('takes a request with other ids, another order or another view', () => {
    const store = createStore();
    let changes = 0;
    store.sub(comparisonRequestAtom, () => changes++);
    const next = [
      request(['a', 'b']),
      request(['b', 'a']),
      request(['b', 'a'], { inherit: false, wildcards: true }),
      request(['b', 'a', 'c'], { inherit: false, wildcards: true }),
    ];
    for (const r of next) {
      store.set(comparisonRequestAtom, r);
      expect(store.get(comparisonRequestAtom)).toBe(r);
    }
    expect(changes).toBe(next.length);
  });

  it('is kept per store', () => {
    const one = createStore();
    const two = createStore();
    one.set(comparisonRequestAtom, request(['a', 'b']));
    expect(two.get(comparisonRequestAtom)).toBeNull();
  });
});
