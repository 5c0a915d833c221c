// The roles that grant one permission as CSV, as its page lists them: the action without a condition, then each
// conditioned form, each role with how it holds the permission, its size in the view, Microsoft's privileged flag and
// the EntraOps tier. The view and the dataset date ride on every row, as in the other CSVs.
import { csvText, yesNo } from '@engine/csv';
import { viewFileWord, viewLabel, type PermissionView } from '@engine/catalog';
import type { GrantingRole } from '@engine/explain';
import { permissionKey } from '@engine/permission-grammar';
import type { Role } from '../../data/role-model';
import { provenanceText } from './provenance-text';

export const GRANTING_ROLES_CSV_COLUMNS = [
  'Action',
  'Condition',
  'Role',
  'TemplateId',
  'How',
  'PermissionsInView',
  'PrivilegedMicrosoft',
  'Tier',
  'View',
  'DatasetDate',
] as const;

/** One form of the action (no condition, or one condition) and the roles granting it, in the page's order. */
export interface GrantedForm {
  condition: string | null;
  granting: readonly GrantingRole[] | null;
}

type RoleLabels = Pick<Role, 'privileged' | 'tier'>;

/** The forms' granting roles as CSV; a role's labels come from `roleOf` (the page's roles). */
export function grantingRolesCsv(
  action: string,
  forms: readonly GrantedForm[],
  view: PermissionView,
  roleOf: (templateId: string) => RoleLabels | undefined,
  datasetDate: string,
): string {
  const label = viewLabel(view);
  return csvText([
    GRANTING_ROLES_CSV_COLUMNS,
    ...forms.flatMap(({ condition, granting }) =>
      (granting ?? []).map((g) => {
        const role = roleOf(g.templateId);
        return [
          action,
          condition ?? '',
          g.name,
          g.templateId,
          provenanceText(g.how, permissionKey(action, condition)),
          String(g.permissionCount),
          role ? yesNo(role.privileged) : '',
          role?.tier == null ? '' : String(role.tier),
          label,
          datasetDate,
        ];
      }),
    ),
  ]);
}

/** '{action, slashes as dashes}-roles-{view}.csv', e.g. microsoft.directory-users-password-update-roles-listed.csv. */
export function grantingRolesCsvName(action: string, view: PermissionView): string {
  return `${action.replace(/[^A-Za-z0-9.]+/g, '-')}-roles-${viewFileWord(view)}.csv`;
}
