// The worker's own read of the dataset file (network edge mocked): the page's URL, adaptation and error messages, and the
// custom roles added in the page's order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATASET_URL, loadRoles, noAnswerWithin } from '../../../src/data/load-roles';
import { toEngineRoles } from '../../../src/data/engine-input';
import { compareText } from '../../../src/data/text-order';
import { readStaticDataset, withExtraRoles } from '../../../workers/static-dataset';
import type { EngineRole } from '../../../workers/engine/catalog';
import { DATASET_PATH } from '../helpers';

const file = readFileSync(DATASET_PATH, 'utf8');
const serveFile = (async () => new Response(file, { headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('readStaticDataset (network edge mocked)', () => {
  it('requests the page’s URL and gives the engine exactly what the page would send it', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return serveFile(input);
    }) as typeof fetch;
    const { roles, datasetDate } = await readStaticDataset(fetchImpl);
    expect(urls).toEqual([DATASET_URL]);
    const pageRoles = await loadRoles(undefined, { config: null, fetch: serveFile });
    expect(roles).toEqual(toEngineRoles(pageRoles));
    expect(datasetDate).toBe(pageRoles.find((r) => r.datasetDate)?.datasetDate ?? '');
    expect(roles.length).toBeGreaterThan(100);
  });

  it('fails with the page’s messages: HTTP status, not JSON, malformed, no answer in time', async () => {
    const answer = (response: Response) => (async () => response) as typeof fetch;
    await expect(readStaticDataset(answer(new Response('x', { status: 503 })))).rejects.toThrow(
      'Failed to load roles data (HTTP 503)',
    );
    await expect(readStaticDataset(answer(new Response('<html>', { status: 200 })))).rejects.toThrow(
      'Failed to load roles data: the file is not valid JSON',
    );
    await expect(readStaticDataset(answer(new Response('{"not":"a list"}')))).rejects.toThrow(
      'expected a list of roles',
    );
    const stalled = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
      )) as typeof fetch;
    await expect(readStaticDataset(stalled, 50)).rejects.toThrow(noAnswerWithin(50));
  });
});

describe('withExtraRoles', () => {
  const role = (name: string): EngineRole => ({
    templateId: name,
    name,
    inheritsFrom: [],
    grants: [],
    privileged: false,
    tier: null,
    builtIn: name === name.toUpperCase(),
  });

  it('adds the custom roles in display-name order and gives back the file’s list itself when there are none', async () => {
    const fileRoles = ['ALPHA', 'DELTA', 'GAMMA'].map(role);
    expect(withExtraRoles(fileRoles, [])).toBe(fileRoles);
    const merged = withExtraRoles(fileRoles, ['zeta', 'beta'].map(role));
    expect(merged.map((r) => r.name)).toEqual(['ALPHA', 'beta', 'DELTA', 'GAMMA', 'zeta'].sort(compareText));
    expect(fileRoles.map((r) => r.name)).toEqual(['ALPHA', 'DELTA', 'GAMMA']);
  });
});
