// The permissions list as CSV: each action with Microsoft's description and privileged label, the EntraOps tier and
// the conditions roles grant it under, as /permissions lists them.
import { csvText, yesNo } from '@engine/csv';
import type { PermissionEntry } from './permission-index';

export const PERMISSIONS_CSV_COLUMNS = [
  'Action',
  'Namespace',
  'Description',
  'PrivilegedMicrosoft',
  'Tier',
  'GrantedUnder',
  'DatasetDate',
] as const;

/** How roles grant an action: 'No condition', its conditions, or both ('No condition; $ResourceIsSelf'). */
function grantedUnder(entry: PermissionEntry): string {
  return [...(entry.unconditioned ? ['No condition'] : []), ...entry.conditions].join('; ');
}

/** The entries as CSV, in the page's order. */
export function permissionsCsv(entries: readonly PermissionEntry[], datasetDate: string): string {
  return csvText([
    PERMISSIONS_CSV_COLUMNS,
    ...entries.map((entry) => [
      entry.action,
      entry.namespace,
      entry.description,
      yesNo(entry.privileged),
      entry.tier === null ? '' : String(entry.tier),
      grantedUnder(entry),
      datasetDate,
    ]),
  ]);
}

/** 'permissions.csv', or 'permissions-filtered.csv' when the page's filters narrowed the list. */
export function permissionsCsvName(filtered: boolean): string {
  return filtered ? 'permissions-filtered.csv' : 'permissions.csv';
}
