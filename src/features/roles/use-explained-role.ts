// A role's permissions in a view with how it holds each one, joined with the dataset's labels: asked of the engine
// worker, which holds the dataset.
import type { PermissionView } from '@engine/catalog';
import { useEngineAnswer, type EngineAnswer, type EngineCall } from '../../state/engine-answer';
import type { RolePermissionRow } from './role-permission-rows';

export type ExplainedRole =
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; rows: RolePermissionRow[] };

/** The engine's question: a dataset role's permissions in `view`, labelled (the role page's). */
export function rolePermissionsCall(templateId: string, view: PermissionView): EngineCall<'rolePermissions'> {
  return ['rolePermissions', [templateId, { inherit: view.inherit, wildcards: view.wildcards }]];
}

/** The rows of the worker's answer; an idle question reads as loading, a role the engine does not know as an error. */
function explainedOf(answer: EngineAnswer<RolePermissionRow[] | null>): ExplainedRole {
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  if (answer.state !== 'hasData') return { state: 'loading' };
  if (answer.data === null) return { state: 'hasError', error: new Error('The engine does not know this role.') };
  return { state: 'hasData', rows: answer.data };
}

/**
 * A dataset role's permissions in `view`, labelled by the worker (the role page's; the prerender embeds the Listed
 * view's). `ask` false holds the question back; the answer reads as loading.
 */
export function useRolePermissions(templateId: string, view: PermissionView, ask = true): ExplainedRole {
  return explainedOf(useEngineAnswer(ask ? rolePermissionsCall(templateId, view) : null));
}

/**
 * An imported custom role's permissions in `view`, labelled by the worker like a dataset role's (its local page's),
 * asked again when the custom roles change. `ask` false holds the question back.
 */
export function useCustomRolePermissions(templateId: string, view: PermissionView, ask = true): ExplainedRole {
  return explainedOf(
    useEngineAnswer(
      ask ? ['customRolePermissions', [templateId, { inherit: view.inherit, wildcards: view.wildcards }]] : null,
    ),
  );
}
