// A CSV row without an id (PIM's export names no assignment id) and a Graph assignment read beside it are one assignment
// when they name the same principal, role, scope and state: the row then counts once, as the Graph assignment.
import type { Assignment } from './assignment-model';

/** The principal as a CSV may name it: its object id, or for a user its sign-in name (PIM's "PrincipalName"). */
export interface GraphPrincipalNames {
  /** The user's userPrincipalName, when the Graph file expanded the principal; null otherwise. */
  signInName: string | null;
}

/** One key per way a file can name the assignment's principal; a role must be known (a CSV names it, Graph ids it). */
function keys(assignment: Assignment, principals: readonly (string | null)[]): string[] {
  if (assignment.roleTemplateId === null) return [];
  const rest = `\n${assignment.roleTemplateId}\n${assignment.scope.toLowerCase()}\n${assignment.state}`;
  return principals.filter((p): p is string => p !== null).map((p) => `${p.toLowerCase()}${rest}`);
}

/**
 * The CSV rows (`derived`: assignments whose id was derived, the file having none) that are a Graph assignment of
 * `assignments` already: same principal (its object id, or a user's sign-in name; never a display name, which two
 * principals can share), same role, scope and state. Groups and service principals, which PIM's CSV names by display
 * name, are never matched: they still count twice.
 */
export function csvRowsInGraph(
  assignments: readonly Assignment[],
  derived: ReadonlySet<Assignment>,
  names: ReadonlyMap<Assignment, GraphPrincipalNames>,
): Set<Assignment> {
  const rows = new Set<Assignment>();
  if (derived.size === 0) return rows;
  const graph = new Set<string>();
  for (const a of assignments)
    if (!derived.has(a)) for (const key of keys(a, [a.principalId, names.get(a)?.signInName ?? null])) graph.add(key);
  for (const a of derived) if (keys(a, [a.principalId]).some((key) => graph.has(key))) rows.add(a);
  return rows;
}
