// A role's history as the role page shows it: its changes grouped by snapshot date, newest date first.
import type { RoleHistory } from '@engine/history-role';

export type RoleHistoryEntry =
  | { kind: 'added' | 'removed' | 'back' }
  | { kind: 'renamed' | 'description'; from: string; to: string }
  | { kind: 'privileged'; to: boolean }
  | { kind: 'inheritance'; from: string[]; to: string[] }
  | { kind: 'gained' | 'lost'; action: string; condition: string | null };

export interface RoleHistoryGroup {
  /** The snapshot date the changes were first seen. */
  date: string;
  /** The snapshot before it (the changes were made in between); null for the first snapshot. */
  previous: string | null;
  entries: RoleHistoryEntry[];
}

/** The order of kinds within one date: the role itself first, then its labels, then its permissions. */
const ORDER: Record<RoleHistoryEntry['kind'], number> = {
  added: 0,
  removed: 1,
  back: 2,
  renamed: 3,
  privileged: 4,
  description: 5,
  inheritance: 6,
  gained: 7,
  lost: 8,
};

/**
 * The dated changes of a role, newest date first; `dates` are all snapshot dates, oldest first. Being in the first
 * snapshot is no change (the role is at least that old), so a role unchanged since then has no group.
 */
export function roleHistoryGroups(history: RoleHistory, dates: readonly string[]): RoleHistoryGroup[] {
  const byDate = new Map<string, RoleHistoryEntry[]>();
  const add = (date: string, entry: RoleHistoryEntry) => {
    const list = byDate.get(date);
    if (list) list.push(entry);
    else byDate.set(date, [entry]);
  };
  history.presence.forEach((p, i) => {
    if (i === 0) {
      if (!history.inFirstSnapshot) add(p.date, { kind: 'added' });
    } else add(p.date, { kind: p.present ? 'back' : 'removed' });
  });
  for (const r of history.renames) add(r.date, { kind: 'renamed', from: r.from, to: r.to });
  for (const p of history.privileged) add(p.date, { kind: 'privileged', to: p.to });
  for (const d of history.descriptions) add(d.date, { kind: 'description', from: d.from, to: d.to });
  for (const h of history.inheritance) add(h.date, { kind: 'inheritance', from: h.from, to: h.to });
  for (const p of history.permissions) add(p.date, { kind: p.change, action: p.action, condition: p.condition });
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, entries]) => {
      const index = dates.indexOf(date);
      return {
        date,
        previous: index > 0 ? dates[index - 1] : null,
        // A stable sort: permissions keep the engine's order (by action) within gained and within lost.
        entries: entries.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]),
      };
    });
}

/** How many permissions a role's history gained and lost in all. */
export function permissionChangeCounts(history: RoleHistory): { gained: number; lost: number } {
  let gained = 0;
  for (const p of history.permissions) if (p.change === 'gained') gained++;
  return { gained, lost: history.permissions.length - gained };
}
