// Replays the stored role history into one state per snapshot, and answers "what was the dataset on date D".
//
// What the replay reproduces, and the data build checks against every snapshot ("exactly"): the set of built-in
// roles by template id (Graph id equals template id for all of them), and per role its displayName, description
// (null read as ''), isPrivileged (absent read as false), inheritsPermissionsFrom (in Graph order) and the set of
// (action, condition) grants (condition null when none; repeats and the order of Graph's blocks and actions do not
// count). Not covered: fields the export carries but RolePrism does not use (richDescription, categories,
// assignmentMode, resourceScopes, version, isEnabled) and the order of roles.
import type { EngineRole } from './catalog';
import { HISTORY_FORMAT, type HistoryFile, type StoredEvent } from './history-format.ts';

/** A permission as the history records it. */
export interface HistoryGrant {
  action: string;
  condition: string | null;
}

/** A role as one snapshot of the export defines it: the normalised content the replay check compares. */
export interface SnapshotRole {
  templateId: string;
  name: string;
  description: string;
  privileged: boolean;
  inheritsFrom: string[];
  /** By action, then condition (code-unit order), without repeats. */
  grants: HistoryGrant[];
}

/** Role r in one snapshot. Snapshots that leave a role unchanged share its object, so a diff compares references first. */
export interface RoleState {
  name: string;
  description: string;
  privileged: boolean;
  /** Role indices, in Graph order. */
  inheritsFrom: number[];
  /** Ascending grant codes (history-format.ts). */
  grants: Uint32Array;
}

/** The replayed history: every snapshot's state, and the tables to read grant codes and role indices with. */
export interface History {
  dates: string[];
  commits: (string | null)[];
  templateIds: string[];
  tiers: (number | null)[];
  actions: string[];
  conditions: string[];
  /** states[s][r]: role r in snapshot s, undefined when the snapshot does not have it. */
  states: (RoleState | undefined)[][];
  /** The stored events of each snapshot (snapshot 0: the baseline). */
  events: StoredEvent[][];
  indexByTemplateId: Map<string, number>;
}

/** A date the history cannot answer for: malformed, or before the first snapshot. */
export class HistoryDateError extends Error {
  override name = 'HistoryDateError';
}

/** Orders by name in code-unit order: the history's lists are sorted this way, the same everywhere it runs. */
export const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The grant a code stands for. */
export function grantOf(history: History, code: number): HistoryGrant {
  const stride = history.conditions.length + 1;
  const c = code % stride;
  return { action: history.actions[(code - c) / stride], condition: c === 0 ? null : history.conditions[c - 1] };
}

function sortedCodes(codes: number[], limit: number, where: string): Uint32Array {
  const sorted = Uint32Array.from(codes).sort();
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i] >= limit || (i > 0 && sorted[i] === sorted[i - 1]))
      throw new Error(`${where}: bad or repeated grant code ${sorted[i]}`);
  }
  return sorted;
}

/** a ∪ b, or a \ b; throws when a grant is granted twice or revoked without being held (the history is corrupt). */
function applyGrants(held: Uint32Array, codes: Uint32Array, grant: boolean, where: string): Uint32Array {
  const set = new Set(held);
  for (const code of codes) {
    if (set.has(code) === grant)
      throw new Error(`${where}: grant code ${code} ${grant ? 'granted but already held' : 'revoked but not held'}`);
    if (grant) set.add(code);
    else set.delete(code);
  }
  return Uint32Array.from(set).sort();
}

