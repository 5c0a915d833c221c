// A permission's history as its page shows it: which roles gained or lost it, grouped by snapshot date, newest first.
import type { PermissionHolderChange } from '@engine/history-permission';

export interface PermissionHistoryGroup {
  date: string;
  /** The snapshot before it (the changes were made in between); null for the first snapshot. */
  previous: string | null;
  gained: PermissionHolderChange[];
  lost: PermissionHolderChange[];
}

/** The changes (oldest first, as the engine gives them) by snapshot date, newest date first; `dates` oldest first. */
export function permissionHistoryGroups(
  changes: readonly PermissionHolderChange[],
  dates: readonly string[],
): PermissionHistoryGroup[] {
  const groups: PermissionHistoryGroup[] = [];
  for (const change of changes) {
    let group = groups[groups.length - 1];
    if (group?.date !== change.date) {
      const index = dates.indexOf(change.date);
      group = { date: change.date, previous: index > 0 ? dates[index - 1] : null, gained: [], lost: [] };
      groups.push(group);
    }
    group[change.change].push(change);
  }
  return groups.reverse();
}
