// The roles the changes page names, links and filters by: the worker's index of the roles, with the custom roles
// imported in this page, as the role filter lists them. The prerendered page embeds the index.
import { useMemo } from 'react';
import type { RoleSummary } from '../../data/role-summary';
import { useRoleIndex } from '../../state/role-index';

/** The roles by display name (the filter's options) and by template id (a role's name today). */
export interface ChangeRoles {
  all: readonly RoleSummary[];
  byTemplateId: ReadonlyMap<string, RoleSummary>;
}

/** The page's roles, or null until the worker has answered. */
export function useChangeRoles(): ChangeRoles | null {
  const index = useRoleIndex();
  const all = index.state === 'hasData' ? index.data : null;
  return useMemo(() => all && { all, byTemplateId: new Map(all.map((role) => [role.templateId, role])) }, [all]);
}
