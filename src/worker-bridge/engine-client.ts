// The only place that creates the engine worker: started on first use, loaded with the dataset the bridge was fed, cancellable.
import { transfer, wrap, type Remote } from 'comlink';
import type { DatasetSource, EngineApi } from '../../workers/engine.worker';
import { engineRolesBytes, toEngineRoles } from '../data/engine-input';
import { STATIC_FILE_TIMEOUT_MS } from '../data/load-roles';
import { currentEngineFeed, engineFeed, workerReadsFile, type EngineFeed } from './engine-dataset';
import { FILE_READING_WORKER_NAME, WORKER_NAME } from '../../workers/worker-name';

/** A question the engine answers: any RoleEngine method but the loaders (the bridge loads the dataset itself). */
export type EngineQuestion = Exclude<keyof EngineApi, 'load' | 'loadFile' | 'setExtraRoles'>;
export type EngineArgs<Q extends EngineQuestion> = Parameters<EngineApi[Q]>;
export type EngineAnswerOf<Q extends EngineQuestion> = ReturnType<EngineApi[Q]>;

/**
 * How long an abandoned call may keep the worker busy before the worker is replaced. Analyses take
 * milliseconds, so only a runaway call reaches this; replacing sooner would throw away the cached views.
 */
const STUCK_AFTER_ABORT_MS = 2000;

/**
 * How long a call (with the dataset load it may wait for) may take, counted only while the page is visible: analyses
 * take milliseconds, so only a worker that died, closed itself or hung reaches it. Generous, so a slow device never does.
 */
const CALL_DEADLINE_MS = 15_000;

/** A worker that could not start, died, or stopped answering: the message is for the user; the worker was discarded. */
export class EngineFailure extends Error {
  override name = 'EngineFailure';
}

const WORKERS_UNAVAILABLE = 'This browser cannot run the analysis: Web Workers are unavailable.';
const WORKER_FAILED = 'The analysis engine could not run. Try again to restart it.';
const WORKER_TIMED_OUT = 'The analysis engine did not answer in time. Try again to restart it.';

export function isEngineFailure(error: unknown): error is EngineFailure {
  return error instanceof EngineFailure;
}

type WorkerFactory = () => Worker;

/** A new engine worker; one named to read the dataset file itself starts that read at once. */
const realWorker: WorkerFactory = () =>
  new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: workerReadsFile() ? FILE_READING_WORKER_NAME : WORKER_NAME,
  });
let makeWorker: WorkerFactory = realWorker;
let callDeadlineMs = CALL_DEADLINE_MS;
/** Added to a call's deadline while the worker reads the dataset file itself (that read has its own timeout and error). */
let fileReadAllowanceMs = STATIC_FILE_TIMEOUT_MS;

/** Tests only: how the next worker is made (null: the real engine worker); the running one is stopped. */
export function setWorkerFactory(factory: WorkerFactory | null): void {
  makeWorker = factory ?? realWorker;
  stopEngine();
}

/** Tests only: the visible-time deadline of a call, a file read by the worker included (null: the real 15 s, plus 15 s for the read). */
export function setCallDeadline(ms: number | null): void {
  callDeadlineMs = ms ?? CALL_DEADLINE_MS;
  fileReadAllowanceMs = ms === null ? STATIC_FILE_TIMEOUT_MS : 0;
}

interface Running {
  worker: Worker;
  api: Remote<EngineApi>;
  loadedFor: EngineFeed | null;
  ready: Promise<unknown>;
  /** Settles when this worker is replaced: whatever still waits on it starts again on the next one. */
  stopped: Promise<'stopped'>;
  stop: () => void;
  /** Rejects with an EngineFailure when this worker fails (error event, unreadable message, missed deadline). */
  failed: Promise<never>;
  fail: (failure: EngineFailure) => void;
}

let running: Running | null = null;
let unsettledCalls = 0;