/** Applies one snapshot's events to a copy of the previous state; a role changed here gets a new object. */
function applySnapshot(
  file: HistoryFile,
  previous: (RoleState | undefined)[],
  events: StoredEvent[],
  date: string,
): (RoleState | undefined)[] {
  const current = previous.slice();
  const copied = new Set<number>();
  const limit = file.actions.length * (file.conditions.length + 1);
  const editable = (r: number, where: string): RoleState => {
    const state = current[r];
    if (!state) throw new Error(`${where}: the role is not in the snapshot`);
    if (copied.has(r)) return state;
    copied.add(r);
    return (current[r] = { ...state });
  };
  for (const event of events) {
    const r = event[1];
    const where = `history ${date}, ${event[0]} ${file.roles[r]?.[0] ?? `role #${r}`}`;
    if (r >= file.roles.length) throw new Error(`${where}: unknown role index`);
    switch (event[0]) {
      case 'add':
        if (current[r]) throw new Error(`${where}: the role is already in the snapshot`);
        current[r] = {
          name: event[2],
          description: event[3],
          privileged: event[4] === 1,
          inheritsFrom: event[5],
          grants: sortedCodes(event[6], limit, where),
        };
        copied.add(r);
        break;
      case 'remove':
        if (!current[r]) throw new Error(`${where}: the role is not in the snapshot`);
        current[r] = undefined;
        break;
      case 'rename':
        editable(r, where).name = event[2];
        break;
      case 'describe':
        editable(r, where).description = event[2];
        break;
      case 'privileged':
        editable(r, where).privileged = event[2] === 1;
        break;
      case 'grant':
      case 'revoke': {
        const state = editable(r, where);
        state.grants = applyGrants(state.grants, sortedCodes(event[2], limit, where), event[0] === 'grant', where);
        break;
      }
      case 'inherit':
        editable(r, where).inheritsFrom = event[2];
        break;
      default:
        throw new Error(`${where}: unknown event kind`);
    }
  }
  return current;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** Replays a stored history from its first snapshot; throws when the file is malformed or its events contradict. */
export function replayHistory(file: HistoryFile): History {
  if (file?.format !== HISTORY_FORMAT)
    throw new Error(`Not a RolePrism history file (expected format ${HISTORY_FORMAT}).`);
  if (file.snapshots.length === 0) throw new Error('The history has no snapshots.');
  const states: (RoleState | undefined)[][] = [];
  let previous: (RoleState | undefined)[] = new Array(file.roles.length).fill(undefined);
  file.snapshots.forEach((snapshot, s) => {
    if (!isCalendarDate(snapshot.date)) throw new Error(`history: bad snapshot date "${snapshot.date}"`);
    if (s > 0 && snapshot.date <= file.snapshots[s - 1].date)
      throw new Error(`history: snapshot ${snapshot.date} is not after ${file.snapshots[s - 1].date}`);
    previous = applySnapshot(file, previous, snapshot.events, snapshot.date);
    states.push(previous);
  });
  const templateIds = file.roles.map(([id]) => id);
  return {
    dates: file.snapshots.map((s) => s.date),
    commits: file.snapshots.map((s) => s.commit ?? null),
    templateIds,
    tiers: file.roles.map(([, tier]) => tier),
    actions: file.actions,
    conditions: file.conditions,
    states,
    events: file.snapshots.map((s) => s.events),
    indexByTemplateId: new Map(templateIds.map((id, r) => [id, r])),
  };
}

/** The snapshot the history shows for a date: the newest on or before it. Throws HistoryDateError, naming the range. */
export function snapshotIndexOn(history: History, date: string): number {
  const { dates } = history;
  const range = `the history covers ${dates[0]} to ${dates[dates.length - 1]} (${dates.length} snapshots)`;
  if (!isCalendarDate(date)) throw new HistoryDateError(`Not a date: "${date}". Use YYYY-MM-DD; ${range}.`);
  if (date < dates[0]) throw new HistoryDateError(`No snapshot on or before ${date}: ${range}.`);
  let low = 0;
  let high = dates.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (dates[mid] <= date) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Every role of snapshot s in its normalised form, by template id. */
export function snapshotRoles(history: History, s: number): SnapshotRole[] {
  const roles: SnapshotRole[] = [];
  history.states[s].forEach((state, r) => {
    if (!state) return;
    roles.push({
      templateId: history.templateIds[r],
      name: state.name,
      description: state.description,
      privileged: state.privileged,
      inheritsFrom: state.inheritsFrom.map((p) => history.templateIds[p]),
      grants: Array.from(state.grants, (code) => grantOf(history, code)),
    });
  });
  return roles.sort((a, b) => (a.templateId < b.templateId ? -1 : a.templateId > b.templateId ? 1 : 0));
}

/**
 * Snapshot s as the engine's input, by name: a comparison "as of" a date is the normal analysis on these roles. Every
 * role of a Graph export is built-in.
 */
export function engineRolesAt(history: History, s: number): EngineRole[] {
  return snapshotRoles(history, s)
    .map((role): EngineRole => {
      const r = history.indexByTemplateId.get(role.templateId)!;
      return {
        templateId: role.templateId,
        name: role.name,
        inheritsFrom: role.inheritsFrom,
        grants: role.grants,
        privileged: role.privileged,
        tier: history.tiers[r],
        builtIn: true,
      };
    })
    .sort(byName);
}
