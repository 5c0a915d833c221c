// An assignment as a file states it, before its role is matched: what the JSON and CSV readers both produce.
import type { AssignmentState } from './assignment-model';

export interface AssignmentDraft {
  /** Null when the source has no id (a CSV row): one is derived from the other fields. */
  id: string | null;
  principalId: string;
  principalName: string | null;
  principalType: string | null;
  /** A user's userPrincipalName, when a Graph file expanded the principal (a PIM CSV names users by it); else null. */
  principalSignInName: string | null;
  /** A template id or role definition id, when the file gives one. */
  roleId: string | null;
  /** A display name, when the file gives one (a CSV, or an expanded roleDefinition). */
  roleName: string | null;
  scope: string;
  state: AssignmentState;
  endDateTime: string | null;
}

/** Graph's @odata.type of a principal without its namespace: '#microsoft.graph.user' → 'user'. */
export function principalTypeOf(odataType: unknown): string | null {
  if (typeof odataType !== 'string' || odataType.trim() === '') return null;
  const type = odataType.replace(/^#?microsoft\.graph\./i, '').trim();
  return type === '' ? null : type[0].toLowerCase() + type.slice(1); // a CSV's "User" is Graph's "user"
}

/** Windows PowerShell 5.1 writes a date as "/Date(1735689600000)/"; anything else is kept as written. */
export function dateText(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(value.trim());
  return ms ? new Date(Number(ms[1])).toISOString() : value.trim();
}

/** A scope as the rule compares it: `/` when none is given, otherwise the id as written. */
export function scopeText(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : '/';
}
