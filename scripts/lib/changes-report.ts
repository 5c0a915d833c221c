// Turns a history diff into the CLI's JSON object and its plain-text report (npm run analyze -- --changes ...).
import type { HistoryDiff, RoleChange } from '../../workers/engine/history-diff';
import { permissionKey } from '../../workers/engine/permission-grammar.ts';

/** A role change as the JSON prints it: the engine's, without the description texts. */
type RoleChangeJson = Pick<
  RoleChange,
  'templateId' | 'name' | 'renamedFrom' | 'descriptionChanged' | 'privileged' | 'inheritance' | 'added' | 'removed'
>;

export interface ChangesJson {
  from: string;
  to: string;
  rolesAdded: { templateId: string; name: string }[];
  rolesRemoved: { templateId: string; name: string }[];
  roleChanges: RoleChangeJson[];
}

/** The fields in the documented order; the optional ones only when they apply. */
function changeJson(c: RoleChange): RoleChangeJson {
  return {
    templateId: c.templateId,
    name: c.name,
    ...(c.renamedFrom !== undefined && { renamedFrom: c.renamedFrom }),
    descriptionChanged: c.descriptionChanged,
    ...(c.privileged && { privileged: c.privileged }),
    ...(c.inheritance && { inheritance: c.inheritance }),
    added: c.added,
    removed: c.removed,
  };
}

export function toChangesJson(diff: HistoryDiff): ChangesJson {
  return {
    from: diff.from,
    to: diff.to,
    rolesAdded: diff.rolesAdded.map(({ templateId, name }) => ({ templateId, name })),
    rolesRemoved: diff.rolesRemoved.map(({ templateId, name }) => ({ templateId, name })),
    roleChanges: diff.roleChanges.map(changeJson),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const label = (privileged: boolean) => (privileged ? 'privileged' : 'not privileged');

function changeLines(c: RoleChange): string[] {
  const lines = [`  ${c.name}${c.renamedFrom !== undefined ? ` (renamed from ${c.renamedFrom})` : ''}`];
  if (c.privileged) lines.push(`    Microsoft's label: ${label(c.privileged.from)} -> ${label(c.privileged.to)}`);
  if (c.descriptionChanged) lines.push('    description changed');
  if (c.inheritance)
    lines.push(
      `    inherits from: ${c.inheritance.from.join(', ') || '(none)'} -> ${c.inheritance.to.join(', ') || '(none)'}`,
    );
  lines.push(...c.added.map((g) => `    + ${permissionKey(g.action, g.condition)}`));
  lines.push(...c.removed.map((g) => `    - ${permissionKey(g.action, g.condition)}`));
  return lines;
}

/** The text report; `asked` holds the dates as given, to say which snapshot each one fell on. */
export function toChangesTextReport(diff: HistoryDiff, asked: { from?: string; to?: string } = {}): string {
  const added = diff.roleChanges.reduce((n, c) => n + c.added.length, 0);
  const removed = diff.roleChanges.reduce((n, c) => n + c.removed.length, 0);
  const renamed = diff.roleChanges.filter((c) => c.renamedFrom !== undefined).length;
  const lines = [
    `RolePrism: changes to the built-in roles between ${diff.from} and ${diff.to}`,
    'Dates are snapshot dates: the week a change was first seen in the weekly export, not the day Microsoft made it.',
  ];
  for (const [side, date, used] of [
    ['--from', asked.from, diff.from],
    ['--to', asked.to, diff.to],
  ] as const) {
    if (date !== undefined && date !== used)
      lines.push(`${side} ${date} falls on the snapshot of ${used} (the newest on or before it).`);
  }
  lines.push('');
  if (diff.rolesAdded.length + diff.rolesRemoved.length + diff.roleChanges.length === 0) {
    lines.push(diff.from === diff.to ? `No changes: both dates fall on the snapshot of ${diff.from}.` : 'No changes.');
    return `${lines.join('\n')}\n`;
  }
  const detail =
    diff.roleChanges.length > 0
      ? ` (${renamed} renamed; ${plural(added, 'permission')} added to them, ${removed} removed)`
      : '';
  lines.push(
    `${plural(diff.rolesAdded.length, 'role')} added, ${diff.rolesRemoved.length} removed, ${diff.roleChanges.length} changed${detail}.`,
    '',
  );
  if (diff.rolesAdded.length > 0) {
    lines.push(
      `Roles added (${diff.rolesAdded.length}):`,
      ...diff.rolesAdded.map((r) => `  ${r.name}: first seen ${r.firstSeen} (not in ${diff.from})`),
      '',
    );
  }
  if (diff.rolesRemoved.length > 0) {
    lines.push(
      `Roles removed (${diff.rolesRemoved.length}):`,
      ...diff.rolesRemoved.map((r) => `  ${r.name}: last seen ${r.lastSeen} (not in ${diff.to})`),
      '',
    );
  }
  if (diff.roleChanges.length > 0)
    lines.push(`Roles changed (${diff.roleChanges.length}):`, ...diff.roleChanges.flatMap(changeLines));
  return `${lines.join('\n').trimEnd()}\n`;
}
