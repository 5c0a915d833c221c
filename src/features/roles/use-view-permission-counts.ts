// Every role's permission count in a permission view: the Listed view from the data, the others from the engine worker.
import { useMemo } from 'react';
import { LISTED_VIEW, type PermissionView } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { useEngineAnswer } from '../permissions/use-engine-answer';

export type ViewCounts = { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; countOf: (role: Role) => number };

function isListed(view: PermissionView): boolean {
  return view.inherit === LISTED_VIEW.inherit && view.wildcards === LISTED_VIEW.wildcards;
}

/** Counts per role; the worker answers in the order of `roles`, so the answer is mapped back by that order. */
export function useViewPermissionCounts(roles: Role[] | null, view: PermissionView): ViewCounts {
  const listed = isListed(view);
  const answer = useEngineAnswer(roles, listed ? null : `counts:${Number(view.inherit)}${Number(view.wildcards)}`, (api) => api.permissionCounts(view));
  const data = answer.state === 'hasData' ? answer.data : null;
  const byTemplateId = useMemo(() => {
    if (!roles || !data) return null;
    return new Map(roles.map((role, i) => [role.templateId, data[i]]));
  }, [roles, data]);

  if (listed) return { state: 'hasData', countOf: (role) => role.permissions.length };
  if (answer.state === 'hasError') return { state: 'hasError' };
  if (!byTemplateId) return { state: 'loading' };
  return { state: 'hasData', countOf: (role) => byTemplateId.get(role.templateId) ?? 0 };
}
