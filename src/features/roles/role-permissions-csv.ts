// A role's permissions in one view as CSV, as its page lists them: each with Microsoft's description and labels, the
// EntraOps tier and how the role holds it. The view and the dataset date ride on every row, as in the comparison's CSV.
import { csvText, yesNo } from '@engine/csv';
import { viewFileWord, viewLabel, type PermissionView } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { provenanceText } from '../permissions/provenance-text';
import type { RolePermissionRow } from './role-permission-rows';

export const ROLE_PERMISSIONS_CSV_COLUMNS = [
  'Role',
  'TemplateId',
  'Action',
  'Condition',
  'Description',
  'PrivilegedMicrosoft',
  'Tier',
  'How',
  'View',
  'DatasetDate',
] as const;

type RoleNamed = Pick<Role, 'displayName' | 'templateId' | 'datasetDate'>;

/** The rows as CSV, in the page's order. */
export function rolePermissionsCsv(role: RoleNamed, rows: readonly RolePermissionRow[], view: PermissionView): string {
  const label = viewLabel(view);
  return csvText([
    ROLE_PERMISSIONS_CSV_COLUMNS,
    ...rows.map((row) => [
      role.displayName,
      role.templateId,
      row.action,
      row.condition ?? '',
      row.description,
      yesNo(row.privileged),
      row.tier === null ? '' : String(row.tier),
      provenanceText(row.how, row.key),
      label,
      role.datasetDate ?? '',
    ]),
  ]);
}

/** '{slug}-permissions-{view}.csv', with '-filtered' when the page's filters narrowed the rows. */
export function rolePermissionsCsvName(role: Pick<Role, 'slug'>, view: PermissionView, filtered: boolean): string {
  return `${role.slug || 'role'}-permissions-${viewFileWord(view)}${filtered ? '-filtered' : ''}.csv`;
}
