// The role history as CSV for an audit file: the timeline as shown (its filters applied), or the net difference between
// two dates. Cells a spreadsheet would run as formulas are neutralised, as in the comparison's CSV.
import { csvText } from '@engine/csv';
import type { HistoryDiff } from '@engine/history-diff';
import type { HistoryEvent } from '@engine/history-timeline';
import { KIND_LABELS } from './changes-query';

export const TIMELINE_CSV_COLUMNS = [
  'Snapshot',
  'PreviousSnapshot',
  'Role',
  'TemplateId',
  'PrivilegedThen',
  'Change',
  'Permission',
  'Condition',
  'From',
  'To',
] as const;

export const DIFF_CSV_COLUMNS = [
  'FromSnapshot',
  'ToSnapshot',
  'Role',
  'TemplateId',
  'Change',
  'Permission',
  'Condition',
  'From',
  'To',
] as const;

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const idList = (ids: readonly string[]) => ids.join('; ');

/** An event's permission, condition, and what changed from and to (empty where the kind has none). */
function eventCells(event: HistoryEvent): [permission: string, condition: string, from: string, to: string] {
  switch (event.kind) {
    case 'roleAdded':
      return ['', '', '', `${event.permissionCount} ${event.permissionCount === 1 ? 'permission' : 'permissions'}`];
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
  const previous = new Map(dates.map((date, i) => [date, i > 0 ? dates[i - 1] : '']));
  const byDate = new Map<string, HistoryEvent[]>();
  for (const event of events) {
    const group = byDate.get(event.date);
    if (group) group.push(event);
    else byDate.set(event.date, [event]);
  }
  const rows = [...byDate.values()]
    .reverse()
    .flatMap((group) =>
      group.map((event) => [
        event.date,
        previous.get(event.date) ?? '',
        event.name,
        event.templateId,
        yesNo(event.privileged),
        KIND_LABELS[event.kind],
        ...eventCells(event),
      ]),
    );
  return csvText([TIMELINE_CSV_COLUMNS, ...rows]);
}

/** The net difference between two snapshots as CSV: roles added, removed, then per changed role each of its changes. */
export function diffCsv(diff: HistoryDiff): string {
  const row = (role: { name: string; templateId: string }, change: string, cells: string[] = ['', '', '', '']) => [
    diff.from,
    diff.to,
    role.name,
    role.templateId,
    change,
    ...cells,
  ];
  const rows = [
    ...diff.rolesAdded.map((role) => row(role, KIND_LABELS.roleAdded, ['', '', '', `first seen ${role.firstSeen}`])),
    ...diff.rolesRemoved.map((role) => row(role, KIND_LABELS.roleRemoved, ['', '', '', `last seen ${role.lastSeen}`])),
    ...diff.roleChanges.flatMap((change) => [
      ...(change.renamedFrom !== undefined
        ? [row(change, KIND_LABELS.renamed, ['', '', change.renamedFrom, change.name])]
        : []),
      ...(change.privileged
        ? [
            row(change, KIND_LABELS.privilegedChanged, [
              '',
              '',
              yesNo(change.privileged.from),
              yesNo(change.privileged.to),
            ]),
          ]
        : []),
      ...(change.descriptionChanged
        ? [
            row(change, KIND_LABELS.descriptionChanged, [
              '',
              '',
              change.description?.from ?? '',
              change.description?.to ?? '',
            ]),
          ]
        : []),
      ...(change.inheritance
        ? [
            row(change, KIND_LABELS.inheritanceChanged, [
              '',
              '',
              idList(change.inheritance.from),
              idList(change.inheritance.to),
            ]),
          ]
        : []),
      ...change.added.map((grant) =>
        row(change, KIND_LABELS.permissionGranted, [grant.action, grant.condition ?? '', '', '']),
      ),
      ...change.removed.map((grant) =>
        row(change, KIND_LABELS.permissionRevoked, [grant.action, grant.condition ?? '', '', '']),
      ),
    ]),
  ];
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
