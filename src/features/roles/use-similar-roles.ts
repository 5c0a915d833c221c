// The other built-in roles ranked by overlap with one role in a view, each pair counted in the engine worker.
import { useMemo } from 'react';
import { overlapPercent } from '@engine/analyze';
import type { PermissionView } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { compareText } from '../../data/text-order';
import { useEngineAnswer } from '../permissions/use-engine-answer';

export interface SimilarRole {
  role: Role;
  /** Shared divided by the pair's union, times 100, rounded (spec section 5). */
  percent: number;
  shared: number;
}

export type SimilarRoles = { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; ranked: SimilarRole[] };

/** Questions posted to the worker per main-thread task: 140 at once (a message and a promise each) make one long task. */
const QUESTIONS_PER_TASK = 20;

/** `ask` for every item, the questions posted a batch per task; the answers in the order of `items`. */
async function askInBatches<T, R>(items: readonly T[], ask: (item: T) => Promise<R>): Promise<R[]> {
  const answers: Promise<R>[] = [];
  for (let i = 0; i < items.length; i += QUESTIONS_PER_TASK) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve));
    for (const item of items.slice(i, i + QUESTIONS_PER_TASK)) answers.push(ask(item));
  }
  return Promise.all(answers);
}

/** Built-in roles other than `role`, most similar first (then most shared, then by name); `ask` false holds the question back. */
export function useSimilarRoles(roles: Role[], role: Role, view: PermissionView, ask = true): SimilarRoles {
  const others = useMemo(() => roles.filter((other) => other.builtIn && other.templateId !== role.templateId), [roles, role]);
  const key = role.builtIn && ask ? `similar:${role.templateId}:${Number(view.inherit)}${Number(view.wildcards)}` : null;
  const answer = useEngineAnswer(roles, key, (api) => askInBatches(others, (other) => api.quickStats([role.templateId, other.templateId], view)));
  const stats = answer.state === 'hasData' ? answer.data : null;
  const ranked = useMemo(() => {
    if (!stats) return null;
    return others
      .map((other, i) => ({ role: other, percent: overlapPercent(stats[i].common, stats[i].union), shared: stats[i].common }))
      .sort((a, b) => b.percent - a.percent || b.shared - a.shared || compareText(a.role.displayName, b.role.displayName));
  }, [others, stats]);
  if (!role.builtIn) return { state: 'hasData', ranked: [] };
  if (answer.state === 'hasError') return { state: 'hasError' };
  if (!ranked) return { state: 'loading' };
  return { state: 'hasData', ranked };
}
