// Turns a least-privilege answer into the CLI's JSON object and its plain-text report (npm run analyze -- --need ...).
import { viewLabel } from '../../workers/engine/catalog';
import type { LeastPrivilegeAnswer, RoleFit } from '../../workers/engine/least-privilege';
import type { Role } from '../../src/data/role-model';
import { plural } from '../../workers/engine/plural';

type FitJson = RoleFit & { slug: string };

export interface NeedJson {
  view: string;
  datasetDate: string;
  need: string[];
  unknown: string[];
  singleRoles: FitJson[];
  combination: FitJson[];
  combinationProven: boolean;
  combinationMethod: LeastPrivilegeAnswer['combinationMethod'];
  uncoverable: string[];
}

export function toNeedJson(answer: LeastPrivilegeAnswer, roles: Role[], datasetDate: string): NeedJson {
  const slugOf = new Map(roles.map((r) => [r.templateId, r.slug]));
  const withSlug = (fit: RoleFit): FitJson => ({ ...fit, slug: slugOf.get(fit.templateId) ?? '' });
  return {
    view: viewLabel(answer.view),
    datasetDate,
    need: answer.need,
    unknown: answer.unknown,
    singleRoles: answer.singleRoles.map(withSlug),
    combination: answer.combination.map(withSlug),
    combinationProven: answer.combinationProven,
    combinationMethod: answer.combinationMethod,
    uncoverable: answer.uncoverable,
  };
}

function privilegeText(fit: RoleFit): string {
  const parts = [
    fit.privileged ? 'privileged (Microsoft)' : 'not privileged (Microsoft)',
    fit.tier === null ? 'unclassified tier' : `Tier ${fit.tier}`,
  ];
  return parts.join(', ');
}

function fitLine(fit: RoleFit, position: number, needCount: number, combination: boolean): string {
  const covers = combination ? `covers ${fit.permissionCount - fit.extra} of ${needCount} needed, ` : '';
  return `  ${position}. ${fit.name}: ${covers}${fit.extra} beyond the need (${fit.permissionCount} permissions), ${privilegeText(fit)}`;
}

export function toNeedTextReport(report: NeedJson): string {
  const n = report.need.length;
  const lines = [
    `RolePrism least-privilege answer (${report.view} view, dataset ${report.datasetDate})`,
    '',
    `Need (${plural(n, 'permission')}):`,
  ];
  lines.push(...report.need.map((k) => `  ${k}`), '');
  if (report.singleRoles.length > 0) {
    lines.push(`Single roles that grant ${n === 1 ? 'it' : 'all of them'}, best first (${report.singleRoles.length}):`);
    lines.push(...report.singleRoles.map((fit, i) => fitLine(fit, i + 1, n, false)));
  } else {
    const label = report.combinationProven ? 'proven minimal' : 'greedy estimate, not proven minimal';
    lines.push(
      `No single role grants all of them. Smallest combination (${label}): ${report.combination.length} roles`,
    );
    lines.push(...report.combination.map((fit, i) => fitLine(fit, i + 1, n, true)));
  }
  if (report.uncoverable.length > 0)
    lines.push('', `No role grants these in this view: ${report.uncoverable.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
