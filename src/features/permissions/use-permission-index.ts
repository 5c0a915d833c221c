// The permission index of the built-in roles, as loading / error / data for the permissions pages and the finder.
import { useMemo } from 'react';
import { useRoles } from '../../state/roles';
import { permissionIndexOf, type PermissionIndex } from './permission-index';

export type PermissionIndexState =
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; index: PermissionIndex };

/** Built-in roles only (what the finder and the permission pages answer about). */
export function usePermissionIndex(): PermissionIndexState {
  const roles = useRoles({ builtInOnly: true });
  const data = roles.state === 'hasData' ? roles.data : null;
  const index = useMemo(() => (data ? permissionIndexOf(data) : null), [data]);
  if (roles.state === 'hasError') return { state: 'hasError', error: roles.error };
  if (!data || !index) return { state: 'loading' };
  return { state: 'hasData', index };
}
