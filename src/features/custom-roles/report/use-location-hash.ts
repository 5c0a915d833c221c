// The part of the address after '#', which the browser never sends to a server: where a local custom role is named.
import { useSyncExternalStore } from 'react';

/** Browser events after which the hash may differ: typed or linked, back/forward, and wouter's own navigations. */
const EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

const readHash = () => window.location.hash;

/** The page address's hash as written ('#…', '' when there is none or no window), followed through every change. */
export function useWindowHash(): string {
  return useSyncExternalStore(subscribe, readHash, () => '');
}

/** The hash without its '#', decoded ('' when there is none; a malformed %-sequence is kept as written). */
export function useLocationHash(): string {
  const raw = useWindowHash().replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
