// Simulator Quick Stats: union and common counts of the selection, computed in the worker; a newer selection aborts the one in flight.
import { atom } from 'jotai';
import type { QuickStats } from '@engine/analyze';
import type { PermissionView } from '@engine/catalog';
import { builtInRolesAtom } from '../../state/roles';
import { selectionAtom } from '../../state/selection';
import { askEngine } from '../../worker-bridge/engine-client';
import { loadableOf } from '../../state/loadable';
import { engineRetryAtom } from '../../state/engine-retry';

/** Union and common counts of one selection, with the view they were counted in. */
export interface QuickStatsInView extends QuickStats {
  view: PermissionView;
}

const statsViewAtom = atom<PermissionView | null>(null);

/** The view Quick Stats use: the page writes the URL's view here (a same view writes nothing, so nothing recomputes). */
export const quickStatsViewAtom = atom(
  (get) => get(statsViewAtom),
  (get, set, view: PermissionView) => {
    const current = get(statsViewAtom);
    if (current?.inherit !== view.inherit || current?.wildcards !== view.wildcards) set(statsViewAtom, { ...view });
  },
);

// jotai aborts `signal` when the selection or the view changes, so a stale request never lands.
const quickStatsRequestAtom = atom(async (get, { signal }): Promise<QuickStatsInView | null> => {
  const view = get(statsViewAtom);
  const ids = get(selectionAtom);
  get(engineRetryAtom); // 'Try again' asks again
  if (!view) return null;
  if (ids.length === 0) return { view, union: 0, common: 0 };
  // The engine holds every loaded role; the simulator counts built-in ones only (spec section 5).
  const builtIn = new Set((await get(builtInRolesAtom)).map((role) => role.templateId));
  const stats = await askEngine('quickStats', [ids.filter((id) => builtIn.has(id)), view], signal);
  return { view, ...stats };
});

/** Quick Stats as loading / error / data, without suspending the page. */
export const quickStatsAtom = loadableOf(quickStatsRequestAtom);
