// The stored role history (public/data/history.json): string tables, then per snapshot date the change events.
//
// Written by the data build (scripts/lib/history-source.ts), read by the engine (history.ts). Compact by design:
// role template ids, actions and conditions are stored once in tables, and events refer to them by index.
//
// - `roles[r]` is `[templateId, tier]`: every role ever seen, in order of first appearance; `tier` is today's
//   EntraOps tier of the template id (not historical), as the shipped dataset gives it.
// - A grant (action + condition) is one integer, its *grant code*: `actionIndex * (conditions.length + 1) + c`, where
//   c is 0 for an unconditional grant and 1 + the condition's index otherwise. `actions` and `conditions` are sorted,
//   so sorting codes sorts grants by action, then condition.
// - `snapshots[0].events` add every role of the first snapshot (the baseline, not a change); later snapshots hold
//   what changed since the one before. A snapshot may hold no events: the export changed in fields the history does
//   not follow (richDescription, categories, ...).

/** Role r appears, with its whole definition: name, description, privileged (0/1), inherited roles, grant codes. */
export type RoleAddedEvent = ['add', number, string, string, 0 | 1, number[], number[]];
export type RoleRemovedEvent = ['remove', number];
export type RenamedEvent = ['rename', number, string];
export type DescriptionChangedEvent = ['describe', number, string];
export type PrivilegedChangedEvent = ['privileged', number, 0 | 1];
/** Grant codes the role gained / lost (ascending). */
export type GrantedEvent = ['grant', number, number[]];
export type RevokedEvent = ['revoke', number, number[]];
/** The role's inheritsPermissionsFrom, as role indices, became this list (never seen so far; kept for replay). */
export type InheritanceChangedEvent = ['inherit', number, number[]];

export type StoredEvent =
  | RoleAddedEvent
  | RoleRemovedEvent
  | RenamedEvent
  | DescriptionChangedEvent
  | PrivilegedChangedEvent
  | GrantedEvent
  | RevokedEvent
  | InheritanceChangedEvent;

export interface StoredSnapshot {
  /** YYYY-MM-DD: the week the export first showed this state, not the day Microsoft changed it. */
  date: string;
  /** Source commit of the export (short), when known. */
  commit: string | null;
  events: StoredEvent[];
}

/** The file as stored: plain JSON. */
export interface HistoryFile {
  format: typeof HISTORY_FORMAT;
  source: string;
  roles: [templateId: string, tier: number | null][];
  actions: string[];
  conditions: string[];
  snapshots: StoredSnapshot[];
}

export const HISTORY_FORMAT = 'roleprism-history/1';

/** The grant code of action index a under condition index c (-1: unconditional). */
export function grantCode(actionIndex: number, conditionIndex: number, conditionCount: number): number {
  return actionIndex * (conditionCount + 1) + conditionIndex + 1;
}
