// One role through the history: when it was first seen, left or came back, renamed, relabelled, and every grant it gained or lost.
import { roleChange } from './history-diff';
import type { History, RoleState } from './history';

export interface RolePermissionChange {
  date: string;
  change: 'gained' | 'lost';
  action: string;
  condition: string | null;
}

/** A role's history; every date is a snapshot date (the week a change was first seen in the weekly export). */
export interface RoleHistory {
  templateId: string;
  /** The name in the newest snapshot that has the role. */
  name: string;
  firstSeen: string;
  /** In the first snapshot: the role is at least that old, its real start is not known. */
  inFirstSnapshot: boolean;
  /** Whether the newest snapshot has the role. */
  present: boolean;
  /** Each date the role appeared or disappeared, first appearance first. */
  presence: { date: string; present: boolean }[];
  renames: { date: string; from: string; to: string }[];
  privileged: { date: string; from: boolean; to: boolean }[];
  descriptions: { date: string; from: string; to: string }[];
  inheritance: { date: string; from: string[]; to: string[] }[];
  /** Grants gained or lost, oldest first; a role that comes back is compared with how it left. */
  permissions: RolePermissionChange[];
  /** Grants in the newest snapshot that has the role. */
  permissionCount: number;
}

function recordChange(
  history: History,
  r: number,
  before: RoleState,
  after: RoleState,
  date: string,
  out: RoleHistory,
): void {
  const change = roleChange(history, r, before, after);
  if (!change) return;
  if (change.renamedFrom !== undefined) out.renames.push({ date, from: change.renamedFrom, to: change.name });
  if (change.privileged) out.privileged.push({ date, ...change.privileged });
  if (change.description) out.descriptions.push({ date, ...change.description });
  if (change.inheritance) out.inheritance.push({ date, ...change.inheritance });
  for (const g of change.added) out.permissions.push({ date, change: 'gained', ...g });
  for (const g of change.removed) out.permissions.push({ date, change: 'lost', ...g });
}

/** The history of one role by template id; null when no snapshot has it. */
export function roleHistory(history: History, templateId: string): RoleHistory | null {
  const r = history.indexByTemplateId.get(templateId);
  if (r === undefined) return null;
  const { states, dates } = history;
  const first = states.findIndex((snapshot) => snapshot[r] !== undefined);
  if (first < 0) return null;
  let last: RoleState = states[first][r]!;
  const out: RoleHistory = {
    templateId,
    name: last.name,
    firstSeen: dates[first],
    inFirstSnapshot: first === 0,
    present: states[states.length - 1][r] !== undefined,
    presence: [{ date: dates[first], present: true }],
    renames: [],
    privileged: [],
    descriptions: [],
    inheritance: [],
    permissions: [],
    permissionCount: 0,
  };
  for (let s = first + 1; s < states.length; s++) {
    const state = states[s][r];
    const before = states[s - 1][r];
    if (state === before) continue;
    if (!state) {
      out.presence.push({ date: dates[s], present: false });
      continue;
    }
    if (!before) out.presence.push({ date: dates[s], present: true });
    recordChange(history, r, last, state, dates[s], out);
    last = state;
  }
  out.name = last.name;
  out.permissionCount = last.grants.length;
  return out;
}
