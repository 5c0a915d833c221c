// The roles directory search (spec sections 2 and 5): case-insensitive substring of the name or the description.
import type { Role } from '../../data/role-model';

/**
 * True when the trimmed query, in any case, is part of the role's display name or description, or of another name
 * Microsoft's docs give it (`docsNames`, by template id, from docs-notes.json).
 */
export function matchesDirectorySearch(role: Role, query: string, docsNames?: ReadonlyMap<string, string[]>): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [role.displayName, role.description, ...(docsNames?.get(role.templateId) ?? [])].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
