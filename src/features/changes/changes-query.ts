// The /changes URL: timeline filters (role, q, kind, privileged) or a two-date comparison (from, to).
import type { HistoryEvent, HistoryEventKind, TimelineFilter } from '@engine/history-timeline';
import { isGuid } from '@engine/guid';

export interface ChangesQuery {
  /** Role template id (or page slug, until resolveRoles): the first `role` parameter. */
  role: string;
  /** Every `role` parameter, in order, each once (`role=a&role=b`: the changes of several roles). */
  roles: string[];
  /** Timeline only: the changes after this date's snapshot. */
  since: string;
  /** Permission text, or a role's name (old or new). */
  q: string;
  kind: HistoryEventKind | '';
  privileged: boolean;
  /** Set when comparing two dates. */
  from: string;
  to: string;
}

export function parseChangesQuery(params: URLSearchParams): ChangesQuery {
  const kind = params.get('kind') ?? '';
  const roles = [...new Set(params.getAll('role').filter((role) => role !== ''))];
  return {
    role: roles[0] ?? '',
    roles,
    since: params.get('since') ?? '',
    q: params.get('q') ?? '',
    kind: Object.hasOwn(KIND_LABELS, kind) ? (kind as HistoryEventKind) : '',
    privileged: params.get('privileged') === '1',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** True when the URL asks for the net difference between two dates rather than the timeline. */
export function isComparison(query: ChangesQuery): boolean {
  return query.from !== '' || query.to !== '';
}

/** The /changes path for a query, with only the parameters that are set. */
export function changesPath(query: Partial<ChangesQuery>): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const roles = query.roles?.length ? query.roles : query.role ? [query.role] : [];
  for (const role of roles) params.append('role', role);
  if (query.since) params.set('since', query.since);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.kind) params.set('kind', query.kind);
  if (query.privileged) params.set('privileged', '1');
  const search = params.toString();
  return search ? `/changes?${search}` : '/changes';
}

/** The roles a query's role values can name: each with its template id and page slug. */
export interface RoleNamesForQuery {
  templateId: string;
  slug: string;
}

/**
 * The query with each `role` value as a template id: a role's page slug (`fabric-administrator`) or its template id
 * (any letter case). `unknown` lists the values that name no role: neither a known slug or template id, nor shaped
 * like a template id (a role only the history has keeps its id).
 */
export function resolveRoles(
  query: ChangesQuery,
  roles: readonly RoleNamesForQuery[],
): { query: ChangesQuery; unknown: string[] } {
  const unknown: string[] = [];
  const ids = query.roles.flatMap((value) => {
    const wanted = value.trim().toLowerCase();
    const role = roles.find((r) => r.templateId.toLowerCase() === wanted || r.slug === wanted);
    if (role) return [role.templateId];
    if (isGuid(wanted)) return [wanted];
    unknown.push(value);
    return [];
  });
  const distinct = [...new Set(ids)];
  return { query: { ...query, roles: distinct, role: distinct[0] ?? '' }, unknown };
}

/** The engine's timeline filter for the URL's filters. */
export function timelineFilterOf(query: ChangesQuery): TimelineFilter {
  const filter: TimelineFilter = {};
  if (query.roles.length > 1) filter.templateIds = query.roles;
  else if (query.role) filter.templateId = query.role;
  if (query.since) filter.from = query.since;
  if (query.q.trim()) filter.actionText = query.q.trim();
  if (query.kind) filter.kinds = [query.kind];
  if (query.privileged) filter.privilegedOnly = true;
  return filter;
}

/** The kinds of change as the filter offers them. */
export const KIND_LABELS: Record<HistoryEventKind, string> = {
  roleAdded: 'Role added',
  roleRemoved: 'Role removed',
  renamed: 'Role renamed',
  descriptionChanged: 'Description changed',
  privilegedChanged: 'Privileged label changed',
  permissionGranted: 'Permission gained',
  permissionRevoked: 'Permission lost',
  inheritanceChanged: 'Inherited roles changed',
};

/** The snapshot before `date`'s: a change first seen on `date` was made after it. '' for the first snapshot. */
export function previousSnapshot(dates: readonly string[], date: string): string {
  const index = dates.indexOf(date);
  return index > 0 ? dates[index - 1] : '';
}

/** "between D0 and D1" for a snapshot: when a change was first seen in the weekly export. */
export function seenBetween(dates: readonly string[], date: string): string {
  const previous = previousSnapshot(dates, date);
  return previous ? `between ${previous} and ${date}` : `first seen ${date}`;
}

/** The events of one snapshot date, in the engine's order. */
export interface DateGroup {
  date: string;
  events: HistoryEvent[];
}

/** Events (oldest first, as the engine gives them) grouped by snapshot date, newest date first, as the timeline shows them. */
export function groupByDate(events: readonly HistoryEvent[]): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const event of events) {
    const last = groups[groups.length - 1];
    if (last?.date === event.date) last.events.push(event);
    else groups.push({ date: event.date, events: [event] });
  }
  return groups.reverse();
}
