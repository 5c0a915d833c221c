import { AppLink } from '../../components/app-link/AppLink';
import { roleSlug } from '../../data/slug';
import { rolePagePath } from '../custom-roles/role-path';

/** A role as the takeover answers name it: built-in roles link to /roles/{slug}, imported ones to their local page. */
export interface NamedRole {
  templateId: string;
  name: string;
  builtIn: boolean;
}

/** The page of a role the engine names (a built-in role's slug is made from its display name, as the dataset's is). */
export function namedRolePath(role: NamedRole): string {
  return rolePagePath({ builtIn: role.builtIn, slug: roleSlug(role.name), templateId: role.templateId });
}

/** A link to the role's page, its name as the text. */
export function RoleRefLink({ role }: { role: NamedRole }) {
  return <AppLink href={namedRolePath(role)}>{role.name}</AppLink>;
}
