// What the browser gives the app and Node lacks, for the build-time render only: the data files (read from disk by the
// caller), session storage (empty) and the engine worker (the same engine, in this process, behind Comlink).
import { MessageChannel } from 'node:worker_threads';
import { expose } from 'comlink';
import { createEngineApi } from '../../workers/engine-api';

/** Reads a file of the deployment by its path under the base path (e.g. 'data/history.json'); null when missing. */
export type ServerFiles = (relativePath: string) => Promise<Uint8Array | null>;

/** Requests the render made: counted, so a render pass knows whether it started any, and awaited between passes. */
export const pendingFetches = {
  started: 0,
  inFlight: new Set<Promise<unknown>>(),
  settled(): Promise<unknown> {
    return Promise.allSettled([...this.inFlight]);
  },
};

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** A Worker-shaped end of a message channel whose other end answers with the engine's API in this process. */
function inProcessWorker(): Worker {
  const { port1, port2 } = new MessageChannel();
  // The engine reads the dataset file itself (through the fetch installed below), as in the browser.
  expose(createEngineApi(), port2 as unknown as Parameters<typeof expose>[1]);
  const worker = port1 as unknown as Worker & { close(): void; unref(): void };
  port1.unref();
  port2.unref();
  worker.terminate = () => {
    port1.close();
    port2.close();
  };
  return worker;
}

/** Installs fetch (for the base path's files), sessionStorage and the engine worker for the render. */
export function installServerEnvironment(files: ServerFiles): void {
  const base = import.meta.env.BASE_URL;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(base)) return realFetch(input, init);
    const request = files(decodeURIComponent(url.slice(base.length).split('?')[0])).then((body) =>
      body
        ? new Response(body as BodyInit, { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response('Not Found', { status: 404 }),
    );
    pendingFetches.started++;
    pendingFetches.inFlight.add(request);
    void request.finally(() => pendingFetches.inFlight.delete(request));
    return request;
  };
  Object.assign(globalThis, { sessionStorage: new MemoryStorage() });
  // The bridge's `new Worker(...)` gets the in-process engine.
  Object.assign(globalThis, {
    Worker: function InProcessWorker() {
      return inProcessWorker();
    },
  });
}
