// Role search (spec sections 2 and 5, and the simulator's 'Available Roles'): case-insensitive substring of a role's names and description, and in the simulator of its template id.
import type { Role } from '../../data/role-model';

export interface RoleSearchOptions {
  /** Other names Microsoft's docs give roles, by template id (from docs-notes.json). */
  docsNames?: ReadonlyMap<string, string[]>;
  /** Match the template id too (the simulator's search); the roles directory searches names and descriptions only. */
  byTemplateId?: boolean;
}

/**
 * True when the trimmed query, in any case, is part of the role's display name or description, of another name
 * Microsoft's docs give it, or with `byTemplateId` of its template id.
 */
export function roleMatchesSearch(
  role: Pick<Role, 'displayName' | 'description' | 'templateId'>,
  query: string,
  { docsNames, byTemplateId = false }: RoleSearchOptions = {},
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const texts = [role.displayName, role.description, ...(docsNames?.get(role.templateId) ?? [])];
  if (byTemplateId) texts.push(role.templateId);
  return texts.some((text) => text.toLowerCase().includes(needle));
}
