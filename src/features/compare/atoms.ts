// Compare page state: the requested comparison and its analysis, run in the worker; a newer request aborts the one in flight.
import { atom, type ExtractAtomValue, type createStore } from 'jotai';
import type { AnalysisResult } from '@engine/analyze';
import type { PermissionView } from '@engine/catalog';
import { loadableOf } from '../../state/loadable';
import { engineRetryAtom } from '../../state/engine-retry';
import { askEngine } from '../../worker-bridge/engine-client';

/** What the page asks for: known built-in template ids (in URL order) and a view. */
export interface ComparisonRequest {
  templateIds: string[];
  view: PermissionView;
  /** Set: analyse the roles as defined on this date (the newest snapshot on or before it), from the role history. */
  asOf?: string;
}

/** An analysis together with the request it answers, so the page never shows a stale one as current. */
export interface ComparisonAnswer {
  key: string;
  result: AnalysisResult;
}

/** A stable identity of a request (same ids in the same order, same view). */
export function requestKey(request: ComparisonRequest): string {
  const view = `${request.view.inherit ? 1 : 0}${request.view.wildcards ? 1 : 0}`;
  return `${request.templateIds.join(',')}|${view}${request.asOf ? `|${request.asOf}` : ''}`;
}

const requestAtom = atom<ComparisonRequest | null>(null);

/** The comparison asked for; writing an equal request is a no-op, so nothing re-runs. */
export const comparisonRequestAtom = atom(
  (get) => get(requestAtom),
  (get, set, next: ComparisonRequest) => {
    const current = get(requestAtom);
    if (!current || requestKey(current) !== requestKey(next)) set(requestAtom, next);
  },
);

// jotai aborts `signal` when the request changes; the bridge then drops (or, if stuck, restarts) the worker call.
const analysisRequestAtom = atom(async (get, { signal }): Promise<ComparisonAnswer | null> => {
  const request = get(requestAtom);
  get(engineRetryAtom); // 'Try again' asks again
  if (!request) return null;
  const result = await askEngine('analyze', [request.templateIds, request.view, { asOf: request.asOf }], signal);
  return { key: requestKey(request), result };
});

/** The analysis as loading / error / data, without suspending the page. */
export const analysisAtom = loadableOf(analysisRequestAtom);

export type AnalysisState = ExtractAtomValue<typeof analysisAtom>;

/**
 * The analysis the page holds for its current request, or the one it waits for (its error if that fails): what the
 * exports write their files from, without asking the engine again.
 */
export async function heldAnalysis(store: ReturnType<typeof createStore>): Promise<AnalysisResult> {
  const answer = await store.get(analysisRequestAtom);
  if (!answer) throw new Error('There is no comparison to export.');
  return answer.result;
}
