// The custom roles imported on /simulator, as the assignment reader matches them: their ids and names in the tenant.
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { CustomRoleRef } from '@engine/assignments/role-directory';
import { customRolesAtom } from '../../state/custom-roles';

/** The imported custom roles (the engine has them too: they go to it as they are imported) as the reader names them. */
export function useCustomRoleRefs(): CustomRoleRef[] {
  const custom = useAtomValue(customRolesAtom);
  return useMemo(
    () =>
      custom
        .filter((role) => 'sourceName' in role)
        .map((role) => ({ templateId: role.templateId, id: role.id, name: role.sourceName })),
    [custom],
  );
}