function start(): Running {
  if (typeof Worker === 'undefined') throw new EngineFailure(WORKERS_UNAVAILABLE);
  let worker: Worker;
  try {
    worker = makeWorker();
  } catch (error) {
    throw new EngineFailure(WORKER_FAILED, { cause: error });
  }
  let stop = () => {};
  const stopped = new Promise<'stopped'>((resolve) => {
    stop = () => resolve('stopped');
  });
  let reject: (failure: EngineFailure) => void = () => {};
  const failed = new Promise<never>((_resolve, rejectFailed) => (reject = rejectFailed));
  failed.catch(() => {}); // nobody may be waiting when it fails
  const current: Running = {
    worker,
    api: wrap<EngineApi>(worker),
    loadedFor: null,
    ready: Promise.resolve(),
    stopped,
    stop,
    failed,
    fail: () => {},
  };
  current.fail = (failure) => {
    console.error(
      'The analysis engine failed; it is discarded and the next question starts a new one.',
      failure.cause ?? failure,
    );
    reject(failure);
    discard(current);
  };
  // A script that does not load (404, served as HTML, a syntax error) or dies fires 'error'; an unreadable answer 'messageerror'.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    current.fail(new EngineFailure(WORKER_FAILED, { cause: event.message || 'worker error' }));
  });
  worker.addEventListener('messageerror', () =>
    current.fail(new EngineFailure(WORKER_FAILED, { cause: 'messageerror' })),
  );
  running = current;
  return current;
}

function discard(current: Running): void {
  if (running === current) running = null;
  current.worker.terminate();
}

/** Stops the worker; calls still waiting on it re-run on a fresh one. */
export function stopEngine(): void {
  const stopped = running;
  running = null;
  stopped?.worker.terminate();
  stopped?.stop();
}

/**
 * Rejects after `ms` of visible time (the clock pauses while the page is hidden, where browsers throttle workers and
 * timers); `release` stops the clock once the call is over.
 */
function deadlineOf(ms: number): { expired: Promise<'expired'>; release: () => void } {
  let left = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expire = () => {};
  const expired = new Promise<'expired'>((resolve) => (expire = () => resolve('expired')));
  const run = () => {
    startedAt = performance.now();
    timer = setTimeout(expire, left);
  };
  const pause = () => {
    clearTimeout(timer);
    timer = undefined;
    left = Math.max(0, left - (performance.now() - startedAt));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (timer !== undefined) pause();
    } else if (timer === undefined) run();
  };
  const hasDocument = typeof document !== 'undefined';
  if (!hasDocument || document.visibilityState !== 'hidden') run();
  if (hasDocument) document.addEventListener('visibilitychange', onVisibility);
  return {
    expired,
    release: () => {
      clearTimeout(timer);
      if (hasDocument) document.removeEventListener('visibilitychange', onVisibility);
    },
  };
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

/** Starts loading `feed` into the worker: the page's roles, the file read by the worker itself, or only new custom roles. */
function loadFeed(current: Running, feed: EngineFeed): Promise<unknown> {
  const previous = current.loadedFor;
  if (feed.from === 'page') {
    const { roles } = feed;
    return current.api.load(toEngineRoles(roles), roles.find((r) => r.datasetDate)?.datasetDate ?? '');
  }
  // As JSON bytes, encoded in slices and transferred: no long task on the page however many roles were imported.
  const custom = engineRolesBytes(feed.custom).then((pieces) =>
    transfer(
      pieces,
      pieces.map((piece) => piece.buffer),
    ),
  );
  // The same read of the file: only the custom roles changed, and only they cross (after the read, if still running).
  if (previous?.from === 'file' && previous.generation === feed.generation)
    return Promise.all([custom, current.ready]).then(([pieces]) => current.api.setExtraRoles(pieces));
  return custom.then((pieces) => current.api.loadFile(pieces));
}

