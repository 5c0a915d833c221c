// The role history in the engine: history.json fetched once, only when a page asks a history question, and loaded into the worker first.
import type { HistorySummary } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';
import { askEngine, type EngineAnswerOf, type EngineArgs, type EngineQuestion } from './engine-client';

/** How long the history file may take before the page shows an error (it is 17 kB gzip). */
export const HISTORY_TIMEOUT_MS = 15_000;

/** The questions that need the history loaded first. */
export type HistoryQuestion = Extract<
  EngineQuestion,
  | 'snapshotOn'
  | 'historyDiff'
  | 'historyTimeline'
  | 'roleHistory'
  | 'permissionHistory'
  | 'datasetOn'
  | 'rolesAsOf'
  | 'analyzeAsOf'
  | 'pairDetailAsOf'
  | 'csvAsOf'
>;

let file: Promise<HistoryFile> | null = null;
let loaded: Promise<HistorySummary> | null = null;

/** The history file's address under the app's base path. */
export function historyUrl(): string {
  return `${import.meta.env.BASE_URL}data/history.json`;
}

async function fetchHistory(): Promise<HistoryFile> {
  let response: Response;
  try {
    response = await fetch(historyUrl(), { signal: AbortSignal.timeout(HISTORY_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error('The role history took too long to load.');
    throw new Error('The role history could not be loaded. Check your connection.');
  }
  if (!response.ok) throw new Error(`The role history could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as HistoryFile;
}

/** Resolves with `work`, or rejects with an AbortError as soon as `signal` aborts (the shared work goes on). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(new DOMException('The question was abandoned.', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The question was abandoned.', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The history in the worker: fetched once (again after a failure), loaded once per worker; resolves with its summary. */
export function ensureHistory(signal?: AbortSignal): Promise<HistorySummary> {
  if (!loaded) {
    // A failed fetch or load is not cached: the next question tries again.
    file ??= fetchHistory().catch((error: unknown) => {
      file = null;
      throw error;
    });
    const loading = file.then((history) => askEngine('loadHistory', [history]));
    loaded = loading;
    loading.catch(() => {
      if (loaded === loading) loaded = null;
    });
  }
  return untilAborted(loaded, signal);
}

const isNotLoaded = (error: unknown) => error instanceof Error && /no history loaded/.test(error.message);

/**
 * Asks a history question, e.g. `askHistory('historyDiff', [from, to], signal)`, once the history is in the worker.
 * A replaced worker has lost the history: the question then loads it again and asks once more.
 */
export async function askHistory<Q extends HistoryQuestion>(
  question: Q,
  args: EngineArgs<Q>,
  signal?: AbortSignal,
): Promise<EngineAnswerOf<Q>> {
  await ensureHistory(signal);
  try {
    return await askEngine(question, args, signal);
  } catch (error) {
    if (!isNotLoaded(error)) throw error;
    loaded = null;
    await ensureHistory(signal);
    return await askEngine(question, args, signal);
  }
}
