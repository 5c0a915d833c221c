// The other built-in roles ranked by overlap with one role in a view, each pair counted in the engine worker.
import { useMemo } from 'react';
import { overlapPercent } from '../../../workers/engine/analyze';
import type { PermissionView } from '../../../workers/engine/catalog';
import type { Role } from '../../data/role-model';
import { useEngineAnswer } from '../permissions/use-engine-answer';

export interface SimilarRole {
  role: Role;
  /** Shared divided by the pair's union, times 100, rounded (spec section 5). */
  percent: number;
  shared: number;
}

export type SimilarRoles = { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; ranked: SimilarRole[] };

/** Built-in roles other than `role`, most similar first (then most shared, then by name). */
export function useSimilarRoles(roles: Role[], role: Role, view: PermissionView): SimilarRoles {
  const others = useMemo(() => roles.filter((other) => other.builtIn && other.templateId !== role.templateId), [roles, role]);
  const key = role.builtIn ? `similar:${role.templateId}:${Number(view.inherit)}${Number(view.wildcards)}` : null;
  const answer = useEngineAnswer(roles, key, (api) => Promise.all(others.map((other) => api.quickStats([role.templateId, other.templateId], view))));
  const stats = answer.state === 'hasData' ? answer.data : null;
  const ranked = useMemo(() => {
    if (!stats) return null;
    return others
      .map((other, i) => ({ role: other, percent: overlapPercent(stats[i].common, stats[i].union), shared: stats[i].common }))
      .sort((a, b) => b.percent - a.percent || b.shared - a.shared || a.role.displayName.localeCompare(b.role.displayName));
  }, [others, stats]);
  if (!role.builtIn) return { state: 'hasData', ranked: [] };
  if (answer.state === 'hasError') return { state: 'hasError' };
  if (!ranked) return { state: 'loading' };
  return { state: 'hasData', ranked };
}
