// The worker's dataset methods (network edge mocked: the global fetch answers with the bundled file): a worker started
// by the entry begins its read of the file at once and its first loadFile() takes that read; a later load reads again.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATASET_URL } from '../../../src/data/load-roles';
import { RoleEngine } from '../../../workers/engine/engine';
import { createDatasetApi } from '../../../workers/dataset-api';
import { DATASET_PATH } from '../helpers';

const file = readFileSync(DATASET_PATH, 'utf8');

/** Stubs the global fetch; every request is recorded, and answered with the file unless `status` says otherwise. */
function stubFetch(status: () => number = () => 200): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      const code = status();
      return code === 200
        ? new Response(file, { headers: { 'content-type': 'application/json' } })
        : new Response('unavailable', { status: code });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createDatasetApi (network edge mocked)', () => {
  it('reads nothing until asked, by default', async () => {
    const urls = stubFetch();
    const { api } = createDatasetApi(new RoleEngine());
    expect(urls).toEqual([]);
    const summary = await api.loadFile([]);
    expect(urls).toEqual([DATASET_URL]);
    expect(summary.roleCount).toBeGreaterThan(100);
    expect(api.datasetSource()).toEqual({ from: 'file', fileRequests: 1, rolesReceived: 0 });
  });

  it('readAtOnce: the read starts as the worker does; the first load takes it, a later one reads again', async () => {
    const urls = stubFetch();
    const engine = new RoleEngine();
    const { api } = createDatasetApi(engine, { readAtOnce: true });
    expect(urls).toEqual([DATASET_URL]);
    expect(api.datasetSource().fileRequests).toBe(1);
    const first = await api.loadFile([]);
    expect(urls).toHaveLength(1);
    expect(api.datasetSource()).toEqual({ from: 'file', fileRequests: 1, rolesReceived: 0 });
    // A retry of the roles (a new generation of the file) is a new read.
    const again = await api.loadFile([]);
    expect(urls).toHaveLength(2);
    expect(again).toEqual(first);
  });

  it('readAtOnce: a failed early read is the first load’s error, and the next load reads the file again', async () => {
    let status = 503;
    const urls = stubFetch(() => status);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { api } = createDatasetApi(new RoleEngine(), { readAtOnce: true });
      // Nobody waits on the read yet when it fails: that must not be an unhandled rejection.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(api.loadFile([])).rejects.toThrow('Failed to load roles data (HTTP 503)');
      status = 200;
      expect((await api.loadFile([])).roleCount).toBeGreaterThan(100);
      expect(urls).toHaveLength(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
