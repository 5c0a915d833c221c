// Browser-test harness: renders the real App in real Chromium at a path, with axe-core, keyboard and network-edge helpers at hand.
import axe from 'axe-core';
import { createStore } from 'jotai';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { defaultRoleSource } from '../../src/data/load-roles';
import { roleSourceAtom } from '../../src/state/role-source';
import { setPageFeedsEngine } from '../../src/worker-bridge/engine-dataset';

export interface RenderedApp {
  screen: Awaited<ReturnType<typeof render>>;
  location: ReturnType<typeof memoryLocation> & { history: string[] };
  store: ReturnType<typeof createStore>;
}

export interface RenderOptions {
  /** How long the app waits for the dataset file before it shows the load error (the app's 15 s is too long for a test). */
  datasetTimeoutMs?: number;
  /** The jotai store to render with (e.g. one with imported custom roles set); a fresh one by default. */
  store?: ReturnType<typeof createStore>;
}

/**
 * Renders the whole app at `path` (may include a query string), with a recorded in-memory history. A `#hash` goes
 * into the test page's real address (the memory location has none), where pages that read the hash find it.
 */
export async function renderApp(path: string, options: RenderOptions = {}): Promise<RenderedApp> {
  const [beforeHash, hash] = path.split('#');
  setWindowHash(hash);
  const [pathname, search = ''] = beforeHash.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search, record: true }) as RenderedApp['location'];
  // As in a browser, a navigation sets the address's hash (the one after '#' in its target, or none).
  const hook: RenderedApp['location']['hook'] = () => {
    const [current, navigate] = memory.hook();
    return [
      current,
      (to, navigateOptions) => {
        const [target, targetHash] = String(to).split('#');
        setWindowHash(targetHash);
        navigate(target, navigateOptions);
      },
    ];
  };
  const location = { ...memory, hook };
  const store = options.store ?? createStore();
  if (options.datasetTimeoutMs !== undefined)
    store.set(roleSourceAtom, { ...defaultRoleSource(), fileTimeoutMs: options.datasetTimeoutMs });
  const screen = await render(<App locationHook={location.hook} searchHook={location.searchHook} store={store} />);
  return { screen, location, store };
}

/** Writes the test page's real hash ('#' + `hash`, or none), where pages that read the hash find it. */
function setWindowHash(hash: string | undefined): void {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${hash === undefined ? '' : `#${hash}`}`,
  );
}

/** Runs axe-core on the whole document and returns the violations, summarised for a readable failure. */
export async function axeViolations(root: Element | Document = document): Promise<string[]> {
  const result = await axe.run(root as Element, { resultTypes: ['violations'] });
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

/** The path and query of the memory location now. */
export function currentPath(app: RenderedApp): string {
  return app.location.history[app.location.history.length - 1];
}

/** Registers the reset around every test of a file: an empty session selection before, spies undone and the default viewport after. */
export function resetBetweenTests(): void {
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    sessionStorage.clear(); // nothing left for the next file's first read either
    vi.restoreAllMocks();
    setPageFeedsEngine(false);
    await page.viewport(1280, 900);
  });
}

/** Presses Tab until `target` has the focus, at most `maxTabs` times (the test then asserts where the focus is). */
export async function tabTo(target: Locator, maxTabs: number): Promise<void> {
  for (let i = 0; i < maxTabs && document.activeElement !== target.element(); i++) await userEvent.tab();
}

/** True for a request of the role dataset file. */
export function isDatasetRequest(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.includes('roles_with_permissions.json');
}

/** What a mocked dataset request gets: a response, a promise of one, or one made from the request's options (to watch its signal). */
export type DatasetAnswer = Response | Promise<Response> | ((init: RequestInit | undefined) => Promise<Response>);

/** A dataset answer that never comes: the request stays open until its signal aborts it, as with a stalled server. */
export const noAnswer: DatasetAnswer = (init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
  );

/** Network edge mocked: the dataset requests get these answers in turn, then the real file. Undone by vi.restoreAllMocks(). */
export function answerDatasetRequests(answers: DatasetAnswer[]) {
  // The worker does not see this page's fetch: the page feeds it the (mocked) roles, as with a hosted backend.
  setPageFeedsEngine(true);
  const realFetch = window.fetch.bind(window);
  return vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const answer = isDatasetRequest(input) ? answers.shift() : undefined;
    if (typeof answer === 'function') return answer(init);
    return answer ?? realFetch(input, init);
  });
}

/** Network edge mocked: every dataset request fails with HTTP 503 until the returned spy is restored. */
export function failDatasetRequests() {
  setPageFeedsEngine(true);
  const realFetch = window.fetch.bind(window);
  return vi
    .spyOn(window, 'fetch')
    .mockImplementation(async (input, init) =>
      isDatasetRequest(input) ? new Response('unavailable', { status: 503 }) : realFetch(input, init),
    );
}

/** A file the app saved: its name and the Blob behind its <a download>. */
export interface Download {
  name: string;
  blob: Blob;
}

/**
 * Watches the app's downloads from now on. The browser's save is the edge: the Blob URL and the link's click are spied
 * on (and undone after the test by resetBetweenTests). `file(n)` is the n-th download since watching began (0 first);
 * `csv(n)` also checks that a CSV's bytes begin with the UTF-8 byte-order mark (for Excel) and gives its text without it.
 */
export function watchDownloads(timeout = 20_000) {
  const created = vi.spyOn(URL, 'createObjectURL');
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  const file = async (index = 0): Promise<Download> => {
    await expect.poll(() => created.mock.calls.length, { timeout }).toBeGreaterThan(index);
    const links = clicked.mock.contexts.filter((a) => (a as HTMLAnchorElement).download) as HTMLAnchorElement[];
    expect(links[index].href).toBe(created.mock.results[index].value);
    return { name: links[index].download, blob: created.mock.calls[index][0] as Blob };
  };
  const csv = async (index = 0): Promise<{ name: string; text: string; rows: string[] }> => {
    const { name, blob } = await file(index);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes); // drops the byte-order mark, as every UTF-8 reader does
    expect(text.startsWith('\uFEFF')).toBe(false);
    return { name, text, rows: text.trimEnd().split('\r\n') };
  };
  return { file, csv };
}
