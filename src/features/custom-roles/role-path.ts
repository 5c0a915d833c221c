// Where a role's page is: /roles/{slug} for a built-in role, /custom-role#{id} for an imported one (its id after the
// '#', so it never reaches a server).
import type { Role } from '../../data/role-model';

/** The local page of an imported custom role. */
export function customRolePath(templateId: string): string {
  return `/custom-role#${encodeURIComponent(templateId)}`;
}

/** The page of any role: built-in or imported. */
export function rolePagePath(role: Pick<Role, 'builtIn' | 'slug' | 'templateId'>): string {
  return role.builtIn ? `/roles/${role.slug}` : customRolePath(role.templateId);
}
