// Every role's permission count in a permission view: the Listed view from the data, the others from the engine worker.
import { useMemo } from 'react';
import type { PermissionView } from '@engine/catalog';
import { isListedView } from '@engine/explain-listed';
import type { RoleSummary } from '../../data/role-summary';
import { useEngineAnswer } from '../../state/engine-answer';

export type ViewCounts =
  { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; countOf: (role: RoleSummary) => number };

/** Counts per role, by template id (the engine names the role of each count). */
export function useViewPermissionCounts(view: PermissionView): ViewCounts {
  const listed = isListedView(view);
  const answer = useEngineAnswer(
    listed ? null : ['permissionCounts', [{ inherit: view.inherit, wildcards: view.wildcards }]],
  );
  const data = answer.state === 'hasData' ? answer.data : null;
  const byTemplateId = useMemo(
    () => (data ? new Map(data.templateIds.map((id, i) => [id, data.counts[i]])) : null),
    [data],
  );

  if (listed) return { state: 'hasData', countOf: (role) => role.permissionCount };
  if (answer.state === 'hasError') return { state: 'hasError' };
  if (!byTemplateId) return { state: 'loading' };
  return { state: 'hasData', countOf: (role) => byTemplateId.get(role.templateId) ?? 0 };
}
