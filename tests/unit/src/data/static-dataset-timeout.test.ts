// The static dataset request's time limit (network edge mocked): a stalled request ends in a clear error, never a page left loading.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOTH_SOURCES_FAILED,
  fetchStaticRows,
  loadRoles,
  noAnswerWithin,
  STATIC_FILE_TIMEOUT_MS,
} from '../../../../src/data/load-roles';

/** A request that stays open until its signal aborts it, as a real one to a stalled server does. */
const stalled = ((_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
  )) as typeof fetch;

/** A request that never settles and ignores its signal. */
const deaf = (() => new Promise<Response>(() => {})) as typeof fetch;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the static dataset request (network edge mocked)', () => {
  it('gives up after 15 seconds by default, saying so', () => {
    expect(STATIC_FILE_TIMEOUT_MS).toBe(15_000);
    expect(noAnswerWithin(STATIC_FILE_TIMEOUT_MS)).toBe(
      'Failed to load roles: the server did not answer within 15 seconds',
    );
    expect(noAnswerWithin(1_000)).toBe('Failed to load roles: the server did not answer within 1 second');
  });

  it.each([
    ['a request that stays open', stalled],
    ['a fetch that ignores its signal', deaf],
  ])('%s fails with the time-limit message', async (_name, fetchImpl) => {
    await expect(fetchStaticRows(undefined, fetchImpl, 30)).rejects.toThrow(noAnswerWithin(30));
  });

  it('a body that stops arriving fails with the time-limit message, not as invalid JSON', async () => {
    const trickle = ((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"id":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason), { once: true });
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }) as typeof fetch;
    await expect(fetchStaticRows(undefined, trickle, 30)).rejects.toThrow(noAnswerWithin(30));
  });

  it("the caller's abort is passed on as it is, not reported as a time limit", async () => {
    const controller = new AbortController();
    const reading = fetchStaticRows(controller.signal, stalled, 60_000);
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(reading).rejects.toThrow('Left the page');
  });

  it('an answer within the limit is read as before', async () => {
    const served = (() => Promise.resolve(Response.json([]))) as typeof fetch;
    expect(await fetchStaticRows(undefined, served, 1_000)).toEqual([]);
  });

  it('loadRoles uses the source’s limit; with a failing backend as well, the catalogue message carries it as the cause', async () => {
    await expect(loadRoles(undefined, { config: null, fetch: stalled, fileTimeoutMs: 30 })).rejects.toThrow(
      noAnswerWithin(30),
    );

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = { url: 'https://roleprism-test.supabase.co', anonKey: 'anon', timeoutMs: 30 };
    const failure = await loadRoles(undefined, { config, fetch: stalled, fileTimeoutMs: 30 }).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message).toBe(BOTH_SOURCES_FAILED);
    expect(((failure as Error).cause as Error).message).toBe(noAnswerWithin(30));
  });
});
