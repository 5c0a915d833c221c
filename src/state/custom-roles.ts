// The visitor's imported custom roles (issue 17): in this page's memory only, never in a request; in this tab's session
// storage too, only while 'Keep for this tab' is ticked. The questions whose answers include them name them (the
// bridge sends them to the worker first, src/state/engine-answer.ts); the role lists add them to the worker's index
// (src/state/role-index.ts).
import { atom } from 'jotai';
import type { CustomRole } from '../data/custom-roles';
import { CUSTOM_ROLES_KEY, KEEP_CUSTOM_ROLES_KEY } from './session-store';

/**
 * This tab's session storage, read as it is: these keys have no legacy name, and the kept roles may be read before
 * the page that uses the legacy keys first (session-store.ts moves those on its first use).
 */
const sessionStore = (): Storage => sessionStorage;

/** No imported roles: one list, so a memo sees the same value each time. */
export const NO_CUSTOM_ROLES: readonly CustomRole[] = [];

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

/** The kept roles of this tab when 'Keep for this tab' is ticked, else none; never throws. */
function keptRoles(): readonly CustomRole[] {
  try {
    if (!keepsCustomRoles()) return NO_CUSTOM_ROLES;
    const parsed: unknown = JSON.parse(sessionStore().getItem(CUSTOM_ROLES_KEY) ?? '[]');
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isKeptRole) ? parsed : NO_CUSTOM_ROLES;
  } catch {
    return NO_CUSTOM_ROLES; // storage blocked or the value unreadable: start with none
  }
}

/** Writes the roles to this tab's session storage while they are kept, and removes them otherwise. */
function writeKept(roles: readonly CustomRole[]): void {
  try {
    if (keepsCustomRoles() && roles.length > 0) sessionStore().setItem(CUSTOM_ROLES_KEY, JSON.stringify(roles));
    else sessionStore().removeItem(CUSTOM_ROLES_KEY);
  } catch {
    // storage full or blocked: the roles stay in memory; the import panel says when keeping failed
  }
}

/** The roles set in this store; null until the first set, when the kept ones (if any) stand for them. */
const heldAtom = atom<readonly CustomRole[] | null>(null);

/**
 * The imported custom roles, in import order: an argument of every question whose answer includes them. A store starts
 * with the roles kept in this tab (read once: the value is cached until the first set), so a reload finds them.
 */
export const customRolesAtom = atom(
  (get) => get(heldAtom) ?? keptRoles(),
  (_get, set, roles: readonly CustomRole[]) => {
    set(heldAtom, roles);
    writeKept(roles);
  },
);

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
    writeKept(get(customRolesAtom));
    if (!keep || get(customRolesAtom).length === 0) return true;
    try {
      return sessionStore().getItem(CUSTOM_ROLES_KEY) !== null; // false: too large for this tab's storage
    } catch {
      return false;
    }
  },
);
