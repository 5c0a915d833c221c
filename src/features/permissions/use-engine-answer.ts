// Asks the engine worker one question per request key; a newer key aborts the request in flight.
import { useEffect, useState } from 'react';
import type { Remote } from 'comlink';
import type { EngineApi } from '../../../workers/engine.worker';
import type { Role } from '../../data/role-model';
import { isAbortError, runEngine } from '../../worker-bridge/engine-client';

export type EngineAnswer<T> = { state: 'idle' } | { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: T };

type Settled<T> = { key: string; answer: EngineAnswer<T> };

/**
 * Runs `ask` in the worker whenever `requestKey` (a string naming the question) or the roles change; null asks nothing.
 * The answer shown always belongs to the current key: a stale one reads as loading.
 */
export function useEngineAnswer<T>(roles: Role[] | null, requestKey: string | null, ask: (api: Remote<EngineApi>) => Promise<T>): EngineAnswer<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!roles || requestKey === null) return;
    const controller = new AbortController();
    // `ask` is named by requestKey: a new question comes with a new key, so the key alone decides when to ask.
    runEngine(roles, ask, controller.signal).then(
      (data) => setSettled({ key: requestKey, answer: { state: 'hasData', data } }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error('The engine could not answer', error);
        setSettled({ key: requestKey, answer: { state: 'hasError', error } });
      },
    );
    return () => controller.abort();
  }, [roles, requestKey]);

  if (!roles || requestKey === null) return { state: 'idle' };
  return settled?.key === requestKey ? settled.answer : { state: 'loading' };
}
