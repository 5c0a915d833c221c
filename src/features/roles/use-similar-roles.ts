// The other built-in roles ranked by overlap with one role in a view: the worker counts every pair and ranks them
// (similarRoles), and the role page's prerender embeds the Listed view's answer.
import type { PermissionView } from '@engine/catalog';
import type { SimilarRoleRef } from '../../../workers/role-page';
import { useEngineAnswer, type EngineCall } from '../../state/engine-answer';

export type { SimilarRoleRef };

export type SimilarRoles =
  { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; ranked: SimilarRoleRef[] };

/** The engine's question: the built-in roles other than the role, most similar in `view` first. */
export function similarRolesCall(templateId: string, view: PermissionView): EngineCall<'similarRoles'> {
  return ['similarRoles', [templateId, { inherit: view.inherit, wildcards: view.wildcards }]];
}

/**
 * Built-in roles other than the role, most similar first (then most shared, then by name); none for a custom role.
 * `ask` false holds the question back.
 */
export function useSimilarRoles(
  role: { templateId: string; builtIn: boolean },
  view: PermissionView,
  ask = true,
): SimilarRoles {
  const answer = useEngineAnswer(role.builtIn && ask ? similarRolesCall(role.templateId, view) : null);
  if (!role.builtIn) return { state: 'hasData', ranked: [] };
  if (answer.state === 'hasError') return { state: 'hasError' };
  if (answer.state !== 'hasData') return { state: 'loading' };
  return { state: 'hasData', ranked: answer.data ?? [] };
}
