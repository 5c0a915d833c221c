// src/state/loadable.ts, store only: an async atom read as loading, then as its data or its error, without suspending.
import { atom, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { loadableOf } from '../../../../src/state/loadable';

/** An async atom settled from outside the store, and a way to wait until the store has seen it settle. */
function deferredAtom<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { source: atom(() => promise), resolve, reject };
}

/** Waits until the loadable leaves the loading state (subscribing, as a rendered page would). */
function settled<T>(store: ReturnType<typeof createStore>, loadable: ReturnType<typeof loadableOf<T>>) {
  return new Promise<void>((resolve) => {
    const unsubscribe = store.sub(loadable, () => {
      if (store.get(loadable).state !== 'loading') {
        unsubscribe();
        resolve();
      }
    });
  });
}

describe('loadableOf', () => {
  it('reads as loading until the source resolves, then as its data', async () => {
    const { source, resolve } = deferredAtom<string[]>();
    const loadable = loadableOf(source);
    const store = createStore();
    expect(store.get(loadable)).toEqual({ state: 'loading' });
    const done = settled(store, loadable);
    resolve(['a', 'b']);
    await done;
    expect(store.get(loadable)).toEqual({ state: 'hasData', data: ['a', 'b'] });
  });

  it('reads as the error when the source rejects, without throwing to the reader', async () => {
    const { source, reject } = deferredAtom<number>();
    const loadable = loadableOf(source);
    const store = createStore();
    const done = settled(store, loadable);
    const error = new Error('the dataset could not be read');
    reject(error);
    await done;
    expect(store.get(loadable)).toEqual({ state: 'hasError', error });
  });

  it('goes back to loading, then to the new data, when the source depends on an atom that changes', async () => {
    const idAtom = atom(1);
    const gates = new Map<number, (value: string) => void>();
    const source = atom((get) => {
      const id = get(idAtom);
      return new Promise<string>((resolve) => gates.set(id, resolve));
    });
    const loadable = loadableOf(source);
    const store = createStore();
    let done = settled(store, loadable);
    gates.get(1)!('first');
    await done;
    expect(store.get(loadable)).toEqual({ state: 'hasData', data: 'first' });
    store.set(idAtom, 2);
    done = settled(store, loadable);
    gates.get(2)!('second');
    await done;
    expect(store.get(loadable)).toEqual({ state: 'hasData', data: 'second' });
  });
});
