// Role dataset atoms: the engine worker reads the dataset; the page asks it for the roles once, and a retry asks again.
import { useDeferredValue } from 'react';
import { atom, useAtomValue, useSetAtom, type createStore } from 'jotai';
import { loadableOf, type Loadable } from './loadable';
import type { Role } from '../data/role-model';
import { setEngineCustomRoles } from '../worker-bridge/engine-client';
import { engineQuestion } from './engine-answer';
import { engineRetryAtom } from './engine-retry';
import { customRolesAtom, withCustomRoles } from './custom-roles';
import type { CustomRole } from '../data/custom-roles';

const reloadCountAtom = atom(0);

/** User-timing mark set when the role dataset is loaded and adapted. */
export const ROLES_LOADED_MARK = 'roleprism:roles-loaded';

/** The question every page's role list comes from: one engine answer, asked once and shared by the whole app. */
const DATASET_ROLES = engineQuestion(['datasetRoles', []]);

/** The dataset's roles (built-in or not), sorted by display name, without the visitor's custom roles: the worker's. */
const datasetRolesAtom = atom(async (get) => {
  get(reloadCountAtom);
  // Never aborted: jotai may evaluate the atom again while the worker reads, and an aborted first question would leave
  // a failed read unseen (the worker reads afresh for the next question after a failure).
  const roles = await DATASET_ROLES.ask();
  // A cheap marker for performance tooling: from here on, work is the app's, not the network's.
  performance.mark?.(ROLES_LOADED_MARK);
  return roles;
});

/** All roles: the dataset's and the imported custom roles, sorted by display name; also the engine's dataset. */
export const rolesAtom = atom(async (get) => {
  const custom = get(customRolesAtom);
  setEngineCustomRoles(custom);
  return withCustomRoles(await get(datasetRolesAtom), custom);
});

/** Replaces the imported custom roles; the engine answers with them from its next question on. */
export const setCustomRolesAtom = atom(null, (_get, set, custom: readonly CustomRole[]) => {
  set(customRolesAtom, custom);
  setEngineCustomRoles(custom);
});

/**
 * Starts reading the roles into `store` before any page asks (the HTML preloads the file): parsing and adapting them
 * then overlaps the download of the page's own code instead of following it. A failure is left for the page to show.
 */
export function startLoadingRoles(store: ReturnType<typeof createStore>): void {
  store.get(rolesAtom).catch(() => {});
}

const builtInLists = new WeakMap<Role[], Role[]>();

/** The built-in roles of a loaded list, one array per list. */
function builtInOf(roles: Role[]): Role[] {
  let builtIn = builtInLists.get(roles);
  if (!builtIn) {
    builtIn = roles.filter((r) => r.builtIn);
    builtInLists.set(roles, builtIn);
  }
  return builtIn;
}

const datasetLoadableAtom = loadableOf(datasetRolesAtom);
const withCustomLoadables = new WeakMap<Role[], Loadable<Role[]>>();
// Built from the dataset's loadable, not from rolesAtom's: importing custom roles never shows the pages as loading.
export const rolesLoadableAtom = atom((get): Loadable<Role[]> => {
  const loaded = get(datasetLoadableAtom);
  if (loaded.state !== 'hasData') return loaded;
  const custom = get(customRolesAtom);
  const roles = withCustomRoles(loaded.data, custom);
  // The engine answers from what the pages show.
  setEngineCustomRoles(custom);
  if (roles === loaded.data) return loaded;
  let loadable = withCustomLoadables.get(roles);
  if (!loadable) withCustomLoadables.set(roles, (loadable = { state: 'hasData', data: roles }));
  return loadable;
});
// Derived from the loadable of every role, so both settle together.
const builtInLoadableAtom = atom((get): Loadable<Role[]> => {
  const roles = get(rolesLoadableAtom);
  return roles.state === 'hasData' ? { state: 'hasData', data: builtInOf(roles.data) } : roles;
});

/** Asks for the roles again, and every engine answer with them: a worker whose read failed reads the dataset again. */
export const retryRolesAtom = atom(null, (_get, set) => {
  set(reloadCountAtom, (n) => n + 1);
  set(engineRetryAtom, (n) => n + 1);
});

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
