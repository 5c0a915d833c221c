// A role's permissions in a view with how it holds each one, asked of the engine worker and joined with the dataset's labels.
import { useMemo } from 'react';
import type { PermissionView } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { useEngineAnswer } from '../../state/engine-answer';
import { useRoleLookup } from '../../state/roles';
import { permissionLabelsOf, toPermissionRows, type RolePermissionRow } from './role-permission-rows';

export type ExplainedRole =
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; rows: RolePermissionRow[] };

/** `ask` false holds the question back (the role page asks once its first paint is out); the answer reads as loading. */
export function useExplainedRole(role: Role, view: PermissionView, ask = true): ExplainedRole {
  const answer = useEngineAnswer(
    ask ? ['explainRole', [role.templateId, { inherit: view.inherit, wildcards: view.wildcards }]] : null,
  );
  const lookup = useRoleLookup();
  const explained = answer.state === 'hasData' ? answer.data : null;
  const rows = useMemo(
    () => (explained && lookup ? toPermissionRows(explained, permissionLabelsOf(lookup.all)) : null),
    [explained, lookup],
  );
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  if (answer.state === 'hasData' && explained === null)
    return { state: 'hasError', error: new Error('The engine does not know this role.') };
  if (!rows) return { state: 'loading' };
  return { state: 'hasData', rows };
}
