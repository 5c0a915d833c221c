// The net difference between two snapshots of the role history: roles added, removed, renamed, and what changed per role.
import { byName, grantOf, type History, type HistoryGrant, type RoleState } from './history.ts';

/** A role by template id, with its name on the side of the diff where it exists. */
export interface HistoryRoleRef {
  templateId: string;
  name: string;
}

export interface RoleAddedInRange extends HistoryRoleRef {
  /** The first snapshot after `from`, up to `to`, that has the role. */
  firstSeen: string;
}

export interface RoleRemovedInRange extends HistoryRoleRef {
  /** The last snapshot from `from` on that has the role. */
  lastSeen: string;
}

/** How one role present on both dates differs between them (net: a grant revoked and granted again is no change). */
export interface RoleChange {
  templateId: string;
  /** The name on the later date. */
  name: string;
  /** The name on the earlier date, when it differs. */
  renamedFrom?: string;
  descriptionChanged: boolean;
  description?: { from: string; to: string };
  privileged?: { from: boolean; to: boolean };
  /** Template ids the role inherits from, when they differ. */
  inheritance?: { from: string[]; to: string[] };
  /** Grants held on the later date but not the earlier one, by action then condition. */
  added: HistoryGrant[];
  removed: HistoryGrant[];
}

/** Net difference between the snapshots of two dates; roles added in the range are in rolesAdded only. */
export interface HistoryDiff {
  /** The snapshot dates compared (the newest on or before each date asked for). */
  from: string;
  to: string;
  rolesAdded: RoleAddedInRange[];
  rolesRemoved: RoleRemovedInRange[];
  /** Roles on both dates that differ, by name. */
  roleChanges: RoleChange[];
}

/** Codes in `a` but not `b`, and in `b` but not `a`, walking both ascending lists once. */
function grantDifference(
  history: History,
  a: Uint32Array,
  b: Uint32Array,
): { added: HistoryGrant[]; removed: HistoryGrant[] } {
  const added: HistoryGrant[] = [];
  const removed: HistoryGrant[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) removed.push(grantOf(history, a[i++]));
    else if (i >= a.length || b[j] < a[i]) added.push(grantOf(history, b[j++]));
    else {
      i++;
      j++;
    }
  }
  return { added, removed };
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((x, k) => x === b[k]);

/** What differs in one role between two states, or null when nothing does. */
export function roleChange(history: History, r: number, before: RoleState, after: RoleState): RoleChange | null {
  const grants =
    before.grants === after.grants ? { added: [], removed: [] } : grantDifference(history, before.grants, after.grants);
  const change: RoleChange = {
    templateId: history.templateIds[r],
    name: after.name,
    descriptionChanged: before.description !== after.description,
    ...grants,
  };
  let changed = change.descriptionChanged || grants.added.length > 0 || grants.removed.length > 0;
  if (before.name !== after.name) change.renamedFrom = before.name;
  if (change.descriptionChanged) change.description = { from: before.description, to: after.description };
  if (before.privileged !== after.privileged) change.privileged = { from: before.privileged, to: after.privileged };
  if (!sameList(before.inheritsFrom, after.inheritsFrom)) {
    const ids = (list: number[]) => list.map((p) => history.templateIds[p]);
    change.inheritance = { from: ids(before.inheritsFrom), to: ids(after.inheritsFrom) };
  }
  changed ||= change.renamedFrom !== undefined || change.privileged !== undefined || change.inheritance !== undefined;
  return changed ? change : null;
}

/** Net difference between snapshots `from` and `to` (indices, from <= to). */
export function diffSnapshots(history: History, from: number, to: number): HistoryDiff {
  if (from > to)
    throw new RangeError(
      `The earlier snapshot (${history.dates[from]}) comes after the later one (${history.dates[to]}).`,
    );
  const before = history.states[from];
  const after = history.states[to];
  const diff: HistoryDiff = {
    from: history.dates[from],
    to: history.dates[to],
    rolesAdded: [],
    rolesRemoved: [],
    roleChanges: [],
  };
  for (let r = 0; r < after.length; r++) {
    const a = before[r];
    const b = after[r];
    if (a === b) continue;
    const templateId = history.templateIds[r];
    if (!a) {
      let first = from + 1;
      while (!history.states[first][r]) first++;
      diff.rolesAdded.push({ templateId, name: b!.name, firstSeen: history.dates[first] });
    } else if (!b) {
      let last = to - 1;
      while (!history.states[last][r]) last--;
      diff.rolesRemoved.push({ templateId, name: a.name, lastSeen: history.dates[last] });
    } else {
      const change = roleChange(history, r, a, b);
      if (change) diff.roleChanges.push(change);
    }
  }
  diff.rolesAdded.sort(byName);
  diff.rolesRemoved.sort(byName);
  diff.roleChanges.sort(byName);
  return diff;
}
