// One permission through the history: which roles held it first, and which gained or lost it, when.
import type { HistoryRoleRef } from './history-diff';
import { byName, type History, type RoleState } from './history';

export interface PermissionHolderChange extends HistoryRoleRef {
  date: string;
  change: 'gained' | 'lost';
  condition: string | null;
  /** 'grant': the role gained or lost the grant; 'role': the role itself appeared or disappeared with it. */
  via: 'grant' | 'role';
}

export interface PermissionHistory {
  action: string;
  /** The condition asked for: undefined for every condition, null for the unconditional grant only. */
  condition?: string | null;
  /** The first snapshot in which a role holds it. */
  firstSeen: string;
  /** Roles holding it in the first snapshot (their grant is at least that old). */
  inFirstSnapshot: (HistoryRoleRef & { condition: string | null })[];
  /** Every change after the first snapshot, oldest first, then by role name. */
  changes: PermissionHolderChange[];
  /** Roles holding it in the newest snapshot. */
  holders: (HistoryRoleRef & { condition: string | null })[];
}

/** Binary search in an ascending code list. */
function holds(state: RoleState | undefined, code: number): boolean {
  if (!state) return false;
  const codes = state.grants;
  let low = 0;
  let high = codes.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (codes[mid] === code) return true;
    if (codes[mid] < code) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/** The grant codes of an action under the asked condition(s), each with its condition. */
function codesOf(
  history: History,
  action: string,
  condition: string | null | undefined,
): { code: number; condition: string | null }[] {
  const a = history.actions.indexOf(action);
  if (a < 0) return [];
  const stride = history.conditions.length + 1;
  const all = [null, ...history.conditions].map((c, k) => ({ code: a * stride + k, condition: c }));
  return condition === undefined ? all : all.filter((c) => c.condition === condition);
}

function holdersAt(history: History, s: number, codes: { code: number; condition: string | null }[]) {
  const holders: (HistoryRoleRef & { condition: string | null })[] = [];
  history.states[s].forEach((state, r) => {
    for (const c of codes)
      if (holds(state, c.code))
        holders.push({ templateId: history.templateIds[r], name: state!.name, condition: c.condition });
  });
  return holders.sort(byName);
}

/** The history of one action (and condition); null when no snapshot's role holds it. */
export function permissionHistory(
  history: History,
  action: string,
  condition?: string | null,
): PermissionHistory | null {
  const codes = codesOf(history, action, condition);
  const { states, dates } = history;
  const changes: PermissionHolderChange[] = [];
  let firstSeen = -1;
  for (let s = 0; s < states.length; s++) {
    const dated: PermissionHolderChange[] = [];
    states[s].forEach((state, r) => {
      const before = s > 0 ? states[s - 1][r] : undefined;
      if (s > 0 && state === before) return;
      for (const c of codes) {
        const had = holds(before, c.code);
        const has = holds(state, c.code);
        if (firstSeen < 0 && has) firstSeen = s;
        if (s === 0 || had === has) continue;
        const side = (state ?? before)!;
        const via = state && before ? 'grant' : 'role';
        dated.push({
          date: dates[s],
          templateId: history.templateIds[r],
          name: side.name,
          change: has ? 'gained' : 'lost',
          condition: c.condition,
          via,
        });
      }
    });
    changes.push(...dated.sort(byName));
  }
  if (firstSeen < 0) return null;
  const result: PermissionHistory = {
    action,
    firstSeen: dates[firstSeen],
    inFirstSnapshot: holdersAt(history, 0, codes),
    changes,
    holders: holdersAt(history, states.length - 1, codes),
  };
  if (condition !== undefined) result.condition = condition;
  return result;
}
