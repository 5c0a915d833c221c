// The permission views guide's view-model (/docs/permission-views), answered by the worker from the dataset it owns:
// the built-in roles its privilege and notes sections name, each with just what they show. The guide used to receive
// every role with every permission to pick these few; the build embeds the answer, so the guide hydrates with no worker.
import type { Role } from '../src/data/role-model';
import {
  privilegeDisagreements,
  type PrivilegeDisagreementFacts,
  type PrivilegeRole,
} from '../src/features/permissions/privilege-disagreements';

/** A role with notes as the guide's notes section lists it: its link and its notes. */
export type NotedRole = Pick<Role, 'templateId' | 'slug' | 'displayName' | 'notes'>;

/** permissionViewsDoc()'s answer. */
export interface PermissionViewsDocModel {
  /** Where Microsoft's privileged flag and the EntraOps tier disagree among the built-in roles. */
  disagreements: PrivilegeDisagreementFacts;
  /** The built-in roles that have notes, in the dataset's order. */
  noted: NotedRole[];
}

const privilegeRole = ({ templateId, slug, displayName, privileged, tier }: Role): PrivilegeRole => ({
  templateId,
  slug,
  displayName,
  privileged,
  tier,
});

const notedRole = ({ templateId, slug, displayName, notes }: Role): NotedRole => ({
  templateId,
  slug,
  displayName,
  notes,
});

/** The guide's view-model over `roles` (the dataset's, by display name): no role carries its permission list. */
export function permissionViewsDoc(roles: readonly Role[]): PermissionViewsDocModel {
  const builtIn = roles.filter((role) => role.builtIn);
  return {
    disagreements: privilegeDisagreements(builtIn.map(privilegeRole)),
    noted: builtIn.filter((role) => role.notes.length > 0).map(notedRole),
  };
}
