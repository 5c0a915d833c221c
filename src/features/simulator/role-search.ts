// The simulator's role search: case-insensitive substring over display name, description and template id.
import type { Role } from '../../data/role-model';

/**
 * True when the query (trimmed, any case) is part of the role's name, description or template id, or of another name
 * Microsoft's docs give it (`docsNames`, by template id, from docs-notes.json).
 */
export function roleMatchesSearch(role: Role, query: string, docsNames?: ReadonlyMap<string, string[]>): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [role.displayName, role.description, role.templateId, ...(docsNames?.get(role.templateId) ?? [])].some(
    (text) => text.toLowerCase().includes(needle),
  );
}
