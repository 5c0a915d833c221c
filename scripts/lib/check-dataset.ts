// Integrity checks of a built dataset against the Graph export it came from.
import type { StoredRoleRow } from '../../src/data/rows';
import { roleDataProblems, toRoles } from '../../src/data/role-model';
import type { SourceFiles } from './graph-source';

/** Returns a list of problems; empty when the dataset is faithful to its export. */
export function checkDataset(rows: StoredRoleRow[], src: SourceFiles): string[] {
  const problems: string[] = [];
  const graph = src.graph.value;
  if (rows.length !== graph.length)
    problems.push(`role count ${rows.length} differs from the export's ${graph.length}`);

  const exported = new Set(graph.flatMap((r) => (r.rolePermissions ?? []).flatMap((p) => p.allowedResourceActions)));
  const built = new Set(rows.flatMap((r) => (r.role_permissions ?? []).map((g) => g.permissions?.action)));
  for (const action of exported) if (!built.has(action)) problems.push(`action missing from the dataset: ${action}`);

  const roles = toRoles(rows);
  for (const { roleName, problem } of roleDataProblems(roles)) problems.push(`${roleName}: ${problem}`);
  const slugs = new Map<string, string>();
  for (const role of roles) {
    const other = slugs.get(role.slug);
    if (other) problems.push(`slug "${role.slug}" is shared by ${other} and ${role.displayName}`);
    slugs.set(role.slug, role.displayName);
    for (const p of role.permissions) {
      if (!p.description) problems.push(`${role.displayName}: ${p.action} has no description and no fallback`);
    }
  }
  return problems;
}
