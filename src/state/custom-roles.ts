// The visitor's imported custom roles (issue 17): in this page's memory only, never in a request.
// The engine's dataset and every role list are the loaded roles plus these (src/state/roles.ts).
import { atom } from 'jotai';
import type { CustomRole } from '../data/custom-roles';
import type { Role } from '../data/role-model';
import { compareText } from '../data/text-order';

const NONE: readonly CustomRole[] = [];

/** The imported custom roles, in import order; set through `setCustomRolesAtom` so the engine follows. */
export const customRolesAtom = atom<readonly CustomRole[]>(NONE);

const merged = new WeakMap<readonly Role[], WeakMap<readonly CustomRole[], Role[]>>();

/**
 * The loaded roles with the custom ones added, sorted by display name like the dataset. One array per (loaded,
 * custom) pair, so every reader (pages, lookups, the engine bridge) sees the same list and nothing re-renders for nothing.
 */
export function withCustomRoles(loaded: Role[], custom: readonly CustomRole[]): Role[] {
  if (custom.length === 0) return loaded;
  let byCustom = merged.get(loaded);
  if (!byCustom) merged.set(loaded, (byCustom = new WeakMap()));
  let roles = byCustom.get(custom);
  if (!roles) {
    roles = [...loaded, ...custom].sort((a, b) => compareText(a.displayName, b.displayName));
    byCustom.set(custom, roles);
  }
  return roles;
}
