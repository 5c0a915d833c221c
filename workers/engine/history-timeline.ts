// Every change of the role history as one event each (a grant is one event), and the timeline's filters.
import { byName, grantOf, type History } from './history.ts';
import { permissionKey } from './permission-grammar.ts';

export type HistoryEventKind =
  | 'roleAdded'
  | 'roleRemoved'
  | 'renamed'
  | 'descriptionChanged'
  | 'privilegedChanged'
  | 'permissionGranted'
  | 'permissionRevoked'
  | 'inheritanceChanged';

interface EventBase {
  /** The snapshot date: the week the change was first seen in the weekly export, not the day Microsoft made it. */
  date: string;
  templateId: string;
  /** The role's name in this snapshot (in the one before, for a removal). */
  name: string;
  /** Microsoft's privileged label of the role in this snapshot (in the one before, for a removal). */
  privileged: boolean;
}

/** One change seen in one snapshot. */
export type HistoryEvent = EventBase &
  (
    | { kind: 'roleAdded'; permissionCount: number }
    | { kind: 'roleRemoved' }
    | { kind: 'renamed' | 'descriptionChanged'; from: string; to: string }
    | { kind: 'privilegedChanged'; from: boolean; to: boolean }
    | { kind: 'permissionGranted' | 'permissionRevoked'; action: string; condition: string | null }
    | { kind: 'inheritanceChanged'; from: string[]; to: string[] }
  );

/** Which events a timeline shows; every field narrows, none set means all events. */
export interface TimelineFilter {
  /** Only this role's events. */
  templateId?: string;
  /** Only the events of these roles (with templateId: of that one too). */
  templateIds?: string[];
  /**
   * Only permission events whose "action [condition]" contains this text (case-insensitive), and every event of a
   * role one of whose names (any it had in the history, old and new) contains it.
   */
  actionText?: string;
  kinds?: HistoryEventKind[];
  /** Only events of roles labelled privileged in that snapshot (or the one before, for a removal), and every change of the label. */
  privilegedOnly?: boolean;
  /** Only events after this date's snapshot ... */
  from?: string;
  /** ... up to this date's snapshot. */
  to?: string;
}

/** The events of snapshot s (s >= 1), by role name; a role's events keep the stored order. */
function snapshotEvents(history: History, s: number): HistoryEvent[] {
  const date = history.dates[s];
  const events: HistoryEvent[] = [];
  for (const event of history.events[s]) {
    const r = event[1];
    const templateId = history.templateIds[r];
    const before = history.states[s - 1][r];
    const after = history.states[s][r];
    const side = after ?? before!;
    const base: EventBase = { date, templateId, name: side.name, privileged: side.privileged };
    switch (event[0]) {
      case 'add':
        events.push({ ...base, kind: 'roleAdded', permissionCount: after!.grants.length });
        break;
      case 'remove':
        events.push({ ...base, kind: 'roleRemoved' });
        break;
      case 'rename':
        events.push({ ...base, kind: 'renamed', from: before!.name, to: after!.name });
        break;
      case 'describe':
        events.push({ ...base, kind: 'descriptionChanged', from: before!.description, to: after!.description });
        break;
      case 'privileged':
        events.push({ ...base, kind: 'privilegedChanged', from: before!.privileged, to: after!.privileged });
        break;
      case 'grant':
      case 'revoke': {
        const kind = event[0] === 'grant' ? 'permissionGranted' : 'permissionRevoked';
        for (const code of [...event[2]].sort((a, b) => a - b))
          events.push({ ...base, kind, ...grantOf(history, code) });
        break;
      }
      case 'inherit': {
        const ids = (list: number[]) => list.map((p) => history.templateIds[p]);
        events.push({
          ...base,
          kind: 'inheritanceChanged',
          from: ids(before!.inheritsFrom),
          to: ids(after!.inheritsFrom),
        });
        break;
      }
    }
  }
  return events.sort(byName);
}

/** Every event after the baseline, oldest first (built once per history, then filtered). */
export function allEvents(history: History): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  for (let s = 1; s < history.dates.length; s++) events.push(...snapshotEvents(history, s));
  return events;
}

/** Every name each role had in the history, in lower case, by template id (for finding a role by an old name). */
export function roleNames(history: History): Map<string, string[]> {
  const names = new Map<string, string[]>();
  history.templateIds.forEach((templateId, r) => {
    const seen = new Set<string>();
    for (const state of history.states) if (state[r]) seen.add(state[r]!.name.toLowerCase());
    names.set(templateId, [...seen]);
  });
  return names;
}

/** The events a filter keeps; `from` and `to` are snapshot dates already resolved; `names` from roleNames. */
export function filterEvents(
  events: HistoryEvent[],
  filter: TimelineFilter,
  names: ReadonlyMap<string, readonly string[]> = new Map(),
): HistoryEvent[] {
  const text = filter.actionText?.trim().toLowerCase();
  const named = new Set(
    text ? [...names].filter(([, list]) => list.some((n) => n.includes(text))).map(([id]) => id) : [],
  );
  const kinds = filter.kinds && new Set(filter.kinds);
  const roles = filter.templateIds && new Set(filter.templateIds);
  return events.filter((e) => {
    if (filter.templateId && e.templateId !== filter.templateId) return false;
    if (roles && !roles.has(e.templateId)) return false;
    if (kinds && !kinds.has(e.kind)) return false;
    if (filter.privilegedOnly && !e.privileged && e.kind !== 'privilegedChanged') return false;
    if (filter.from && e.date <= filter.from) return false;
    if (filter.to && e.date > filter.to) return false;
    if (text && !named.has(e.templateId)) {
      if (e.kind !== 'permissionGranted' && e.kind !== 'permissionRevoked') return false;
      if (!permissionKey(e.action, e.condition).toLowerCase().includes(text)) return false;
    }
    return true;
  });
}
