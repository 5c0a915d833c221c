// Where the dataset contradicts Microsoft's "least privileged roles by task" row: an additional role listing fewer
// permissions than the least privileged one, or a named role listing none. Shared by the finder page and the CLI.
import type { DelegatedTask, TaskPrincipal } from './task-data';
import { plural } from '@engine/plural';

/** What a check needs of a dataset role: its name and its listed permissions. */
export interface RolePermissions {
  displayName: string;
  /** Each permission's key, or a number standing for it (workers/finder-page.ts): the checks only count and join them. */
  permissions: readonly (string | number)[];
}

export type TaskNote =
  | { kind: 'no-permissions'; role: string; least: boolean }
  | { kind: 'fewer-than-least'; role: string; count: number; least: string; leastCount: number };

type RoleOf = (templateId: string) => RolePermissions | undefined;

function datasetRoles(principals: readonly TaskPrincipal[], roleOf: RoleOf): RolePermissions[] | null {
  const roles: RolePermissions[] = [];
  for (const p of principals) {
    const role = p.kind === 'role' && p.templateId ? roleOf(p.templateId) : undefined;
    if (!role) return null;
    roles.push(role);
  }
  return roles;
}

/**
 * The contradictions of one row, in the row's order. An additional role is compared with the least privileged side
 * only when every principal there is a role of the dataset (for roles needed together, with their union); a role
 * listing no permissions is not compared, it is named as such.
 */
export function taskNotes(task: DelegatedTask, roleOf: RoleOf): TaskNote[] {
  const notes: TaskNote[] = [];
  const seenEmpty = new Set<string>();
  const noteEmpty = (principals: readonly TaskPrincipal[], least: boolean) => {
    for (const p of principals) {
      const role = p.kind === 'role' && p.templateId ? roleOf(p.templateId) : undefined;
      if (role && role.permissions.length === 0 && !seenEmpty.has(role.displayName)) {
        seenEmpty.add(role.displayName);
        notes.push({ kind: 'no-permissions', role: role.displayName, least });
      }
    }
  };
  noteEmpty(task.least, true);
  noteEmpty(task.additional, false);
  const leastRoles = datasetRoles(task.least, roleOf);
  if (!leastRoles || leastRoles.some((r) => r.permissions.length === 0)) return notes;
  const leastCount = new Set(leastRoles.flatMap((r) => r.permissions)).size;
  const leastName = leastRoles.map((r) => r.displayName).join(' and ');
  for (const p of task.additional) {
    const role = p.kind === 'role' && p.templateId ? roleOf(p.templateId) : undefined;
    if (role && role.permissions.length > 0 && role.permissions.length < leastCount)
      notes.push({
        kind: 'fewer-than-least',
        role: role.displayName,
        count: role.permissions.length,
        least: leastName,
        leastCount,
      });
  }
  return notes;
}

/** A note in the words the page and the CLI show beside the row. */
export function taskNoteText(note: TaskNote): string {
  if (note.kind === 'no-permissions')
    return `${note.role} lists no permissions in this dataset, so RolePrism cannot check ${note.least ? 'that it is the least privileged role' : 'it against the least privileged role'}.`;
  return `Microsoft lists ${note.role} as an additional role, yet in this dataset it lists fewer permissions (${note.count}) than ${note.least} (${plural(note.leastCount, 'permission')}).`;
}
