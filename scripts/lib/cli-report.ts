// Turns an engine result into the CLI's JSON object and its plain-text report.
import { pairStats, subsetRelations, type AnalysisResult } from '../../workers/engine/analyze';
import { viewLabel } from '../../workers/engine/catalog';
import type { Role } from '../../src/data/role-model';

export interface CliJson {
  view: string;
  datasetDate: string;
  roles: { templateId: string; name: string; slug: string; permissionCount: number }[];
  union: string[];
  intersection: string[];
  /**
   * `noPermissions` is true when either role of the pair lists no permissions in the view: `percent` is then 0 by
   * arithmetic (0/0 when both are empty), not a finding.
   */
  overlap: { a: string; b: string; shared: number; total: number; percent: number; noPermissions: boolean }[];
  /** `trivial` is true when the subset lists no permissions in the view: an empty set is contained in every role. */
  subsets: { subset: string; superset: string; trivial: boolean }[];
  minimalSet: string[];
  minimalSetProven: boolean;
  /** Names of the selected roles that list no permissions in the view (they add nothing to the coverage). */
  emptyRoles: string[];
}

export function toCliJson(result: AnalysisResult, roles: Role[], datasetDate: string): CliJson {
  const n = result.roles.length;
  const slugOf = new Map(roles.map((r) => [r.templateId, r.slug]));
  const overlap: CliJson['overlap'] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const pair = pairStats(result, i, j);
      overlap.push({
        a: result.roles[i].templateId,
        b: result.roles[j].templateId,
        shared: pair.shared,
        total: pair.union,
        percent: pair.percent,
        noPermissions: pair.emptyInPair > 0,
      });
    }
  }
  return {
    view: viewLabel(result.view),
    datasetDate,
    roles: result.roles.map((r) => ({
      templateId: r.templateId,
      name: r.name,
      slug: slugOf.get(r.templateId) ?? '',
      permissionCount: r.permissionCount,
    })),
    union: result.actions,
    intersection: result.actions.filter((_, p) => result.isCommon[p] === 1),
    overlap,
    subsets: subsetRelations(result).map((s) => ({
      subset: s.subsetName,
      superset: s.supersetName,
      trivial: s.trivial,
    })),
    minimalSet: result.minimalSetNames,
    minimalSetProven: result.minimalSetProven,
    emptyRoles: result.emptyRoles.map((i) => result.roles[i].name),
  };
}

/** One overlap line: the percent and counts, or "no permissions" when either role lists none (never 0% or 100%). */
function overlapLine(o: CliJson['overlap'][number], nameA: string, nameB: string, empty: Set<string>): string {
  const pair = `${nameA} × ${nameB}`;
  if (!o.noPermissions) return `  ${pair}: ${o.percent}% (${o.shared} shared of ${o.total} unique permissions)`;
  if (o.total === 0) return `  ${pair}: no permissions (neither role lists any in this dataset)`;
  return `  ${pair}: no permissions (${empty.has(nameA) ? nameA : nameB} lists none in this dataset)`;
}

/** One subset line; an empty subset is said to be trivially contained, since an empty set is in every role. */
function subsetLine(s: CliJson['subsets'][number]): string {
  return s.trivial
    ? `  ${s.subset} lists no permissions in this dataset, so it is trivially contained in ${s.superset}`
    : `  ${s.subset} is completely contained in ${s.superset}`;
}

export function toTextReport(report: CliJson): string {
  const byId = new Map(report.roles.map((r) => [r.templateId, r.name]));
  const empty = new Set(report.emptyRoles);
  const lines = [
    `RolePrism comparison (${report.view} view, dataset ${report.datasetDate})`,
    '',
    'Roles:',
    ...report.roles.map((r) =>
      r.permissionCount === 0
        ? `  ${r.name} (lists no permissions in this dataset)`
        : `  ${r.name} (${r.permissionCount} permissions)`,
    ),
    '',
    `Union: ${report.union.length} permissions`,
    `Common to all: ${report.intersection.length} permissions`,
    '',
    'Overlap (shared / union of the pair):',
    ...report.overlap.map((o) => overlapLine(o, byId.get(o.a) ?? o.a, byId.get(o.b) ?? o.b, empty)),
    '',
    'Subsets:',
    ...(report.subsets.length ? report.subsets.map(subsetLine) : ['  No subset relationships found.']),
    '',
    `Minimal role set (${report.minimalSetProven ? 'proven minimal' : 'greedy estimate, not proven minimal'}): ${report.minimalSet.join(', ') || '(none)'}`,
    ...report.emptyRoles.map(
      (name) => `  ${name} lists no permissions in this dataset, so it adds nothing to the coverage`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
