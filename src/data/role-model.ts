// The one adapter from stored rows (backend or static file) to the client role model of spec section 3.
import type { StoredRoleRow, TierLevel } from './rows';
import { roleSlug } from './slug';
import { compareText } from './text-order';
import { mapSlices } from './next-task';

/** A permission as the client shows it; description falls back to the action (spec section 3). */
export interface Permission {
  action: string;
  description: string;
  /** Graph condition such as "$ResourceIsSelf"; absent for an unconditional grant. */
  condition?: string;
  privileged: boolean;
  tier: TierLevel | null;
}

/** The client role model: spec section 3 plus privilege, tier, inheritance and dataset facts. */
export interface Role {
  id: string;
  displayName: string;
  /** Falls back to id when the row has no template id. */
  templateId: string;
  description: string;
  builtIn: boolean;
  slug: string;
  permissions: Permission[];
  privileged: boolean;
  tier: TierLevel | null;
  inheritsFrom: string[];
  notes: string[];
  datasetDate: string | null;
  /** The row's role_permissions is not a list: the permissions are unknown, not none (`permissions` is empty). */
  permissionsUnreadable: boolean;
  /** What could not be read from the row, in words for the user; empty for a sound row. */
  dataProblems: string[];
}

/** Something in one role's row that could not be read: the role is still shown, with this said beside it. */
export interface RoleDataProblem {
  roleId: string;
  roleName: string;
  problem: string;
}

/** Thrown when a source answers with something that is not a list of role rows. */
export class MalformedDataError extends Error {
  constructor(detail: string) {
    super(`The role data is malformed: ${detail}`);
    this.name = 'MalformedDataError';
  }
}

function asTier(value: unknown): TierLevel | null {
  return value === 0 || value === 1 || value === 2 ? value : null;
}

function toPermission(grant: NonNullable<StoredRoleRow['role_permissions']>[number]): Permission | null {
  const stored = grant?.permissions;
  if (!stored || typeof stored.action !== 'string' || stored.action === '') return null;
  const permission: Permission = {
    action: stored.action,
    description: stored.friendly_description || stored.action,
    privileged: stored.is_privileged === true,
    tier: asTier(stored.tier),
  };
  if (grant.condition) permission.condition = grant.condition;
  return permission;
}

/**
 * The order of the static file (scripts/lib/graph-source.ts, localeCompare's), so every source gives the same permission
 * order; compareText gives it without the cost of a collator.
 */
function byActionThenCondition(a: Permission, b: Permission): number {
  return compareText(a.action, b.action) || compareText(a.condition ?? '', b.condition ?? '');
}

/** The row's grants as permissions, and what could not be read of them (said, never dropped silently). */
function readGrants(grants: unknown): Pick<Role, 'permissions' | 'permissionsUnreadable' | 'dataProblems'> {
  if (!Array.isArray(grants))
    return { permissions: [], permissionsUnreadable: true, dataProblems: ['role_permissions is not a list'] };
  const permissions = grants
    .map(toPermission)
    .filter((p): p is Permission => p !== null)
    .sort(byActionThenCondition);
  const unread = grants.length - permissions.length;
  const dataProblems =
    unread === 0
      ? []
      : [
          `${unread} of ${grants.length} grants ${unread === 1 ? 'has no action and is' : 'have no action and are'} left out`,
        ];
  return { permissions, permissionsUnreadable: false, dataProblems };
}

/**
 * Maps one stored row to the client model; throws MalformedDataError when required fields are missing. Grants that
 * cannot be read are left out and named in `dataProblems`; a role_permissions that is no list marks the role unreadable.
 */
export function toRole(row: StoredRoleRow): Role {
  if (!row || typeof row !== 'object') throw new MalformedDataError('a row is not an object');
  if (typeof row.id !== 'string' || typeof row.display_name !== 'string') {
    throw new MalformedDataError('a row has no id or display_name');
  }
  const { permissions, permissionsUnreadable, dataProblems } = readGrants(row.role_permissions);
  return {
    id: row.id,
    displayName: row.display_name,
    templateId: row.template_id || row.id,
    description: row.description ?? '',
    builtIn: row.is_builtin === true,
    slug: roleSlug(row.display_name),
    permissions,
    privileged: row.is_privileged === true,
    tier: asTier(row.tier),
    inheritsFrom: Array.isArray(row.inherits_from) ? row.inherits_from.filter((t) => typeof t === 'string') : [],
    notes: Array.isArray(row.notes) ? row.notes.filter((n) => typeof n === 'string') : [],
    datasetDate: row.dataset_date ?? null,
    permissionsUnreadable,
    dataProblems,
  };
}

/** Every problem of the given roles' rows, in the roles' order. */
export function roleDataProblems(roles: readonly Role[]): RoleDataProblem[] {
  return roles.flatMap((role) =>
    role.dataProblems.map((problem) => ({ roleId: role.id, roleName: role.displayName, problem })),
  );
}

/** The roles sorted by display name, each problem of their rows logged as a warning. */
function sortedAndReported(roles: Role[]): Role[] {
  roles.sort((a, b) => compareText(a.displayName, b.displayName));
  for (const { roleId, roleName, problem } of roleDataProblems(roles))
    console.warn(`Role data problem: ${roleName} (${roleId}): ${problem}`);
  return roles;
}

/**
 * Maps a parsed body to roles sorted by display name; anything but an array of rows is malformed. A row that is only
 * partly readable still gives its role, with the problem on it (roleDataProblems) and logged as a warning.
 */
export function toRoles(body: unknown): Role[] {
  if (!Array.isArray(body)) throw new MalformedDataError('expected a list of roles');
  return sortedAndReported(body.map((row) => toRole(row as StoredRoleRow)));
}

/**
 * Rows read per slice by toRolesInSlices: the 143 built-in rows read in one go took about 34 ms of a role page's first
 * visit on the project's machine (four times that on Lighthouse's simulated phone), one long task.
 */
export const ROWS_PER_SLICE = 24;

/** toRoles, a slice of rows at a time with `between` awaited between slices, so the page's main thread is never held long. */
export async function toRolesInSlices(body: unknown, between: () => Promise<void>): Promise<Role[]> {
  if (!Array.isArray(body)) throw new MalformedDataError('expected a list of roles');
  const slices = await mapSlices(
    body,
    ROWS_PER_SLICE,
    (rows) => rows.map((row) => toRole(row as StoredRoleRow)),
    between,
  );
  return sortedAndReported(slices.flat());
}
