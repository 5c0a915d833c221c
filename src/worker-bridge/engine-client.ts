// The only place that creates the engine worker: started once, each question with a deadline, replaced when it fails.
import { transfer, wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../workers/engine-api';
import type { Role } from '../data/role-model';
import { engineRolesBytes } from '../data/engine-input';

/** A question the engine answers: any method of the worker's API but the custom roles' (the bridge sends those itself). */
export type EngineQuestion = Exclude<keyof EngineApi, 'setExtraRoles'>;
export type EngineArgs<Q extends EngineQuestion> = Parameters<EngineApi[Q]>;
export type EngineAnswerOf<Q extends EngineQuestion> = Awaited<ReturnType<EngineApi[Q]>>;

/**
 * How long a question may take. Analyses take milliseconds, but the first question waits for the worker's own read of
 * the dataset, which gives up after 15 s with a message of its own: only a worker that died or hung reaches this.
 */
const CALL_DEADLINE_MS = 30_000;

/** A worker that could not start, died, or stopped answering: the message is for the user; the worker was discarded. */
export class EngineFailure extends Error {
  override name = 'EngineFailure';
}

const WORKERS_UNAVAILABLE = 'This browser cannot run the analysis: Web Workers are unavailable.';
const WORKER_FAILED = 'The analysis engine could not run. Try again to restart it.';
const WORKER_TIMED_OUT = 'The analysis engine did not answer in time. Try again to restart it.';
const STOPPED = 'stopped';

export function isEngineFailure(error: unknown): error is EngineFailure {
  return error instanceof EngineFailure;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface Running {
  api: Remote<EngineApi>;
  /** Rejects when this worker fails; it is then terminated, and the next question starts a new one. */
  failed: Promise<never>;
  fail: (failure: EngineFailure) => void;
  /** The custom roles this worker was sent (null: unknown, after a failed send), and that send. */
  customSent: readonly Role[] | null;
  sending: Promise<unknown>;
}

const NO_CUSTOM_ROLES: readonly Role[] = [];
let running: Running | null = null;
let unsettledCalls = 0;
/** The build-time render's engine, in its own process: asked directly, with no worker. */
let inProcess: EngineApi | null = null;

/** Answers every question with `api` in this process (the build-time render, which has no workers); null: a worker. */
export function answerInProcess(api: EngineApi | null): void {
  inProcess = api;
}

function start(): Running {
  if (typeof Worker === 'undefined') throw new EngineFailure(WORKERS_UNAVAILABLE);
  let worker: Worker;
  try {
    worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'roleprism-engine',
    });
  } catch (error) {
    throw new EngineFailure(WORKER_FAILED, { cause: error });
  }
  let reject: (failure: EngineFailure) => void = () => {};
  const failed = new Promise<never>((_resolve, rejectFailed) => (reject = rejectFailed));
  failed.catch(() => {}); // nobody may be waiting when it fails
  const current: Running = {
    api: wrap<EngineApi>(worker),
    failed,
    fail: (failure) => {
      if (failure.cause !== STOPPED)
        console.error('The analysis engine failed; the next question starts a new one.', failure.cause ?? failure);
      reject(failure);
      worker.terminate();
      if (running === current) running = null;
    },
    customSent: NO_CUSTOM_ROLES,
    sending: Promise.resolve(),
  };
  // A script that does not load (404, served as HTML, a syntax error) or dies fires 'error'; an unreadable answer 'messageerror'.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    current.fail(new EngineFailure(WORKER_FAILED, { cause: event.message || 'worker error' }));
  });
  worker.addEventListener('messageerror', () =>
    current.fail(new EngineFailure(WORKER_FAILED, { cause: 'messageerror' })),
  );
  return (running = current);
}

/**
 * Starts the worker, and with it its read of the dataset, now rather than at the first question; with `customRoles`,
 * sends it those it lacks (after an import: in a task of its own, not inside the click that asks the first question
 * about them).
 */
