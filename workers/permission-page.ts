// The permission pages' view-models (/permissions, /permissions/{action}), answered by the worker from the dataset it
// owns: every action of the built-in roles with its labels, one action's facts (or the actions closest to a string
// that is none), and the roles granting each form of an action in one view, each with what its link and badges need.
// The pages render from these alone; the build embeds the Listed view's answers, so a prerendered permission page
// hydrates with no worker.
import type { PermissionView } from './engine/catalog';
import type { RoleEngine } from './engine/engine';
import type { GrantingRole } from './engine/explain';
import { permissionKey } from './engine/permission-grammar';
import type { Role } from '../src/data/role-model';
import { MAX_ACTION_LENGTH } from '../src/app/input-limits';
import { closeActions } from '../src/features/permissions/close-actions';
import {
  permissionIndexOf,
  type PermissionEntry,
  type PermissionIndex,
} from '../src/features/permissions/permission-index';

/** permissionsIndex()'s answer: every action of the built-in roles, sorted, and their namespaces (the list's filter). */
export interface PermissionsIndex {
  entries: PermissionEntry[];
  namespaces: string[];
}

/** permissionPage()'s answer: the action's entry, or null and the dataset's actions closest to what was asked. */
export interface PermissionPageModel {
  entry: PermissionEntry | null;
  /** Empty when the entry is found. */
  closeMatches: string[];
}

/** A role granting a form of the action, with its page's slug and its labels (the list's link and badges, the CSV). */
export type GrantingRoleRef = GrantingRole & Pick<Role, 'slug' | 'privileged' | 'tier'>;

/** One form of an action (no condition, or one condition) and the built-in roles granting it, fewest permissions first. */
export interface PermissionGrantForm {
  condition: string | null;
  /** Null when the engine's dataset has no such member. */
  granting: GrantingRoleRef[] | null;
}

/** The forms the page lists, in order: the action without a condition (when roles grant it so), then each condition. */
function formsOf(entry: PermissionEntry): (string | null)[] {
  return [...(entry.unconditioned ? [null] : []), ...entry.conditions];
}

/** The dataset's entry for an action; a different letter case still finds it (the route matches case-insensitively). */
function findEntry(index: PermissionIndex, action: string): PermissionEntry | null {
  if (action.length > MAX_ACTION_LENGTH) return null; // no action is that long: not worth a pass over the index
  const lower = action.toLowerCase();
  return index.byAction.get(action) ?? index.entries.find((e) => e.action.toLowerCase() === lower) ?? null;
}

/** The permission pages' questions over `roles` (the dataset's) and the engine loaded with them. */
export function permissionPageAnswers(engine: RoleEngine, roles: Role[]) {
  const builtIn = roles.filter((role) => role.builtIn);
  const byTemplateId = new Map(builtIn.map((role) => [role.templateId, role]));
  // Built at the first question that needs it (and kept by permissionIndexOf): most pages never ask about permissions.
  const index = () => permissionIndexOf(builtIn);

  const refOf = (granting: GrantingRole): GrantingRoleRef => {
    const role = byTemplateId.get(granting.templateId)!;
    return { ...granting, slug: role.slug, privileged: role.privileged, tier: role.tier };
  };

  return {
    /** Every action the built-in roles grant, with its description, labels and the conditions it is granted under. */
    permissionsIndex(): PermissionsIndex {
      const { entries, namespaces } = index();
      return { entries, namespaces };
    },
    /** The action's entry (any letter case finds it), or the closest actions the dataset has when it has none such. */
    permissionPage(action: string): PermissionPageModel {
      const entry = findEntry(index(), action);
      if (entry) return { entry, closeMatches: [] };
      const actions = index().entries.map((e) => e.action);
      return { entry: null, closeMatches: closeActions(actions, action) };
    },
    /**
     * The built-in roles granting each form of the action in `view`, with how they get it; null for an action no
     * built-in role grants (as written: the page asks with the entry's own action).
     */
    permissionGrants(action: string, view: PermissionView): PermissionGrantForm[] | null {
      const entry = index().byAction.get(action);
      if (!entry) return null;
      const conditions = formsOf(entry);
      const granting = engine.rolesGranting(
        conditions.map((condition) => permissionKey(entry.action, condition)),
        view,
      );
      return conditions.map((condition, i) => ({ condition, granting: granting[i]?.map(refOf) ?? null }));
    },
  };
}

export type PermissionPageAnswers = ReturnType<typeof permissionPageAnswers>;
