// The comparison as CSV (spec section 3: role-comparison.csv), safe to open in a spreadsheet.
import { holdersOf, type AnalysisResult } from './analyze';
import { viewLabel } from './catalog';

export const CSV_FILE_NAME = 'role-comparison.csv';
export const CSV_COLUMNS = ['Action', 'InRoles', 'IsCommon', 'UniqueTo', 'View', 'DatasetDate'] as const;

/** Text a spreadsheet would run as a formula (leading =, +, -, @, tab, CR, LF) behind a `'`, so it stays text. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/** Quotes a field, and neutralises text a spreadsheet would run as a formula (see neutraliseFormula). */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A flag as every CSV of the app writes it. */
export function yesNo(flag: boolean): 'Yes' | 'No' {
  return flag ? 'Yes' : 'No';
}

/** Rows of fields as a CSV file: every field through csvField, rows ending in CRLF (RFC 4180), the last one too. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The Action cell of the row that names a selected role listing no permissions (it is in no permission's row). */
export const NO_PERMISSIONS_ACTION = '(no permissions)';

/**
 * One row per permission of the union; then one row per selected role that lists no permissions in the view
 * (Action "(no permissions)", InRoles the role), so the file names every selected role and no empty role reads as
 * a finding. The view and the dataset date ride on every row.
 */
export function comparisonCsv(result: AnalysisResult, datasetDate: string): string {
  const view = viewLabel(result.view);
  const rows: string[][] = result.actions.map((action, p) => {
    const unique = result.uniqueTo[p];
    return [
      action,
      Array.from(holdersOf(result, p), (r) => result.roles[r].name).join('; '),
      yesNo(result.isCommon[p] !== 0),
      unique >= 0 ? result.roles[unique].name : '',
      view,
      datasetDate,
    ];
  });
  for (const r of result.emptyRoles)
    rows.push([NO_PERMISSIONS_ACTION, result.roles[r].name, 'No', '', view, datasetDate]);
  return csvText([CSV_COLUMNS, ...rows]);
}
