// A role's permissions in a view with how it holds each one, joined with the dataset's labels. The Listed view is the
// role's own list, worked out on the spot; the other views are asked of the engine worker.
import { useMemo } from 'react';
import type { PermissionView } from '@engine/catalog';
import { explainListed, isListedView } from '@engine/explain-listed';
import type { Role } from '../../data/role-model';
import { useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { useRoleLookup } from '../../state/roles';
import { permissionLabelsOf, toPermissionRows, type RolePermissionRow } from './role-permission-rows';

export type ExplainedRole =
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; rows: RolePermissionRow[] };

/**
 * `ask` false holds the engine's question back (the role page asks once its first paint is out); the answer reads as
 * loading. The Listed view needs no question: its rows are there at once.
 */
export function useExplainedRole(role: Role, view: PermissionView, ask = true): ExplainedRole {
  const listed = isListedView(view);
  const answer = useEngineAnswer(
    ask && !listed ? ['explainRole', [role.templateId, { inherit: view.inherit, wildcards: view.wildcards }]] : null,
  );
  const lookup = useRoleLookup();
  const explained = answer.state === 'hasData' ? answer.data : null;
  const own = useMemo(() => (listed ? explainListed(role.permissions) : null), [listed, role]);
  const rows = useMemo(() => {
    const permissions = own ?? explained;
    return permissions && lookup ? toPermissionRows(permissions, permissionLabelsOf(lookup.all)) : null;
  }, [own, explained, lookup]);
  if (listed) return rows ? { state: 'hasData', rows } : { state: 'loading' };
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  if (answer.state === 'hasData' && explained === null)
    return { state: 'hasError', error: new Error('The engine does not know this role.') };
  if (!rows) return { state: 'loading' };
  return { state: 'hasData', rows };
}

/** The engine's question: a dataset role's permissions in `view`, labelled (the role page's). */
export function rolePermissionsCall(templateId: string, view: PermissionView): EngineCall<'rolePermissions'> {
  return ['rolePermissions', [templateId, { inherit: view.inherit, wildcards: view.wildcards }]];
}

/**
 * A dataset role's permissions in `view`, labelled by the worker, which holds the dataset (the role page's; the
 * prerender embeds the Listed view's). `ask` false holds the question back; the answer reads as loading.
 */
export function useRolePermissions(templateId: string, view: PermissionView, ask = true): ExplainedRole {
  const answer = useEngineAnswer(ask ? rolePermissionsCall(templateId, view) : null);
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  if (answer.state !== 'hasData') return { state: 'loading' };
  if (answer.data === null) return { state: 'hasError', error: new Error('The engine does not know this role.') };
  return { state: 'hasData', rows: answer.data };
}
