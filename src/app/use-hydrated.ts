// Whether a component came from the prerendered HTML: what differs by time, viewport or storage renders only once the
// page is hydrated, so a prerendered page's first client render equals the server's.
//
// Neither hook makes React re-render synchronously. (useSyncExternalStore re-renders a component at once, in one task,
// when its snapshot differs from the server's after hydration: on a role page that was a task of 100 ms, 400 ms on
// Lighthouse's slowed phone. Here the snapshot stays what hydration saw, and the later render is a transition, which
// React does in slices.)
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True for a component that React mounted by hydrating the prerendered HTML (and on the server), for as long as it
 * stays mounted; false for one mounted on the client alone. React reads the server snapshot only while it hydrates.
 */
export function useMountedByHydration(): boolean {
  const [mount] = useState(() => ({ hydrated: false }));
  return useSyncExternalStore(
    subscribe,
    () => mount.hydrated,
    () => (mount.hydrated = true),
  );
}

/**
 * False on the server and while React hydrates a prerendered page, true after (a transition renders the component again
 * once it is hydrated); true from the first render of a component mounted on the client alone.
 */
export function useHydrated(): boolean {
  const byHydration = useMountedByHydration();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (byHydration) startTransition(() => setHydrated(true));
  }, [byHydration]);
  return hydrated || !byHydration;
}
