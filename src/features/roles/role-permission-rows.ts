// A role's permissions in one view as the role pages list them: engine provenance joined with the dataset's labels.
import type { ExplainedPermission, Provenance } from '@engine/explain';
import { parseAction } from '@engine/permission-grammar';
import type { Permission, Role } from '../../data/role-model';
import type { TierLevel } from '../../data/rows';
import { compareText } from '../../data/text-order';

export interface RolePermissionRow {
  /** The member key: the action, or "action [$Condition]". */
  key: string;
  action: string;
  condition: string | null;
  description: string;
  privileged: boolean;
  tier: TierLevel | null;
  how: Provenance;
  /** The area the action belongs to, e.g. 'users' or 'office365.messageCenter'. */
  area: string;
}

/** The area of an action: the entity under microsoft.directory, otherwise the namespace without 'microsoft.'. */
export function actionArea(action: string): string {
  const parsed = parseAction(action);
  const namespace = parsed?.namespace ?? action.split('/')[0];
  if (namespace === 'microsoft.directory' && parsed) return parsed.entity[0];
  return namespace.replace(/^microsoft\./, '');
}

const labelCache = new WeakMap<Role[], Map<string, Permission>>();

/**
 * Each action of the dataset with its labels (description, privileged, tier), as the first role granting it has them,
 * the way the permission index names them. Built once per loaded list: one pass, with none of the index's sorting.
 */
export function permissionLabelsOf(roles: Role[]): Map<string, Permission> {
  let labels = labelCache.get(roles);
  if (!labels) {
    labels = new Map();
    for (const role of roles) {
      for (const permission of role.permissions)
        if (!labels.has(permission.action)) labels.set(permission.action, permission);
    }
    labelCache.set(roles, labels);
  }
  return labels;
}

/** Joins the engine's explained members with descriptions and privilege labels (an action unknown to the dataset keeps its own text). */
export function toPermissionRows(
  explained: readonly ExplainedPermission[],
  labels: ReadonlyMap<string, Permission>,
): RolePermissionRow[] {
  return explained.map((member) => {
    const entry = labels.get(member.action);
    return {
      key: member.key,
      action: member.action,
      condition: member.condition,
      description: entry?.description ?? member.action,
      privileged: entry?.privileged ?? false,
      tier: entry?.tier ?? null,
      how: member.how,
      area: actionArea(member.action),
    };
  });
}

export interface PermissionRowFilter {
  query: string;
  privilegedOnly: boolean;
  /** '' for every area. */
  area: string;
}

/** Rows matching every filter; the text is a case-insensitive substring of the action or the description. */
export function filterPermissionRows(
  rows: readonly RolePermissionRow[],
  filter: PermissionRowFilter,
): RolePermissionRow[] {
  const needle = filter.query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!filter.privilegedOnly || row.privileged) &&
      (!filter.area || row.area === filter.area) &&
      (!needle || row.action.toLowerCase().includes(needle) || row.description.toLowerCase().includes(needle)),
  );
}

export interface ActionArea {
  area: string;
  count: number;
  privilegedCount: number;
}

/** The role's actions grouped by area, largest first (ties by name). */
export function groupByArea(rows: readonly RolePermissionRow[]): ActionArea[] {
  const byArea = new Map<string, ActionArea>();
  for (const row of rows) {
    const group = byArea.get(row.area) ?? { area: row.area, count: 0, privilegedCount: 0 };
    group.count += 1;
    if (row.privileged) group.privilegedCount += 1;
    byArea.set(row.area, group);
  }
  return [...byArea.values()].sort((a, b) => b.count - a.count || compareText(a.area, b.area));
}
