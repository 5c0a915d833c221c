// The custom roles imported on /simulator, as the assignment reader matches them: their ids and names in the tenant.
import { useMemo } from 'react';
import type { CustomRoleRef } from '@engine/assignments/role-directory';
import type { CustomRole } from '../../data/custom-roles';
import { useRoleLookup } from '../../state/roles';

/** The imported custom roles (the engine has them: the role list it answers from includes them) as the reader names them. */
export function useCustomRoleRefs(): CustomRoleRef[] {
  const all = useRoleLookup()?.all;
  return useMemo(
    () =>
      (all ?? [])
        .filter((role): role is CustomRole => !role.builtIn && 'sourceName' in role)
        .map((role) => ({ templateId: role.templateId, id: role.id, name: role.sourceName })),
    [all],
  );
}
