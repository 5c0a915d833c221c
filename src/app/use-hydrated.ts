// Whether the page is past hydration: what differs by time, viewport or storage renders only then, so a prerendered
// page's first client render equals the server's.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true after (React renders again once hydration is
 * done); true from the first render of a page rendered on the client alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
