// The role lists' data: the worker's compact index of the dataset's roles (src/data/role-summary.ts), with the custom
// roles imported in this page added, and the dataset's facts every page shows. A prerendered page embeds both answers,
// so it renders and hydrates from them without waiting for the worker.
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { roleSummary, type DatasetFacts, type RoleSummary } from '../data/role-summary';
import { compareText } from '../data/text-order';
import { customRolesAtom } from './custom-roles';
import { engineQuestion, useEngineAnswer, type EngineCall } from './engine-answer';
import type { Loadable } from './loadable';

export const ROLE_INDEX_CALL: EngineCall<'roleIndex'> = ['roleIndex', []];
export const DATASET_FACTS_CALL: EngineCall<'datasetFacts'> = ['datasetFacts', []];

/** The questions a route's loader declares for a page that lists the roles. */
export const roleIndexQuestion = () => engineQuestion(ROLE_INDEX_CALL);
export const datasetFactsQuestion = () => engineQuestion(DATASET_FACTS_CALL);

/**
 * The roles a list shows: loading, the worker's error, or the dataset's roles and (unless built-in only) the imported
 * ones, sorted by display name.
 */
export function useRoleIndex({ builtInOnly = false }: { builtInOnly?: boolean } = {}): Loadable<RoleSummary[]> {
  const answer = useEngineAnswer(ROLE_INDEX_CALL);
  const custom = useAtomValue(customRolesAtom);
  const index = answer.state === 'hasData' ? answer.data : null;
  const listed = useMemo((): RoleSummary[] | null => {
    if (!index) return null;
    if (builtInOnly) return index.filter((role) => role.builtIn);
    if (custom.length === 0) return index;
    return [...index, ...custom.map(roleSummary)].sort((a, b) => compareText(a.displayName, b.displayName));
  }, [index, custom, builtInOnly]);
  if (answer.state === 'hasError') return answer;
  return listed ? { state: 'hasData', data: listed } : { state: 'loading' };
}

/** The dataset's date, counts and problems: loading, the worker's error, or the facts. */
export function useDatasetFactsState(): Loadable<DatasetFacts> {
  const answer = useEngineAnswer(DATASET_FACTS_CALL);
  return answer.state === 'idle' ? { state: 'loading' } : answer;
}

/** The dataset's date, counts and problems; null while the worker reads or when it could not. */
export function useDatasetFacts(): DatasetFacts | null {
  const facts = useDatasetFactsState();
  return facts.state === 'hasData' ? facts.data : null;
}
