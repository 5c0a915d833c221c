// The roles of an old snapshot as client roles (for the CLI's role lookup, slugs and --need), through the one row adapter.
import type { SnapshotRole } from '../../workers/engine/history';
import type { StoredRoleRow } from '../../src/data/rows';
import { toRoles, type Role } from '../../src/data/role-model';

/**
 * Snapshot roles as stored rows, then client roles. Action descriptions, labels and tiers are today's (from `current`),
 * as the data build would give an old export: they are docs and classification data, not part of the history.
 */
export function historicRoles(roles: SnapshotRole[], current: Role[], date: string): Role[] {
  const permission = new Map(current.flatMap((r) => r.permissions.map((p) => [p.action, p])));
  const tier = new Map(current.map((r) => [r.templateId, r.tier]));
  const rows = roles.map((r): StoredRoleRow => ({
    id: r.templateId,
    display_name: r.name,
    template_id: r.templateId,
    description: r.description,
    is_builtin: true,
    is_privileged: r.privileged,
    tier: tier.get(r.templateId) ?? null,
    inherits_from: r.inheritsFrom,
    notes: [],
    dataset_date: date,
    dataset_source: null,
    role_permissions: r.grants.map((g) => {
      const known = permission.get(g.action);
      const description = known && known.description !== g.action ? known.description : null;
      return {
        condition: g.condition,
        permissions: {
          action: g.action,
          friendly_description: description,
          is_privileged: known?.privileged ?? false,
          tier: known?.tier ?? null,
        },
      };
    }),
  }));
  return toRoles(rows);
}
