// The only place that creates the engine worker: started on first use, fed the dataset once, cancellable.
import { wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../workers/engine.worker';
import type { Role } from '../data/role-model';
import { toEngineRoles } from '../data/engine-input';

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

/** The running worker with this dataset loaded (starting or re-feeding it as needed). */
async function ready(roles: Role[]): Promise<Running> {
  for (;;) {
    const current = running ?? start();
    if (current.loadedFor !== roles) {
      current.loadedFor = roles;
      current.ready = current.api.load(toEngineRoles(roles), roles.find((r) => r.datasetDate)?.datasetDate ?? '');
    }
    const outcome = await Promise.race([current.ready.then(() => 'ready' as const), current.stopped]);
    if (outcome === 'ready' && running === current) return current;
  }
}

/**
 * Runs one engine call in the worker. On abort the promise rejects at once with an AbortError; if the
 * abandoned call still holds the worker long after, the worker is replaced and other waiting calls re-run.
 */
export async function runEngine<T>(roles: Role[], call: (api: Remote<EngineApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (;;) {
    if (signal?.aborted) throw abortError();
    const current = await ready(roles);
    if (signal?.aborted) throw abortError();
    let returned = false;
    const work = call(current.api).finally(() => {
      returned = true;
    });
    work.catch(() => {}); // an abandoned call's late failure is nobody's business
    const aborted = new Promise<'aborted'>((resolve) => signal?.addEventListener('abort', () => resolve('aborted'), { once: true }));
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
}
