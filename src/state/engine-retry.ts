// 'Try again' after the engine failed: a counter every engine answer reads, so bumping it asks them all again.
import { atom, useSetAtom } from 'jotai';

/** How many times the user asked to retry the engine; engine answers re-ask when it changes (the bridge starts a fresh worker). */
export const engineRetryAtom = atom(0);

const bumpEngineRetryAtom = atom(null, (get, set) => set(engineRetryAtom, get(engineRetryAtom) + 1));

/** The 'Try again' action of an engine error: asks every engine answer on the page again, on a fresh worker. */
export function useRetryEngine(): () => void {
  return useSetAtom(bumpEngineRetryAtom);
}
