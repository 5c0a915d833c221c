// The CLI's --report: one role (a custom role of --roles-file, or a built-in) against the built-in roles, as text or JSON.
import { viewLabel, type PermissionView } from '../../workers/engine/catalog';
import type { BuiltInFit, CustomRoleReport, SimilarBuiltInRole } from '../../workers/engine/custom-role-report';
import type { RoleEngine } from '../../workers/engine/engine';
import { actionOfKey } from '../../workers/engine/permission-grammar';
import type { Permission, Role } from '../../src/data/role-model';

type WithSlug<T> = T & { slug: string };

/** A permission of the reported role with the dataset's labels (none for an action no built-in role lists). */
export interface ReportPermissionJson {
  key: string;
  description: string | null;
  privileged: boolean;
  tier: number | null;
}

export interface RoleReportJson {
  view: string;
  datasetDate: string;
  role: { templateId: string; name: string; slug: string; custom: boolean };
  permissionCount: number;
  permissions: ReportPermissionJson[];
  privilegedPermissions: string[];
  notInAnyBuiltIn: string[];
  similar: WithSlug<SimilarBuiltInRole>[];
  replacements: WithSlug<BuiltInFit>[];
  combination: WithSlug<BuiltInFit>[];
  combinationProven: boolean;
  combinationMethod: CustomRoleReport['combinationMethod'];
}

/** The dataset's labels of every action, as the first built-in role listing it has them. */
function actionLabels(roles: readonly Role[]): Map<string, Permission> {
  const labels = new Map<string, Permission>();
  for (const role of roles)
    if (role.builtIn) for (const p of role.permissions) if (!labels.has(p.action)) labels.set(p.action, p);
  return labels;
}

/** Actions the dataset labels privileged: what the engine counts privileged members and extras by. */
export function privilegedActions(roles: readonly Role[]): string[] {
  return [...actionLabels(roles).values()].filter((p) => p.privileged).map((p) => p.action);
}

/** Asks the engine for the report of `role` and adds slugs and the dataset's labels of its permissions. */
export function roleReportJson(
  engine: RoleEngine,
  role: Role,
  roles: Role[],
  view: PermissionView,
  datasetDate: string,
): RoleReportJson {
  const report = engine.customRoleReport(role.templateId, view, privilegedActions(roles))!;
  const labels = actionLabels(roles);
  const slugOf = new Map(roles.map((r) => [r.templateId, r.slug]));
  const withSlug = <T extends { templateId: string }>(item: T): WithSlug<T> => ({
    ...item,
    slug: slugOf.get(item.templateId) ?? '',
  });
  return {
    view: viewLabel(report.view),
    datasetDate,
    role: { templateId: role.templateId, name: role.displayName, slug: role.slug, custom: !role.builtIn },
    permissionCount: report.keys.length,
    permissions: report.keys.map((key) => {
      const label = labels.get(actionOfKey(key));
      return {
        key,
        description: label && label.description !== label.action ? label.description : null,
        privileged: label?.privileged ?? false,
        tier: label?.tier ?? null,
      };
    }),
    privilegedPermissions: report.privilegedKeys,
    notInAnyBuiltIn: report.notInAnyBuiltIn,
    similar: report.similar.map(withSlug),
    replacements: report.replacements.map(withSlug),
    combination: report.combination.map(withSlug),
    combinationProven: report.combinationProven,
    combinationMethod: report.combinationMethod,
  };
}

function privilegeText(fit: BuiltInFit): string {
  const flag = fit.privileged ? 'privileged (Microsoft)' : 'not privileged (Microsoft)';
  return `${flag}, ${fit.tier === null ? 'unclassified tier' : `Tier ${fit.tier}`}`;
}

function fitLine(fit: BuiltInFit, position: number, total: number, combination: boolean): string {
  const covers = combination ? `holds ${fit.covers} of its ${total}, ` : '';
  return `  ${position}. ${fit.name}: ${covers}${fit.extra} extra (${fit.privilegedExtra} privileged) of ${fit.permissionCount} permissions, ${privilegeText(fit)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function coverLines(report: RoleReportJson): string[] {
  const n = report.permissionCount;
  if (n === 0) return [`${report.role.name} lists no permissions in this view: every role holds all of it.`];
  if (report.replacements.length > 0)
    return [
      `Built-in roles that hold all of it, fewest extra permissions first (${report.replacements.length}):`,
      ...report.replacements.map((fit, i) => fitLine(fit, i + 1, n, false)),
    ];
  if (report.combination.length === 0) return ['No built-in role holds any of it.'];
  const label = report.combinationProven ? 'proven minimal' : 'greedy estimate, not proven minimal';
  const reach = report.notInAnyBuiltIn.length
    ? ` of all but the ${plural(report.notInAnyBuiltIn.length, 'permission')} in no built-in role`
    : '';
  return [
    `No single built-in role holds all of it. Smallest combination${reach} (${label}): ${plural(report.combination.length, 'role')}`,
    ...report.combination.map((fit, i) => fitLine(fit, i + 1, n, true)),
  ];
}

/** The plain-text report. */
export function toRoleReportText(report: RoleReportJson): string {
  const { role } = report;
  const kind = role.custom ? 'custom role from the roles file' : 'built-in role';
  const tierOf = new Map(report.permissions.map((p) => [p.key, p.tier]));
  const lines = [
    `RolePrism report on ${role.name} (${kind}; ${report.view} view, dataset ${report.datasetDate})`,
    `Template id: ${role.templateId}`,
    `${plural(report.permissionCount, 'permission')}, ${report.privilegedPermissions.length} privileged`,
    '',
    `Privileged permissions (${report.privilegedPermissions.length}):`,
    ...(report.privilegedPermissions.length
      ? report.privilegedPermissions.map((key) => {
          const tier = tierOf.get(key);
          return `  ${key} (${tier === null || tier === undefined ? 'unclassified tier' : `Tier ${tier}`})`;
        })
      : ['  None.']),
    '',
    `Not in any built-in role (${report.notInAnyBuiltIn.length}):`,
    ...(report.notInAnyBuiltIn.length ? report.notInAnyBuiltIn.map((key) => `  ${key}`) : ['  None.']),
    '',
    'Most similar built-in roles (shared / union of the pair):',
    ...(report.similar.length
      ? report.similar.map(
          (s, i) =>
            `  ${i + 1}. ${s.name}: ${s.percent}% (${s.shared} shared of ${s.union} unique permissions; it has ${s.permissionCount})`,
        )
      : ['  None shares a permission with it.']),
    '',
    ...coverLines(report),
    '',
    `Extra: permissions the built-in role grants that ${role.name} does not; privileged: those Microsoft labels privileged.`,
  ];
  return `${lines.join('\n')}\n`;
}
