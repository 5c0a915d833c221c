// src/features/simulator/atoms.ts, store only: the view Quick Stats use (not the stats themselves, which run in the worker).
// In the browser project because the module reads the selection, which lives in session storage.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { quickStatsViewAtom } from '../../../../src/features/simulator/atoms';

describe('quickStatsViewAtom', () => {
  it('holds no view until the page writes one, then a copy of it', () => {
    const store = createStore();
    expect(store.get(quickStatsViewAtom)).toBeNull();
    const view = { inherit: true, wildcards: false };
    store.set(quickStatsViewAtom, view);
    expect(store.get(quickStatsViewAtom)).toEqual(view);
    // A copy: the caller changing its object afterwards does not change the stats' view.
    view.wildcards = true;
    expect(store.get(quickStatsViewAtom)).toEqual({ inherit: true, wildcards: false });
  });

  it('ignores the view it already has: the same object stays and subscribers hear nothing', () => {
    const store = createStore();
    store.set(quickStatsViewAtom, { inherit: false, wildcards: true });
    const held = store.get(quickStatsViewAtom);
    let changes = 0;
    store.sub(quickStatsViewAtom, () => changes++);
    store.set(quickStatsViewAtom, { inherit: false, wildcards: true });
    expect(store.get(quickStatsViewAtom)).toBe(held);
    expect(changes).toBe(0);
  });

  it('takes each other view, switch by switch', () => {
    const store = createStore();
    let changes = 0;
    store.sub(quickStatsViewAtom, () => changes++);
    const views = [
      { inherit: false, wildcards: false },
      { inherit: true, wildcards: false },
      { inherit: true, wildcards: true },
      { inherit: false, wildcards: true },
      { inherit: false, wildcards: false },
    ];
    for (const view of views) {
      store.set(quickStatsViewAtom, view);
      expect(store.get(quickStatsViewAtom)).toEqual(view);
    }
    expect(changes).toBe(views.length);
  });
});
