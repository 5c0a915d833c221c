// Asks the engine worker for one pair's shared and one-sided permissions; a newer pair or view cancels the older request.
import { useEffect, useState } from 'react';
import type { PermissionView } from '@engine/catalog';
import type { Role } from '../../../data/role-model';
import { isAbortError, runEngine } from '../../../worker-bridge/engine-client';

export interface PairDetail {
  shared: string[];
  onlyA: string[];
  onlyB: string[];
}

export type PairDetailState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; detail: PairDetail };

export function usePairDetail(roles: Role[], templateA: string, templateB: string, view: PermissionView): PairDetailState {
  const [state, setState] = useState<PairDetailState>({ status: 'loading' });
  const { inherit, wildcards } = view;
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    runEngine(roles, (api) => api.pairDetail(templateA, templateB, { inherit, wildcards }), controller.signal).then(
      (detail) => setState(detail ? { status: 'ready', detail } : { status: 'error', message: 'These roles are not in the loaded role data.' }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error('Overlap details failed:', error);
        setState({ status: 'error', message: 'The overlap details could not be loaded. Close this panel and try again.' });
      },
    );
    return () => controller.abort();
  }, [roles, templateA, templateB, inherit, wildcards]);
  return state;
}
