// The Markdown body of the data-refresh pull request: what changed between two snapshots of the role history,
// from the same history diff as `npm run analyze -- --changes`, with its text report attached.
import type { HistoryDiff, RoleChange } from '../../workers/engine/history-diff';
import { permissionKey } from '../../workers/engine/permission-grammar';
import { toChangesTextReport } from './changes-report';

export interface RefreshSummaryOptions {
  /** The outcome of the test command on the new data: GitHub's steps.<id>.outcome. */
  tests?: 'success' | 'failure' | 'skipped' | 'cancelled';
  /** The workflow run, linked when the tests failed. */
  runUrl?: string;
  /** GitHub refuses a pull request body over 65,536 characters. */
  maxChars?: number;
}

/** Role names come from Graph: shown as text, never as Markdown or HTML. */
const text = (s: string) =>
  s
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const label = (privileged: boolean) => (privileged ? 'privileged' : 'not privileged');

function roleLines(c: RoleChange): string[] {
  const lines = [`#### ${text(c.name)}`, ''];
  if (c.renamedFrom !== undefined) lines.push(`- renamed from ${text(c.renamedFrom)}`);
  if (c.privileged) lines.push(`- Microsoft's label: ${label(c.privileged.from)} → **${label(c.privileged.to)}**`);
  if (c.descriptionChanged) lines.push('- description changed');
  if (c.inheritance) lines.push('- the roles it inherits from changed');
  lines.push(...c.added.map((g) => `- gained ${code(permissionKey(g.action, g.condition))}`));
  lines.push(...c.removed.map((g) => `- lost ${code(permissionKey(g.action, g.condition))}`));
  return [...lines, ''];
}

function listSection(title: string, items: string[]): string[] {
  return items.length === 0 ? [] : [`### ${title} (${items.length})`, '', ...items, ''];
}

function headline(diff: HistoryDiff): string {
  const gained = diff.roleChanges.reduce((n, c) => n + c.added.length, 0);
  const lost = diff.roleChanges.reduce((n, c) => n + c.removed.length, 0);
  const flags = diff.roleChanges.filter((c) => c.privileged).length;
  return (
    `**${plural(diff.rolesAdded.length, 'role')} added, ${diff.rolesRemoved.length} removed, ` +
    `${diff.roleChanges.length} changed**: ${plural(gained, 'permission')} gained and ${lost} lost by existing roles, ` +
    `${plural(flags, 'privileged-label change')}.`
  );
}

function testsLine(options: RefreshSummaryOptions): string[] {
  if (options.tests === undefined) return [];
  if (options.tests === 'success') return ['The test command (`npm test`) passed on the new data.', ''];
  const run = options.runUrl ? ` See the [workflow run](${options.runUrl}).` : '';
  return [`**The test command (\`npm test\`) did not pass on the new data (${options.tests}).**${run}`, ''];
}

/** A fenced block that no backtick run inside `body` can close. */
function fenced(body: string): string {
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${body.trimEnd()}\n${fence}`;
}

/** The pull request body for the refresh from snapshot `diff.from` to `diff.to`. */
export function refreshSummaryMarkdown(diff: HistoryDiff, options: RefreshSummaryOptions = {}): string {
  const maxChars = options.maxChars ?? 60_000;
  const command = `npm run analyze -- --changes --from ${diff.from} --to ${diff.to}`;
  const head = [
    `## Built-in role definitions: ${diff.from} → ${diff.to}`,
    '',
    `What changed in Microsoft Graph's built-in directory role definitions (\`GET /beta/roleManagement/directory/roleDefinitions\`) from snapshot ${diff.from} to snapshot ${diff.to} of the role history (\`${command}\`):`,
    '',
    headline(diff),
    '',
    ...testsLine(options),
  ];
  const renamed = diff.roleChanges.filter((c) => c.renamedFrom !== undefined);
  const flagged = diff.roleChanges.filter((c) => c.privileged);
  const lists = [
    ...listSection(
      'Roles added',
      diff.rolesAdded.map((r) => `- ${text(r.name)} (${code(r.templateId)})`),
    ),
    ...listSection(
      'Roles removed',
      diff.rolesRemoved.map((r) => `- ${text(r.name)} (${code(r.templateId)}), last seen ${r.lastSeen}`),
    ),
    ...listSection(
      'Roles renamed',
      renamed.map((c) => `- ${text(c.renamedFrom!)} → ${text(c.name)}`),
    ),
    ...listSection(
      "Microsoft's privileged label changed",
      flagged.map((c) => `- ${text(c.name)}: ${label(c.privileged!.from)} → **${label(c.privileged!.to)}**`),
    ),
  ];
  const perRole = diff.roleChanges.map(roleLines);
  const details = [
    '<details><summary>The change log as text</summary>',
    '',
    fenced(toChangesTextReport(diff)),
    '',
    '</details>',
  ];
  const footer = [
    '',
    'Dates are snapshot dates: the week a change was first seen in the export, not the day Microsoft made it.',
  ];

  const assemble = (roles: string[][], withDetails: boolean, cut = 0) =>
    [
      ...head,
      ...lists,
      ...(roles.length > 0 ? [`### Permissions and labels per role (${diff.roleChanges.length})`, ''] : []),
      ...roles.flat(),
      ...(cut > 0 ? [`… and ${plural(cut, 'more role')}: run \`${command}\` for the full list.`, ''] : []),
      ...(withDetails ? details : []),
      ...footer,
    ].join('\n') + '\n';

  let body = assemble(perRole, true);
  if (body.length <= maxChars) return body;
  // Too long for one pull request body: drop the text copy first, then the roles at the end of the list.
  for (let keep = perRole.length; keep >= 0; keep--) {
    body = assemble(perRole.slice(0, keep), false, perRole.length - keep);
    if (body.length <= maxChars) return body;
  }
  return body.slice(0, maxChars);
}
