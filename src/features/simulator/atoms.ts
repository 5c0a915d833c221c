// Simulator Quick Stats: union and common counts of the selection, computed in the worker; a newer selection aborts the one in flight.
import { atom, type Getter } from 'jotai';
import type { QuickStats } from '@engine/analyze';
import type { PermissionView } from '@engine/catalog';
import { rolesAtom } from '../../state/roles';
import { addRolesAtom, clearSelectionAtom, selectionAtom, toggleRoleAtom } from '../../state/selection';
import { customRolesAtom } from '../../state/custom-roles';
import { customSelectionAtom } from '../custom-roles/atoms';
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
  const ids = get(pickedIdsAtom);
  get(engineRetryAtom); // 'Try again' asks again
  if (!view) return null;
  if (ids.length === 0) return { view, union: 0, common: 0 };
  // The engine holds every loaded role: the built-in ones and those imported in this page.
  const known = new Set((await get(rolesAtom)).map((role) => role.templateId));
  const stats = await askEngine('quickStats', [ids.filter((id) => known.has(id)), view], signal);
  return { view, ...stats };
});

/** Quick Stats as loading / error / data, without suspending the page. */
export const quickStatsAtom = loadableOf(quickStatsRequestAtom);

/** The simulator's picked roles: the built-in selection (kept in session storage), then the picked custom roles (memory). */
export const pickedIdsAtom = atom((get) => [...get(selectionAtom), ...get(customSelectionAtom)]);

const isCustom = (get: Getter, id: string) => get(customRolesAtom).some((role) => role.templateId === id);

/** Picks or unpicks one role of either group. */
export const togglePickAtom = atom(null, (get, set, templateId: string) => {
  if (!isCustom(get, templateId)) return set(toggleRoleAtom, templateId);
  const picked = get(customSelectionAtom);
  set(
    customSelectionAtom,
    picked.includes(templateId) ? picked.filter((id) => id !== templateId) : [...picked, templateId],
  );
});

/** Picks roles of either group ('Select all'). */
export const addPicksAtom = atom(null, (get, set, templateIds: string[]) => {
  const custom = new Set(get(customRolesAtom).map((role) => role.templateId));
  set(
    addRolesAtom,
    templateIds.filter((id) => !custom.has(id)),
  );
  set(customSelectionAtom, [...get(customSelectionAtom), ...templateIds.filter((id) => custom.has(id))]);
});

/** Unpicks one role of either group. */
export const removePickAtom = atom(null, (get, set, templateId: string) => {
  if (isCustom(get, templateId))
    set(
      customSelectionAtom,
      get(customSelectionAtom).filter((id) => id !== templateId),
    );
  else
    set(
      selectionAtom,
      get(selectionAtom).filter((id) => id !== templateId),
    );
});

/** Unpicks every role ('Clear all'). */
export const clearPicksAtom = atom(null, (_get, set) => {
  set(clearSelectionAtom);
  set(customSelectionAtom, []);
});
