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
  overlap: { a: string; b: string; shared: number; total: number; percent: number }[];
  subsets: { subset: string; superset: string }[];
  minimalSet: string[];
  minimalSetProven: boolean;
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
    subsets: subsetRelations(result).map((s) => ({ subset: s.subsetName, superset: s.supersetName })),
    minimalSet: result.minimalSetNames,
    minimalSetProven: result.minimalSetProven,
  };
}

export function toTextReport(report: CliJson): string {
  const byId = new Map(report.roles.map((r) => [r.templateId, r.name]));
  const lines = [
    `RolePrism comparison (${report.view} view, dataset ${report.datasetDate})`,
    '',
    'Roles:',
    ...report.roles.map((r) => `  ${r.name} (${r.permissionCount} permissions)`),
    '',
    `Union: ${report.union.length} permissions`,
    `Common to all: ${report.intersection.length} permissions`,
    '',
    'Overlap (shared / union of the pair):',
    ...report.overlap.map(
      (o) =>
        `  ${byId.get(o.a)} × ${byId.get(o.b)}: ${o.percent}% (${o.shared} shared of ${o.total} unique permissions)`,
    ),
    '',
    'Subsets:',
    ...(report.subsets.length
      ? report.subsets.map((s) => `  ${s.subset} is completely contained in ${s.superset}`)
      : ['  No subset relationships found.']),
    '',
    `Minimal role set (${report.minimalSetProven ? 'proven minimal' : 'greedy estimate, not proven minimal'}): ${report.minimalSet.join(', ') || '(none)'}`,
  ];
  return `${lines.join('\n')}\n`;
}
