// The visitor's imported custom roles (issue 17): in this page's memory only, never in a request; in this tab's session
// storage too, only while 'Keep for this tab' is ticked. The engine's dataset and every role list are the loaded roles
// plus these (src/state/roles.ts).
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { CustomRole } from '../data/custom-roles';
import type { Role } from '../data/role-model';
import { compareText } from '../data/text-order';
import { CUSTOM_ROLES_KEY, KEEP_CUSTOM_ROLES_KEY, sessionStore } from './session-store';

const NONE: readonly CustomRole[] = [];

/** Whether the visitor asked to keep the imported roles in this tab's session storage ('Keep for this tab'). */
export function keepsCustomRoles(): boolean {
  try {
    return sessionStore().getItem(KEEP_CUSTOM_ROLES_KEY) === '1';
  } catch {
    return false; // storage blocked: nothing is kept
  }
}

/** A kept role as this app wrote it; anything else in the key (edited by hand, an older shape) is dropped. */
function isKeptRole(value: unknown): value is CustomRole {
  if (typeof value !== 'object' || value === null) return false;
  const role = value as Partial<CustomRole>;
  return (
    role.builtIn === false &&
    typeof role.templateId === 'string' &&
    typeof role.displayName === 'string' &&
    typeof role.slug === 'string' &&
    Array.isArray(role.permissions) &&
    role.permissions.every((p) => typeof p?.action === 'string') &&
    Array.isArray(role.actionsNotInAnyBuiltIn)
  );
}

/** Session storage for the custom roles: read when kept, written only while kept (a write otherwise removes them). */
const keptStorage = {
  getItem(key: string, initial: readonly CustomRole[]): readonly CustomRole[] {
    try {
      if (!keepsCustomRoles()) return initial;
      const parsed: unknown = JSON.parse(sessionStore().getItem(key) ?? '[]');
      return Array.isArray(parsed) && parsed.every(isKeptRole) && parsed.length > 0 ? parsed : initial;
    } catch {
      return initial; // storage blocked or the value unreadable: start with none
    }
  },
  setItem(key: string, roles: readonly CustomRole[]): void {
    try {
      if (keepsCustomRoles() && roles.length > 0) sessionStore().setItem(key, JSON.stringify(roles));
      else sessionStore().removeItem(key);
    } catch {
      // storage full or blocked: the roles stay in memory; the import panel says when keeping failed
    }
  },
  removeItem(key: string): void {
    try {
      sessionStore().removeItem(key);
    } catch {
      // storage blocked: nothing was kept
    }
  },
};

/**
 * The imported custom roles, in import order; set through `setCustomRolesAtom` so the engine follows. Each store reads
 * the kept roles of this tab when it starts (getOnInit), so a reload with 'Keep for this tab' ticked finds them.
 */
export const customRolesAtom = atomWithStorage<readonly CustomRole[]>(CUSTOM_ROLES_KEY, NONE, keptStorage, {
  getOnInit: true,
});

const keepFlagAtom = atom<boolean | null>(null);

/**
 * 'Keep for this tab': ticking it writes the imported roles to this tab's session storage (and every later import);
 * unticking removes them from it. The roles in memory stay either way.
 */
export const keepCustomRolesAtom = atom(
  (get) => get(keepFlagAtom) ?? keepsCustomRoles(),
  (get, set, keep: boolean): boolean => {
    set(keepFlagAtom, keep);
    try {
      if (keep) sessionStore().setItem(KEEP_CUSTOM_ROLES_KEY, '1');
      else sessionStore().removeItem(KEEP_CUSTOM_ROLES_KEY);
    } catch {
      return false; // storage blocked: nothing can be kept
    }
    keptStorage.setItem(CUSTOM_ROLES_KEY, get(customRolesAtom));
    if (!keep || get(customRolesAtom).length === 0) return true;
    try {
      return sessionStore().getItem(CUSTOM_ROLES_KEY) !== null; // false: too large for this tab's storage
    } catch {
      return false;
    }
  },
);

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
