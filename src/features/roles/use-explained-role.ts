// A role's permissions in a view with how it holds each one, asked of the engine worker and joined with the dataset's labels.
import { useMemo } from 'react';
import type { PermissionView } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { useEngineAnswer } from '../permissions/use-engine-answer';
import { permissionLabelsOf, toPermissionRows, type RolePermissionRow } from './role-permission-rows';

export type ExplainedRole = { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; rows: RolePermissionRow[] };

/** `ask` false holds the question back (the role page asks once its first paint is out); the answer reads as loading. */
export function useExplainedRole(roles: Role[], role: Role, view: PermissionView, ask = true): ExplainedRole {
  const key = `explain:${role.templateId}:${Number(view.inherit)}${Number(view.wildcards)}`;
  const answer = useEngineAnswer(ask ? roles : null, key, (api) => api.explainRole(role.templateId, view));
  const explained = answer.state === 'hasData' ? answer.data : null;
  const rows = useMemo(() => (explained ? toPermissionRows(explained, permissionLabelsOf(roles)) : null), [explained, roles]);
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  if (answer.state === 'hasData' && explained === null) return { state: 'hasError', error: new Error('The engine does not know this role.') };
  if (!rows) return { state: 'loading' };
  return { state: 'hasData', rows };
}
