// The engine's worker, made here: by the entry itself (src/boot.ts) on a page that needs the engine's answer to show
// anything (a shared /compare link), or by the bridge (engine-client.ts). The entry's worker starts its script and its
// own read of the dataset while the app's code is still downloading and being evaluated; the bridge's first start takes
// it over rather than making another. No other code here: it is part of the entry.
import { workerReadsFile } from './engine-dataset';
import { FILE_READING_WORKER_NAME, WORKER_NAME } from '../../workers/worker-name';

/** A new engine worker; one named to read the dataset file itself starts that read at once. */
export function newEngineWorker(): Worker {
  return new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: workerReadsFile() ? FILE_READING_WORKER_NAME : WORKER_NAME,
  });
}

let early: { worker: Worker; failed: boolean } | null = null;

/** Starts the worker now, when it will read the file itself (with a hosted backend it waits for the page's roles). */
export function startWorkerEarly(): void {
  if (early || !workerReadsFile() || typeof Worker === 'undefined') return;
  try {
    const started = { worker: newEngineWorker(), failed: false };
    // An error before the bridge listens (its script did not load) would be lost: the bridge then makes its own worker,
    // which meets the same error and reports it.
    started.worker.addEventListener('error', () => (started.failed = true), { once: true });
    early = started;
  } catch {
    // The bridge's own start meets the same failure and reports it.
  }
}

/** The worker the entry started, once, unless it failed already (then it is ended); null when there is none. */
export function takeEarlyWorker(): Worker | null {
  const started = early;
  early = null;
  if (!started) return null;
  if (!started.failed) return started.worker;
  started.worker.terminate();
  return null;
}
