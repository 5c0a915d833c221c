// The only place that creates the engine worker: started on first use, loaded with the dataset the bridge was fed, cancellable.
import { wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../workers/engine.worker';
import type { Role } from '../data/role-model';
import { toEngineRoles } from '../data/engine-input';
import { currentEngineDataset, engineDataset } from './engine-dataset';

/** A question the engine answers: any RoleEngine method but load (the bridge loads the dataset itself). */
export type EngineQuestion = Exclude<keyof EngineApi, 'load'>;
export type EngineArgs<Q extends EngineQuestion> = Parameters<EngineApi[Q]>;
export type EngineAnswerOf<Q extends EngineQuestion> = ReturnType<EngineApi[Q]>;

/**
 * How long an abandoned call may keep the worker busy before the worker is replaced. Analyses take
 * milliseconds, so only a runaway call reaches this; replacing sooner would throw away the cached views.
 */
const STUCK_AFTER_ABORT_MS = 2000;

interface Running {
  worker: Worker;
  api: Remote<EngineApi>;
  loadedFor: Role[] | null;
  ready: Promise<unknown>;
  /** Settles when this worker is replaced: whatever still waits on it starts again on the next one. */
  stopped: Promise<'stopped'>;
  stop: () => void;
}

let running: Running | null = null;
let unsettledCalls = 0;

function start(): Running {
  const worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module', name: 'roleprism-engine' });
  let stop = () => {};
  const stopped = new Promise<'stopped'>((resolve) => {
    stop = () => resolve('stopped');
  });
  running = { worker, api: wrap<EngineApi>(worker), loadedFor: null, ready: Promise.resolve(), stopped, stop };
  return running;
}

/** Stops the worker; calls still waiting on it re-run on a fresh one. */
export function stopEngine(): void {
  const stopped = running;
  running = null;
  stopped?.worker.terminate();
  stopped?.stop();
}

function abortError(): DOMException {
  return new DOMException('The analysis was replaced by a newer one.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** How many calls have not settled yet (waiting for the dataset, the worker or the answer); an aborted call leaves at once. */
export function unsettledEngineCalls(): number {
  return unsettledCalls;
}

/** The running worker with the latest dataset loaded: waits for the first feed, starts or re-loads the worker as needed. */
async function ready(): Promise<Running> {
  for (;;) {
    const roles = await engineDataset();
    const current = running ?? start();
    if (current.loadedFor !== roles) {
      current.loadedFor = roles;
      current.ready = current.api.load(toEngineRoles(roles), roles.find((r) => r.datasetDate)?.datasetDate ?? '');
    }
    const outcome = await Promise.race([current.ready.then(() => 'ready' as const), current.stopped]);
    if (outcome === 'ready' && running === current && current.loadedFor === currentEngineDataset()) return current;
  }
}

/** Settles 'aborted' when the signal aborts; `release` drops the listener once the call is over. */
function abortOf(signal: AbortSignal | undefined): { aborted: Promise<'aborted'>; release: () => void } {
  if (!signal) return { aborted: new Promise(() => {}), release: () => {} };
  let onAbort = () => {};
  const aborted = new Promise<'aborted'>((resolve) => (onAbort = () => resolve('aborted')));
  signal.addEventListener('abort', onAbort, { once: true });
  return { aborted, release: () => signal.removeEventListener('abort', onAbort) };
}

async function run<T>(call: (api: Remote<EngineApi>) => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  const { aborted, release } = abortOf(signal);
  try {
    for (;;) {
      if (signal?.aborted) throw abortError();
      const starting = ready();
      starting.catch(() => {}); // after an abort, a failure to start is nobody's business either
      const current = await Promise.race([starting, aborted]);
      if (current === 'aborted' || signal?.aborted) throw abortError();
      let returned = false;
      const work = call(current.api).finally(() => {
        returned = true;
      });
      work.catch(() => {}); // an abandoned call's late failure is nobody's business
      const outcome = await Promise.race([work.then((value) => ({ value })), current.stopped, aborted]);
      if (outcome === 'aborted') {
        setTimeout(() => {
          if (!returned && running === current) stopEngine();
        }, STUCK_AFTER_ABORT_MS);
        throw abortError();
      }
      if (outcome !== 'stopped') return outcome.value;
      // The worker was replaced while this call waited on it: go round again on the new one.
    }
  } finally {
    release();
  }
}

/**
 * Asks the engine one question, e.g. `askEngine('analyze', [templateIds, view], signal)`, once the bridge has a dataset.
 * On abort the promise rejects at once with an AbortError; if the abandoned call still holds the worker long after,
 * the worker is replaced and other waiting calls re-run.
 */
export async function askEngine<Q extends EngineQuestion>(question: Q, args: EngineArgs<Q>, signal?: AbortSignal): Promise<EngineAnswerOf<Q>> {
  unsettledCalls++;
  try {
    return await run((api) => (api[question] as unknown as (...a: EngineArgs<Q>) => Promise<EngineAnswerOf<Q>>)(...args), signal);
  } finally {
    unsettledCalls--;
  }
}
