// The CLI's --takeover: one role's takeover facts (the engine's roleTakeover) as JSON or as text, each with its source.
import type { FactSource, MatrixReach, RoleTakeover } from '../../workers/engine/takeover/role-takeover';
import type { RoleRef } from '../../workers/engine/takeover/role-graph';

/** The CLI's JSON of --takeover: the dataset's date and the engine's answer as it is. */
export function takeoverJson(answer: RoleTakeover, datasetDate: string) {
  return { datasetDate, ...answer };
}

const cited = (source: FactSource) => `${source.title}, ${source.date}`;
const names = (roles: readonly (RoleRef & { footnote?: boolean })[]) =>
  roles.length
    ? roles.map((r) => `${r.name}${r.footnote ? '*' : ''}${r.builtIn ? '' : ' (custom)'}`).join(', ')
    : 'none';
const yesNo = (grants: boolean, actions: string[]) => (grants ? `yes (${actions.join(', ')})` : 'no');

function reachLines(title: string, reach: MatrixReach): string[] {
  const lines = [`${title} (${cited(reach.source)}):`, `  ${reach.statement}`];
  if (reach.basis === 'matrix-column') {
    lines.push(`  Holders of: ${names(reach.roles)}`);
    if (reach.otherRows.length) lines.push(`  Also: ${reach.otherRows.map((r) => r.label).join('; ')}`);
  }
  return lines;
}

export function toTakeoverTextReport(answer: RoleTakeover, datasetDate: string): string {
  const { role, takenOverBy: by } = answer;
  const containment = cited(answer.assign.source);
  const reach = answer.reachesGlobalAdministrator;
  const lines = [
    `RolePrism takeover: ${role.name}${role.builtIn ? '' : ' (custom role)'} (dataset ${datasetDate})`,
    '',
    ...reachLines('Can reset the passwords of', answer.canReset),
    ...reachLines('Can perform sensitive actions on', answer.canPerformSensitiveActions),
    '',
    `By its permissions (${containment}):`,
    `  Can assign any role: ${yesNo(answer.assign.grants, answer.assign.actions)}`,
    `  Can add credentials to service principals: ${yesNo(answer.appCredentials.grants, answer.appCredentials.actions)}`,
    `  Can join role-assignable groups: ${yesNo(answer.joinGroup.grants, answer.joinGroup.actions)}`,
    '',
    `Attack paths it opens (${cited(answer.attackPaths.source)}):`,
    ...(answer.attackPaths.paths.length
      ? answer.attackPaths.paths.map(
          (p) => `  ${p.severity}, ${p.targetTier}: ${p.name} (${p.id}), through ${p.actions.join(', ')}`,
        )
      : ['  None.']),
    '',
    `Who can take over its holders (${by.sources.map(cited).join('; ')}):`,
    `  Reset their passwords (row "${by.row.label}"): ${names(by.reset)}`,
    `  Reset every user's password: ${names(by.resetEveryUser)}`,
    `  Perform sensitive actions on them: ${names(by.sensitiveActions)}`,
    `  Assign any role: ${names(by.assign)}`,
    `  When a holder is a service principal (add credentials): ${names(by.appCredentials)}`,
    `  When a holder is a role-assignable group (join it): ${names(by.joinGroup)}`,
    '',
    reach.steps === null
      ? 'Steps to Global Administrator: none by the role graph.'
      : `Steps to Global Administrator: ${reach.steps}${reach.chain.length ? ` (${reach.chain.map((e) => e.kind).join(', then ')})` : ' (it is Global Administrator)'}`,
  ];
  const marked = [answer.canReset, answer.canPerformSensitiveActions].some((r) => r.roles.some((x) => x.footnote));
  if (marked || [...by.reset, ...by.sensitiveActions].some((r) => r.footnote))
    lines.push("  (* carries the footnote mark of Microsoft's table)");
  return `${lines.join('\n')}\n`;
}
