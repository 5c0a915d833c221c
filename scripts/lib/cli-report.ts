// Turns an engine result into the CLI's JSON object (built in workers/engine/report-json.ts, shared with the app's
// "Export JSON") and its plain-text report.
import { toCliJson, type CliJson } from '../../workers/engine/report-json';

export { toCliJson, type CliJson };

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
