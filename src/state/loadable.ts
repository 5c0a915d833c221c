// Loading / error / data views of async atoms, without suspending (jotai's own `loadable` is deprecated for `unwrap`).
import { atom, type Atom, type createStore } from 'jotai';
import { unwrap } from 'jotai/utils';

export type Loadable<T> = { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: T };

const LOADING = { state: 'loading' } as const;

/** An atom that reads `source` as loading until it settles, then as its data or its error. */
export function loadableOf<T>(source: Atom<Promise<T>>): Atom<Loadable<T>> {
  const settled = atom(async (get): Promise<Loadable<T>> => {
    try {
      return { state: 'hasData', data: await get(source) };
    } catch (error) {
      return { state: 'hasError', error };
    }
  });
  return unwrap(settled, () => LOADING);
}

/** The loadable's first state other than loading in `store` (its data or its error), read as soon as it settles. */
export function settledIn<T>(store: ReturnType<typeof createStore>, loadable: Atom<Loadable<T>>): Promise<Loadable<T>> {
  return new Promise((resolve) => {
    const check = () => {
      const value = store.get(loadable);
      if (value.state === 'loading') return;
      unsubscribe();
      resolve(value);
    };
    const unsubscribe = store.sub(loadable, check);
    check();
  });
}
