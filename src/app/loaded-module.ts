// The app's code splitting: a module loaded on demand (a route's page, a part of a page), rendered without Suspense.
// React holds back the content of a Suspense boundary that has shown its fallback until 300 ms after that fallback
// appeared (its reveal throttle), so a lazy() result under Suspense cost a shared comparison's first percentage, and a
// first visit's page, that long after the code was in. With this the caller shows its own loading state until the
// module is in, then renders the module's component directly; a module loaded ahead (preloadPage) renders at once.
import { useSyncExternalStore } from 'react';

type State<T> = { value: T | null; error: unknown };

interface Entry<T> {
  state: State<T>;
  loading: Promise<void> | null;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
}

const entries = new WeakMap<() => Promise<unknown>, Entry<unknown>>();

function entryOf<T>(load: () => Promise<T>): Entry<T> {
  let entry = entries.get(load) as Entry<T> | undefined;
  if (!entry) {
    const listeners = new Set<() => void>();
    entry = {
      state: { value: null, error: undefined },
      loading: null,
      listeners,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    entries.set(load, entry as Entry<unknown>);
  }
  return entry;
}

function settle<T>(entry: Entry<T>, state: State<T>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** Starts loading the module of `load` (once; after a failure, again). Never rejects: a failure is the hook's to throw. */
export function loadModule<T>(load: () => Promise<T>): Promise<void> {
  const entry = entryOf(load);
  if (entry.state.value !== null) return Promise.resolve();
  entry.loading ??= load().then(
    (value) => settle(entry, { value, error: undefined }),
    (error: unknown) => {
      entry.loading = null;
      settle(entry, { value: null, error: error ?? new Error('The code could not be loaded.') });
    },
  );
  return entry.loading;
}

/**
 * Loads the module of `load` ahead of need (the pointer heads for a button, the page has painted): kept when it loads,
 * so its user renders at once; a failure is dropped, for loadModule to try again and report when the module is needed.
 */
export function prefetchModule<T>(load: () => Promise<T>): void {
  const entry = entryOf(load);
  if (entry.state.value === null && !entry.loading)
    load().then(
      (value) => {
        if (entry.state.value === null) settle(entry, { value, error: undefined });
      },
      () => {},
    );
}

/**
 * The module of `load` once loaded (someone calls loadModule), else null. A failed load is thrown to the nearest error
 * boundary, as a lazy component's would be.
 */
export function useLoadedModule<T>(load: () => Promise<T>): T | null {
  const entry = entryOf(load);
  const state = useSyncExternalStore(
    entry.subscribe,
    () => entry.state,
    () => entry.state,
  );
  if (state.error !== undefined) throw state.error;
  return state.value;
}
