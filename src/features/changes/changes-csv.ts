// The role history as CSV for an audit file: the timeline as shown (its filters applied), or the net difference between
// two dates. Cells a spreadsheet would run as formulas are neutralised, as in the comparison's CSV.
import { csvText, yesNo } from '@engine/csv';
import type { HistoryDiff, RoleChange } from '@engine/history-diff';
import type { HistoryEvent, HistoryEventKind } from '@engine/history-timeline';
import { groupByDate, KIND_LABELS, previousSnapshot } from './changes-query';
import { plural } from '@engine/plural';

/** What changed, in both files: its kind, the permission of a grant or revoke, and what it was and became. */
const CHANGE_COLUMNS = ['Change', 'Permission', 'Condition', 'From', 'To'] as const;

export const TIMELINE_CSV_COLUMNS = [
  'Snapshot',
  'PreviousSnapshot',
  'Role',
  'TemplateId',
  'PrivilegedThen',
  ...CHANGE_COLUMNS,
] as const;

export const DIFF_CSV_COLUMNS = ['FromSnapshot', 'ToSnapshot', 'Role', 'TemplateId', ...CHANGE_COLUMNS] as const;

const idList = (ids: readonly string[]) => ids.join('; ');

/** An event's permission, condition, and what changed from and to (empty where the kind has none). */
function eventCells(event: HistoryEvent): [permission: string, condition: string, from: string, to: string] {
  switch (event.kind) {
    case 'roleAdded':
      return ['', '', '', plural(event.permissionCount, 'permission')];
    case 'roleRemoved':
      return ['', '', '', ''];
    case 'renamed':
    case 'descriptionChanged':
      return ['', '', event.from, event.to];
    case 'privilegedChanged':
      return ['', '', yesNo(event.from), yesNo(event.to)];
    case 'permissionGranted':
    case 'permissionRevoked':
      return [event.action, event.condition ?? '', '', ''];
    case 'inheritanceChanged':
      return ['', '', idList(event.from), idList(event.to)];
  }
}

/**
 * The timeline's events as CSV, newest snapshot first as on the page (a snapshot's events in the page's order). Each row
 * names the snapshot that first showed the change and the one before it: the change was made between the two.
 */
export function timelineCsv(events: readonly HistoryEvent[], dates: readonly string[]): string {
  const rows = groupByDate(events).flatMap((group) => {
    const previous = previousSnapshot(dates, group.date);
    return group.events.map((event) => [
      event.date,
      previous,
      event.name,
      event.templateId,
      yesNo(event.privileged),
      KIND_LABELS[event.kind],
      ...eventCells(event),
    ]);
  });
  return csvText([TIMELINE_CSV_COLUMNS, ...rows]);
}

/** The net difference between two snapshots as CSV: roles added, removed, then per changed role each of its changes. */
export function diffCsv(diff: HistoryDiff): string {
  const rows: string[][] = [];
  const add = (role: { name: string; templateId: string }, kind: HistoryEventKind, cells: string[]) =>
    rows.push([diff.from, diff.to, role.name, role.templateId, KIND_LABELS[kind], ...cells]);
  /** A change with no permission: what it was and what it became. */
  const changed = (role: RoleChange, kind: HistoryEventKind, from: string, to: string) =>
    add(role, kind, ['', '', from, to]);
  for (const role of diff.rolesAdded) add(role, 'roleAdded', ['', '', '', `first seen ${role.firstSeen}`]);
  for (const role of diff.rolesRemoved) add(role, 'roleRemoved', ['', '', '', `last seen ${role.lastSeen}`]);
  for (const role of diff.roleChanges) {
    if (role.renamedFrom !== undefined) changed(role, 'renamed', role.renamedFrom, role.name);
    if (role.privileged) changed(role, 'privilegedChanged', yesNo(role.privileged.from), yesNo(role.privileged.to));
    if (role.descriptionChanged)
      changed(role, 'descriptionChanged', role.description?.from ?? '', role.description?.to ?? '');
    if (role.inheritance)
      changed(role, 'inheritanceChanged', idList(role.inheritance.from), idList(role.inheritance.to));
    for (const grant of role.added) add(role, 'permissionGranted', [grant.action, grant.condition ?? '', '', '']);
    for (const grant of role.removed) add(role, 'permissionRevoked', [grant.action, grant.condition ?? '', '', '']);
  }
  return csvText([DIFF_CSV_COLUMNS, ...rows]);
}

/** The file name of a timeline export: the dates it spans, and whether filters narrowed it. */
export function timelineCsvName(events: readonly HistoryEvent[], filtered: boolean): string {
  const kind = filtered ? 'role-changes-filtered' : 'role-changes';
  return events.length === 0 ? `${kind}.csv` : `${kind}-${events[0].date}-to-${events[events.length - 1].date}.csv`;
}

/** The file name of a two-date export. */
export function diffCsvName(diff: HistoryDiff): string {
  return `role-changes-between-${diff.from}-and-${diff.to}.csv`;
}