/** The running worker with the latest dataset loaded: waits for the first feed, starts or re-loads the worker as needed. */
async function ready(): Promise<Running> {
  for (;;) {
    const feed = await engineFeed();
    const current = running ?? start();
    if (current.loadedFor !== feed) {
      current.ready = loadFeed(current, feed);
      current.loadedFor = feed;
      // A failed load (the file's request failed) is tried again by the next call.
      current.ready.catch(() => {
        if (current.loadedFor === feed) current.loadedFor = null;
      });
    }
    const outcome = await Promise.race([current.ready.then(() => 'ready' as const), current.stopped, current.failed]);
    if (outcome === 'ready' && running === current && current.loadedFor === currentEngineFeed()) return current;
  }
}

/**
 * Starts the worker and, with the static file, its own read of the dataset now, so a page's first question finds them
 * under way or done (the app calls it at start, beside the page's code; an import calls it to send its roles at once).
 * Errors wait for the first question.
 */
export function startEngineEarly(): void {
  if (!workerReadsFile() || typeof Worker === 'undefined') return;
  // The worker now, in this task, not after the rest of the app's code has been evaluated:
  // ready() first waits for the feed, a promise, and promises settle only once the module evaluation that called this
  // is over (140 ms later on a shared /compare link here).
  if (!running) {
    try {
      start();
    } catch {
      // ready() meets the same failure and keeps it for the first question.
    }
  }
  ready().catch(() => {});
}

/** Where the worker's dataset came from and how many roles the page sent it (tests and diagnostics). */
export function engineDatasetSource(): Promise<DatasetSource> {
  return askEngine('datasetSource', []);
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
  let deadline: ReturnType<typeof deadlineOf> | null = null;
  try {
    // The clock starts once the dataset is there: waiting for the roles file has its own timeout and error (when the
    // worker reads the file itself, the clock allows for that read: its own timeout ends it sooner).
    const feed = await Promise.race([engineFeed(), aborted]);
    if (feed === 'aborted') throw abortError();
    deadline = deadlineOf(callDeadlineMs + (feed.from === 'file' ? fileReadAllowanceMs : 0));
    for (;;) {
      if (signal?.aborted) throw abortError();
      const starting = ready();
      starting.catch(() => {}); // after an abort, a failure to start is nobody's business either
      const current = await Promise.race([starting, aborted, deadline.expired]);
      if (current === 'aborted' || signal?.aborted) throw abortError();
      if (current === 'expired') {
        running?.fail(new EngineFailure(WORKER_TIMED_OUT, { cause: `no answer within ${callDeadlineMs} ms` }));
        throw new EngineFailure(WORKER_TIMED_OUT);
      }
      let returned = false;
      const work = call(current.api).finally(() => {
        returned = true;
      });
      work.catch(() => {}); // an abandoned call's late failure is nobody's business
      const outcome = await Promise.race([
        work.then((value) => ({ value })),
        current.stopped,
        current.failed,
        aborted,
        deadline.expired,
      ]);
      if (outcome === 'expired') {
        current.fail(new EngineFailure(WORKER_TIMED_OUT, { cause: `no answer within ${callDeadlineMs} ms` }));
        throw new EngineFailure(WORKER_TIMED_OUT);
      }
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
    deadline?.release();
  }
}

/**
 * Asks the engine one question, e.g. `askEngine('analyze', [templateIds, view], signal)`, once the bridge has a dataset.
 * On abort the promise rejects at once with an AbortError; if the abandoned call still holds the worker long after,
 * the worker is replaced and other waiting calls re-run.
 */
export async function askEngine<Q extends EngineQuestion>(
  question: Q,
  args: EngineArgs<Q>,
  signal?: AbortSignal,
): Promise<EngineAnswerOf<Q>> {
  unsettledCalls++;
  try {
    return await run(
      (api) => (api[question] as unknown as (...a: EngineArgs<Q>) => Promise<EngineAnswerOf<Q>>)(...args),
      signal,
    );
  } finally {
    unsettledCalls--;
  }
}
