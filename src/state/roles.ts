// Role dataset atoms: loaded once, shared by every page; a retry reloads it.
import { useDeferredValue } from 'react';
import { atom, useAtomValue, useSetAtom, type createStore } from 'jotai';
import { loadableOf, type Loadable } from './loadable';
import { loadRoles } from '../data/load-roles';
import type { Role } from '../data/role-model';
import { roleSourceAtom } from './role-source';

const reloadCountAtom = atom(0);

/** User-timing mark set when the role dataset is loaded and adapted. */
export const ROLES_LOADED_MARK = 'roleprism:roles-loaded';

/** All roles (built-in or not), sorted by display name. */
export const rolesAtom = atom(async (get) => {
  get(reloadCountAtom);
  const roles = await loadRoles(undefined, get(roleSourceAtom));
  // A cheap marker for performance tooling: from here on, work is the app's, not the network's.
  performance.mark?.(ROLES_LOADED_MARK);
  return roles;
});

/**
 * Starts reading the roles into `store` before any page asks (the HTML preloads the file): parsing and adapting them
 * then overlaps the download of the page's own code instead of following it. A failure is left for the page to show.
 */
export function startLoadingRoles(store: ReturnType<typeof createStore>): void {
  store.get(rolesAtom).catch(() => {});
}

/** Only built-in roles: what the simulator and compare use (spec section 5). */
export const builtInRolesAtom = atom(async (get) => (await get(rolesAtom)).filter((r) => r.builtIn));

const rolesLoadableAtom = loadableOf(rolesAtom);
const builtInLoadableAtom = loadableOf(builtInRolesAtom);

export const retryRolesAtom = atom(null, (_get, set) => set(reloadCountAtom, (n) => n + 1));

export type RolesState = Loadable<Role[]>;

/** Loading, error or data, without suspending: pages show their own loading and error texts. */
export function useRoles(options: { builtInOnly?: boolean } = {}): RolesState {
  // The page the roles fill is a big render: it runs at low priority, in slices, instead of as one task when they arrive.
  return useDeferredValue(useAtomValue(options.builtInOnly ? builtInLoadableAtom : rolesLoadableAtom));
}

export function useRetryRoles(): () => void {
  return useSetAtom(retryRolesAtom);
}

/** The message to show for a load error ('Failed to load roles' when there is none). */
export function errorMessage(error: unknown, fallback = 'Failed to load roles'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
