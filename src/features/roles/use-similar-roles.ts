// The other built-in roles ranked by overlap with one role in a view, every pair counted by the engine worker in one question.
import { useMemo } from 'react';
import { overlapPercent } from '@engine/analyze';
import type { PermissionView } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { compareText } from '../../data/text-order';
import { useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { useRoleLookup } from '../../state/roles';

export interface SimilarRole {
  role: Role;
  /** Shared divided by the pair's union, times 100, rounded (spec section 5). */
  percent: number;
  shared: number;
}

export type SimilarRoles = { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; ranked: SimilarRole[] };

/** The built-in roles a role is ranked against: all but itself, in the dataset's order. */
export function othersOf(role: Role, builtIn: readonly Role[]): Role[] {
  return builtIn.filter((other) => other.templateId !== role.templateId);
}

/** The engine's question: `role`'s overlap with each of `others` in `view`. */
export function similarRolesCall(
  role: Role,
  others: readonly Role[],
  view: PermissionView,
): EngineCall<'pairedQuickStats'> {
  return [
    'pairedQuickStats',
    [role.templateId, others.map((other) => other.templateId), { inherit: view.inherit, wildcards: view.wildcards }],
  ];
}

/** Built-in roles other than `role`, most similar first (then most shared, then by name); `ask` false holds the question back. */
export function useSimilarRoles(role: Role, view: PermissionView, ask = true): SimilarRoles {
  const lookup = useRoleLookup();
  const others = useMemo(() => othersOf(role, lookup?.builtIn ?? []), [lookup, role]);
  const asking = role.builtIn && ask && lookup !== null;
  const answer = useEngineAnswer(asking ? similarRolesCall(role, others, view) : null);
  const stats = answer.state === 'hasData' ? answer.data : null;
  const ranked = useMemo(() => {
    if (!stats) return null;
    return others
      .map((other, i) => ({
        role: other,
        percent: overlapPercent(stats[i].common, stats[i].union),
        shared: stats[i].common,
      }))
      .sort(
        (a, b) => b.percent - a.percent || b.shared - a.shared || compareText(a.role.displayName, b.role.displayName),
      );
  }, [others, stats]);
  if (!role.builtIn) return { state: 'hasData', ranked: [] };
  if (answer.state === 'hasError') return { state: 'hasError' };
  if (!ranked) return { state: 'loading' };
  return { state: 'hasData', ranked };
}
