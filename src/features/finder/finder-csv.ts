// A least-privilege answer as CSV, for the record of why a role was chosen: what was needed, then the roles the finder
// names, ranked as the page ranks them. Each row says which it is; the view and the dataset date ride on every row.
import { csvText, yesNo } from '@engine/csv';
import { viewFileWord, viewLabel } from '@engine/catalog';
import type { LeastPrivilegeAnswer, RoleFit } from '@engine/least-privilege';

export const FINDER_CSV_COLUMNS = [
  'Row',
  'Rank',
  'Role',
  'TemplateId',
  'Permission',
  'CoversNeeded',
  'BeyondNeed',
  'PermissionsInAll',
  'PrivilegedMicrosoft',
  'Tier',
  'View',
  'DatasetDate',
] as const;

type FinderCsvColumn = (typeof FINDER_CSV_COLUMNS)[number];

/** What a row is: the need's own rows first, then the roles. */
export const FINDER_ROW = {
  needed: 'Needed permission',
  unknown: 'Not in the dataset',
  uncoverable: 'Granted by no role in this view',
  single: 'Single role',
  provenCombination: 'Smallest combination (proven minimal)',
  estimatedCombination: 'Smallest combination (greedy estimate, not proven minimal)',
} as const;

/** The answer as CSV: the needed permissions, the strings not in the dataset, those no role grants, then the roles. */
export function finderCsv(answer: LeastPrivilegeAnswer, datasetDate: string): string {
  const view = viewLabel(answer.view);
  const needCount = answer.need.length;
  // Each row names the cells it fills; the rest stay empty.
  const cells = (filled: Partial<Record<FinderCsvColumn, string>>) =>
    FINDER_CSV_COLUMNS.map((column) => filled[column] ?? '');
  const permissionRow = (row: string, permission: string) =>
    cells({ Row: row, Permission: permission, View: view, DatasetDate: datasetDate });
  const roleRow = (row: string, fit: RoleFit, rank: number) =>
    cells({
      Row: row,
      Rank: String(rank),
      Role: fit.name,
      TemplateId: fit.templateId,
      CoversNeeded: `${fit.permissionCount - fit.extra} of ${needCount}`,
      BeyondNeed: String(fit.extra),
      PermissionsInAll: String(fit.permissionCount),
      PrivilegedMicrosoft: yesNo(fit.privileged),
      Tier: fit.tier === null ? '' : String(fit.tier),
      View: view,
      DatasetDate: datasetDate,
    });
  const single = answer.singleRoles.length > 0;
  const combinationRow = answer.combinationProven ? FINDER_ROW.provenCombination : FINDER_ROW.estimatedCombination;
  return csvText([
    FINDER_CSV_COLUMNS,
    ...answer.need.map((key) => permissionRow(FINDER_ROW.needed, key)),
    ...answer.unknown.map((text) => permissionRow(FINDER_ROW.unknown, text)),
    ...answer.uncoverable.map((key) => permissionRow(FINDER_ROW.uncoverable, key)),
    ...(single
      ? answer.singleRoles.map((fit, i) => roleRow(FINDER_ROW.single, fit, i + 1))
      : answer.combination.map((fit, i) => roleRow(combinationRow, fit, i + 1))),
  ]);
}

/** 'least-privilege-{view}.csv'. */
export function finderCsvName(answer: Pick<LeastPrivilegeAnswer, 'view'>): string {
  return `least-privilege-${viewFileWord(answer.view)}.csv`;
}
