// What every export of a comparison states (view, dataset or snapshot date, generation time, custom roles) and the
// per-tab facts the XLSX and Markdown exports share, read from one engine result. Pure: runs in Node and the browser.
import { holdersOf, pairStats, subsetRelations, type AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import { CSV_FILE_NAME } from '@engine/csv';
import { toCliJson, type CliJson, type SluggedRole } from '@engine/report-json';
import type { AsOfDate } from './as-of';

/** The facts every export states beside the analysis. */
export interface ExportMeta {
  /** The dataset the roles come from: today's dataset date, or the as-of snapshot's date. */
  datasetDate: string;
  /** Set: the roles are those of this snapshot (from the role history), not today's. */
  asOf?: AsOfDate;
  /** When the export was made (ISO 8601, UTC). */
  generatedAt: string;
  /** The names of the selected custom roles (imported in this browser); absent or empty: built-in roles only. */
  customRoles?: readonly string[];
}

/** What every export says of custom roles: none, or which imported roles the selection includes. */
export function customRolesText(names: readonly string[] = []): string {
  return names.length === 0
    ? 'none (built-in roles only)'
    : `${names.length} included, imported in this browser and not part of Microsoft's dataset: ${names.join(', ')}`;
}

/** "2026-11-23 19:40 UTC" from an ISO time. */
export function generatedText(generatedAt: string): string {
  return `${generatedAt.slice(0, 10)} ${generatedAt.slice(11, 16)} UTC`;
}

/** "Dataset of 2026-05-04 (Microsoft Graph export)", or the as-of snapshot it used. */
export function datasetText(meta: ExportMeta): string {
  return meta.asOf
    ? `Roles as of ${meta.asOf.date}: snapshot of ${meta.asOf.snapshot} (Microsoft Graph export)`
    : `Dataset of ${meta.datasetDate} (Microsoft Graph export)`;
}

/** The lines every export carries: selection, view, dataset or snapshot, generation time, custom roles. */
export function statementLines(result: AnalysisResult, meta: ExportMeta): [string, string][] {
  return [
    ['Selection', result.roles.map((r) => r.name).join(', ')],
    ['View', viewLabel(result.view)],
    [meta.asOf ? 'Snapshot' : 'Dataset', datasetText(meta)],
    ['Generated', generatedText(meta.generatedAt)],
    ['Custom roles', customRolesText(meta.customRoles)],
  ];
}

/** A file name of the export: role-comparison.xlsx, or role-comparison-as-of-2024-03-04.md for a snapshot. */
export function exportFileName(extension: 'xlsx' | 'json' | 'md', asOf: AsOfDate | undefined): string {
  const base = CSV_FILE_NAME.replace(/\.csv$/, '');
  return asOf ? `${base}-as-of-${asOf.snapshot}.${extension}` : `${base}.${extension}`;
}

/** The Summary tab's figures, labelled as every export states them. */
export function summaryFigures(result: AnalysisResult): [label: string, count: number][] {
  return [
    ['Roles compared', result.roles.length],
    ['Total unique permissions (union)', result.unionCount],
    ['Common to all roles', result.intersectionCount],
    ['Minimal role set', result.minimalSet.length],
  ];
}

/** One row of the Summary tab. */
export interface SummaryRow {
  name: string;
  permissions: number;
  onlyInThisRole: number;
  containedIn: number;
}

export function summaryRows(result: AnalysisResult): SummaryRow[] {
  const unique = new Array<number>(result.roles.length).fill(0);
  for (const owner of result.uniqueTo) if (owner >= 0) unique[owner]++;
  const containedIn = new Array<number>(result.roles.length).fill(0);
  for (let k = 0; k < result.subsetPairs.length; k += 2) containedIn[result.subsetPairs[k]]++;
  return result.roles.map((r, i) => ({
    name: r.name,
    permissions: r.permissionCount,
    onlyInThisRole: unique[i],
    containedIn: containedIn[i],
  }));
}

/** The overlap matrix: percent[i][j] (shared / union of the pair), or null when a role of the pair lists none. */
export function matrixPercents(result: AnalysisResult): (number | null)[][] {
  const n = result.roles.length;
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => {
      const pair = pairStats(result, i, j);
      return pair.emptyInPair > 0 ? null : pair.percent;
    }),
  );
}

export const commonActions = (result: AnalysisResult): string[] =>
  result.actions.filter((_, p) => result.isCommon[p] === 1);

/** Every permission of the union with the roles that hold it. */
export function allActions(result: AnalysisResult): { action: string; roles: string[]; common: boolean }[] {
  return result.actions.map((action, p) => ({
    action,
    roles: Array.from(holdersOf(result, p), (r) => result.roles[r].name),
    common: result.isCommon[p] === 1,
  }));
}

/** Per role, the permissions only it holds (roles without any are listed with an empty list). */
export function uniqueByRole(result: AnalysisResult): { role: string; actions: string[] }[] {
  const lists = result.roles.map(() => [] as string[]);
  result.actions.forEach((action, p) => {
    const owner = result.uniqueTo[p];
    if (owner >= 0) lists[owner].push(action);
  });
  return result.roles.map((r, i) => ({ role: r.name, actions: lists[i] }));
}

/** Subset relations as sentences' parts. */
export function subsets(result: AnalysisResult): { subset: string; superset: string; trivial: boolean }[] {
  return subsetRelations(result).map((s) => ({ subset: s.subsetName, superset: s.supersetName, trivial: s.trivial }));
}

/** How sure the minimal set is, in the words of the Redundancy tab. */
export function minimalSetMethod(result: AnalysisResult): string {
  if (result.minimalSetProven && result.minimalSetMethod === 'exact') return 'Proven minimal (exact search)';
  if (result.minimalSetMethod === 'bounded-search')
    return 'Best found by a bounded search (smaller than greedy), not proven minimal';
  return 'Greedy estimate, not proven minimal';
}

/** The names of the selected roles that list no permissions in the view. */
export const emptyRoles = (result: AnalysisResult): string[] => result.emptyRoles.map((i) => result.roles[i].name);

/** The JSON export: the CLI's `--json` object, then whether custom roles are included, when it was made, and the as-of date. */
export type ComparisonJson = CliJson & { customRoles: boolean; generatedAt: string; asOf?: string };

export function comparisonJson(
  result: AnalysisResult,
  roles: readonly SluggedRole[],
  meta: ExportMeta,
): ComparisonJson {
  return {
    ...toCliJson(result, roles, meta.datasetDate),
    customRoles: (meta.customRoles?.length ?? 0) > 0,
    generatedAt: meta.generatedAt,
    ...(meta.asOf ? { asOf: meta.asOf.date } : {}),
  };
}
