// The finder's permission tab data: the worker's index of every action of the built-in roles (permissionsIndex, the
// one /permissions lists), as the picker searches it. The prerendered tab embeds the answer, so it hydrates without
// the worker.
import { useMemo } from 'react';
import { useEngineAnswer } from '../../state/engine-answer';
import { PERMISSIONS_INDEX_CALL } from '../permissions/permission-questions';
import { needIndexOf, type NeedIndex } from './permission-search';

export type NeedIndexState =
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; index: NeedIndex };

/** The built-in roles' permissions as the finder reads them: loading, the worker's error, or the index. */
export function useNeedIndex(): NeedIndexState {
  const answer = useEngineAnswer(PERMISSIONS_INDEX_CALL);
  const entries = answer.state === 'hasData' ? answer.data.entries : null;
  const index = useMemo(() => (entries ? needIndexOf(entries) : null), [entries]);
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  return index ? { state: 'hasData', index } : { state: 'loading' };
}
