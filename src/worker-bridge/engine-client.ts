// The only place that creates the engine worker: started on first use, fed the dataset once, cancellable.
import { wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../workers/engine.worker';
import type { Role } from '../data/role-model';
import { toEngineRoles } from '../data/engine-input';

/** How long an abandoned call may keep the worker busy before the worker is replaced. */
const STUCK_AFTER_ABORT_MS = 150;

interface Running {
  worker: Worker;
  api: Remote<EngineApi>;
  loadedFor: Role[] | null;
  ready: Promise<unknown> | null;
}

let running: Running | null = null;

function start(): Running {
  const worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module', name: 'rolelens-engine' });
  running = { worker, api: wrap<EngineApi>(worker), loadedFor: null, ready: null };
  return running;
}

/** Stops the worker; the next call starts a fresh one. */
export function stopEngine(): void {
  running?.worker.terminate();
  running = null;
}

function abortError(): DOMException {
  return new DOMException('The analysis was replaced by a newer one.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function ready(roles: Role[]): Promise<Running> {
  const current = running ?? start();
  if (current.loadedFor !== roles) {
    current.loadedFor = roles;
    current.ready = current.api.load(toEngineRoles(roles), roles.find((r) => r.datasetDate)?.datasetDate ?? '');
  }
  await current.ready;
  return current;
}

/**
 * Runs one engine call in the worker. On abort the promise rejects at once with an AbortError;
 * if the abandoned call still holds the worker shortly after, the worker is replaced so newer work is not queued behind it.
 */
export async function runEngine<T>(roles: Role[], call: (api: Remote<EngineApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw abortError();
  const current = await ready(roles);
  if (signal?.aborted) throw abortError();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onAbort = () => {
      reject(abortError());
      setTimeout(() => {
        if (!settled && running === current) stopEngine();
      }, STUCK_AFTER_ABORT_MS);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    call(current.api)
      .then(resolve, reject)
      .finally(() => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
      });
  });
}
