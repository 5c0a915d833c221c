// The role history in the engine: history.json fetched once, only when a page asks a history question (or one as of a date), and loaded into the worker first.
import type { AsOfOption, HistorySummary } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';
import { askEngine, type EngineAnswerOf, type EngineArgs, type EngineQuestion } from './engine-client';

/** How long the history file may take before the page shows an error (it is 17 kB gzip). */
export const HISTORY_TIMEOUT_MS = 15_000;

/** The questions that need the history loaded first. */
export type HistoryQuestion = Extract<
  EngineQuestion,
  'snapshotOn' | 'historyDiff' | 'historyTimeline' | 'roleHistory' | 'permissionHistory' | 'datasetOn' | 'rolesAsOf'
>;

/** The questions about today's roles whose last argument may carry `{ asOf }`: with it, they need the history too. */
const AS_OF_QUESTIONS = ['analyze', 'pairDetail', 'csv'] as const satisfies readonly EngineQuestion[];
export type AsOfQuestion = (typeof AS_OF_QUESTIONS)[number];

/** False for a question about today's roles (an as-of question without its date): the history is not needed. */
function needsHistory(question: EngineQuestion, args: readonly unknown[]): boolean {
  if (!(AS_OF_QUESTIONS as readonly EngineQuestion[]).includes(question)) return true;
  const options: unknown = args[args.length - 1];
  return typeof options === 'object' && options !== null && typeof (options as AsOfOption).asOf === 'string';
}

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
 * Asks a question that may need the role history, e.g. `askHistory('historyDiff', [from, to], signal)` or
 * `askHistory('analyze', [ids, view, { asOf }], signal)`: once the history is in the worker, or at once for an as-of
 * question without its date (today's roles). A replaced worker has lost the history: the question then loads it again
 * and asks once more.
 */
export async function askHistory<Q extends HistoryQuestion | AsOfQuestion>(
  question: Q,
  args: EngineArgs<Q>,
  signal?: AbortSignal,
): Promise<EngineAnswerOf<Q>> {
  if (!needsHistory(question, args)) return askEngine(question, args, signal);
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