export function startEngine(customRoles?: readonly Role[]): void {
  try {
    const current = (running ??= start());
    if (customRoles) sendCustomRoles(current, customRoles).catch(() => {});
  } catch {
    // The first question meets the same failure and reports it.
  }
}

/** Sends the worker `customRoles` (as JSON bytes, transferred) unless it has them; an empty list is the start's. */
function sendCustomRoles(current: Running, customRoles: readonly Role[]): Promise<unknown> {
  const wanted = customRoles.length === 0 ? NO_CUSTOM_ROLES : customRoles;
  if (current.customSent !== wanted) {
    const roles = (current.customSent = wanted);
    const sending = engineRolesBytes(roles).then((pieces) =>
      current.api.setExtraRoles(
        transfer(
          pieces,
          pieces.map((piece) => piece.buffer),
        ),
      ),
    );
    // A failed send (the dataset could not be read) is tried again by the next question that names custom roles;
    // the others no longer wait for it.
    sending.catch(() => {
      if (current.sending !== sending) return;
      current.customSent = null;
      current.sending = Promise.resolve();
    });
    current.sending = sending;
  }
  return current.sending;
}

/** How many questions have not settled yet (the update prompt waits for none before it reloads the page). */
export function unsettledEngineCalls(): number {
  return unsettledCalls;
}

/** Rejects once `signal` aborts; `release` drops the listener. */
function rejectionOf(signal: AbortSignal): { rejected: Promise<never>; release: () => void } {
  let onAbort = () => {};
  const rejected = new Promise<never>((_resolve, reject) => (onAbort = () => reject(signal.reason)));
  signal.addEventListener('abort', onAbort, { once: true });
  return { rejected, release: () => signal.removeEventListener('abort', onAbort) };
}

/**
 * Asks the engine one question, e.g. `askEngine('analyze', [templateIds, view], signal, customRoles)`. `customRoles`:
 * the imported roles the answer must include (the worker is sent them first unless it has them); omitted for questions
 * whose answers do not depend on them. On abort it rejects at once with an AbortError; a worker that fails or misses the
 * deadline is terminated and the question rejects with an EngineFailure. Other errors (the dataset could not be read, a
 * date outside the history) are the engine's own.
 */
export async function askEngine<Q extends EngineQuestion>(
  question: Q,
  args: EngineArgs<Q>,
  signal?: AbortSignal,
  customRoles?: readonly Role[],
): Promise<EngineAnswerOf<Q>> {
  if (inProcess) return (inProcess[question] as (...a: EngineArgs<Q>) => Promise<EngineAnswerOf<Q>>)(...args);
  const deadline = AbortSignal.timeout(CALL_DEADLINE_MS);
  const stopped = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const { rejected, release } = rejectionOf(stopped);
  let current: Running | null = null;
  unsettledCalls++;
  try {
    if (stopped.aborted) throw stopped.reason;
    const worker = (current = running ?? start());
    const method = worker.api[question] as unknown as (...a: EngineArgs<Q>) => Promise<EngineAnswerOf<Q>>;
    const sent = customRoles ? sendCustomRoles(worker, customRoles) : worker.sending;
    const answer = sent.then(() => method(...args));
    return await Promise.race([answer, worker.failed, rejected]);
  } catch (error) {
    if (signal?.aborted) throw new DOMException('The question was replaced by a newer one.', 'AbortError');
    if (!deadline.aborted) throw error;
    const failure = new EngineFailure(WORKER_TIMED_OUT, { cause: `no answer within ${CALL_DEADLINE_MS} ms` });
    current?.fail(failure);
    throw failure;
  } finally {
    release();
    unsettledCalls--;
  }
}

/**
 * Ends the worker; questions waiting on it fail, and the next question starts a new one (a retry after the network
 * came back, the build-time render so its process can exit).
 */
export function stopEngine(): void {
  running?.fail(new EngineFailure(WORKER_FAILED, { cause: STOPPED }));
}
