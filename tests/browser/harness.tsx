// Browser-test harness: renders the real App in real Chromium at a path, with axe-core, keyboard and network-edge helpers at hand.
import axe from 'axe-core';
import { createStore } from 'jotai';
import { useSyncExternalStore, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, onTestFinished, vi } from 'vitest';
import { commands, page, userEvent, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { pageDataJson, providePageAnswers, readPageData } from '../../src/app/page-data';
import { preloadPage } from '../../src/app/route-table';
import { stopEngine } from '../../src/worker-bridge/engine-client';
import type { EdgeAnswer } from './network-edge-commands';

export interface RenderedApp {
  screen: Awaited<ReturnType<typeof render>>;
  location: ReturnType<typeof memoryLocation> & { history: string[] };
  store: ReturnType<typeof createStore>;
}

export interface RenderOptions {
  /** The jotai store to render with (e.g. one with imported custom roles set); a fresh one by default. */
  store?: ReturnType<typeof createStore>;
}

/**
 * Renders the whole app at `path` (may include a query string), with a recorded in-memory history. A `#hash` goes
 * into the test page's real address (the memory location has none), where pages that read the hash find it.
 */
export async function renderApp(path: string, options: RenderOptions = {}): Promise<RenderedApp> {
  const { location, store } = appAt(path, options);
  const screen = await render(<App locationHook={location.hook} searchHook={location.searchHook} store={store} />);
  return { screen, location, store };
}

/**
 * As a prerendered page: renders the app at `path` to HTML with the page answers provided (as the build does), puts it
 * on the page and hydrates it (as src/main.tsx does). The page's code is loaded first, as its HTML preloads it.
 */
export async function hydrateApp(
  path: string,
  answers: [key: string, answer: unknown][],
): Promise<{ screen: Locator; location: { history: string[] }; hydrationErrors: unknown[] }> {
  const location = hydratableLocation(path);
  await preloadPage(path.split('?')[0]);
  providePageAnswers(Object.entries(readPageData(pageDataJson(answers)).answers));
  const { container, hydrationErrors } = renderAndHydrate(
    <App locationHook={location.hook} searchHook={location.searchHook} store={createStore()} />,
  );
  return { screen: page.elementLocator(container), location, hydrationErrors };
}

/**
 * Renders `element` to HTML with the page answers provided now, puts it on the page and hydrates it over that HTML, as
 * a prerendered page is; unmounted, and the answers forgotten, when the test finishes. Hydration errors are collected.
 */
export function renderAndHydrate(element: ReactElement): { container: HTMLElement; hydrationErrors: unknown[] } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const hydrationErrors: unknown[] = [];
  const root = hydrateRoot(container, element, { onRecoverableError: (error) => hydrationErrors.push(error) });
  onTestFinished(() => {
    root.unmount();
    container.remove();
    providePageAnswers([]);
  });
  return { container, hydrationErrors };
}

/**
 * A recorded in-memory history at `path` that React can hydrate with (wouter's memoryLocation gives no server snapshot,
 * which hydration asks for).
 */
function hydratableLocation(path: string) {
  const history = [path];
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const part = (n: 0 | 1) => () => history[history.length - 1].split('?')[n] ?? '';
  const navigate = (to: string | URL, { replace = false }: { replace?: boolean } = {}) => {
    history.splice(replace ? history.length - 1 : history.length, 1, String(to));
    for (const listener of listeners) listener();
  };
  const useLocation = (): [string, typeof navigate] => [useSyncExternalStore(subscribe, part(0), part(0)), navigate];
  const useSearch = () => useSyncExternalStore(subscribe, part(1), part(1));
  return { hook: useLocation, searchHook: useSearch, history };
}

/** The app's location (a recorded in-memory history at `path`) and store. */
function appAt(path: string, options: RenderOptions): Omit<RenderedApp, 'screen'> {
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
  return { location: { ...memory, hook }, store: options.store ?? createStore() };
}

/** Writes the test page's real hash ('#' + `hash`, or none), where pages that read the hash find it. */
function setWindowHash(hash: string | undefined): void {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${hash === undefined ? '' : `#${hash}`}`,
  );
}

/**
 * Runs axe-core on the whole document and returns the violations, summarised for a readable failure. WCAG 2.2 AA's
 * target size (2.5.8) is on too: axe-core leaves it off unless asked, Lighthouse's audit asks.
 */
export async function axeViolations(root: Element | Document = document): Promise<string[]> {
  const result = await axe.run(root as Element, {
    resultTypes: ['violations'],
    rules: { 'target-size': { enabled: true } },
  });
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

/** The path and query of the memory location now. */
export function currentPath(app: { location: { history: string[] } }): string {
  return app.location.history[app.location.history.length - 1];
}

/** Registers the reset around every test of a file: an empty session selection before, spies undone and the default viewport after. */
export function resetBetweenTests(): void {
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    sessionStorage.clear(); // nothing left for the next file's first read either
    vi.restoreAllMocks();
    await restoreNetworkEdge();
    await page.viewport(1280, 900);
  });
}

/** Presses Tab until `target` has the focus, at most `maxTabs` times (the test then asserts where the focus is). */
export async function tabTo(target: Locator, maxTabs: number): Promise<void> {
  for (let i = 0; i < maxTabs && document.activeElement !== target.element(); i++) await userEvent.tab();
}

/** The role dataset file's address, as the engine worker requests it. */
const DATASET_FILE = 'roles_with_permissions.json';

let edgeMocked = false;

/**
 * Network edge mocked: the dataset requests get these answers in turn (the worker's, which reads the dataset), then the
 * real file. The running worker is ended, so the next question starts one that reads the dataset under these answers.
 * Undone after each test by resetBetweenTests, or by restoreNetworkEdge().
 */
export async function answerDatasetRequests(answers: EdgeAnswer[]): Promise<void> {
  await commands.edgeAnswers(DATASET_FILE, answers);
  edgeMocked = true;
  stopEngine();
}

/** A held dataset request (answerDatasetRequests(['hold'])) gets `reply`, or the real file when none is given. */
export async function releaseDatasetRequest(reply?: Exclude<EdgeAnswer, 'hold' | 'stall'>): Promise<void> {
  await commands.edgeRelease(DATASET_FILE, reply);
}

/** The role history file's address, as the engine worker requests it. */
const HISTORY_FILE = '/data/history.json';

/** Network edge mocked: the history requests (the worker's) get these answers in turn, then the real file. */
export async function answerHistoryRequests(answers: EdgeAnswer[]): Promise<void> {
  await commands.edgeAnswers(HISTORY_FILE, answers);
  edgeMocked = true;
}

/** Network edge mocked: the takeover facts' requests (the worker's) get these answers in turn, then the real file. */
export async function answerTakeoverRequests(answers: EdgeAnswer[]): Promise<void> {
  await commands.edgeAnswers('/data/takeover.json', answers);
  edgeMocked = true;
  stopEngine();
}

/**
 * Counts the history requests from now on, the page's and the worker's alike (at the network edge, which lets them
 * through); the function returns their URLs so far. Undone like the other edge routes.
 */
export async function watchHistoryRequests(): Promise<() => Promise<string[]>> {
  await commands.edgeWatch(HISTORY_FILE);
  edgeMocked = true;
  return () => commands.edgeSeen(HISTORY_FILE);
}

/**
 * Network edge mocked: every dataset request fails with HTTP 503 until restoreNetworkEdge() or retryWithRealFile(). Not
 * a single failure: the worker reads afresh after one, and another question (the custom roles sent to a new worker)
 * could take it before the page's.
 */
export async function failDatasetRequests(): Promise<void> {
  await answerDatasetRequests(Array.from({ length: 50 }, () => ({ status: 503, body: 'unavailable' })));
}

/** The network is back: the page's retry button (by its name) reads the real file. */
export async function retryWithRealFile(screen: RenderedApp['screen'], button = 'Try again'): Promise<void> {
  await restoreNetworkEdge();
  await userEvent.click(screen.getByRole('button', { name: button }));
}

/** Network edge mocked: requests for the engine worker's script get these answers (a blocked, broken or silent script). */
export async function answerWorkerScriptRequests(answers: EdgeAnswer[]): Promise<void> {
  await commands.edgeAnswers('engine.worker', answers);
  edgeMocked = true;
  stopEngine();
}

/** Every mocked request answered by the real server again; a worker that read mocked data is ended. */
export async function restoreNetworkEdge(): Promise<void> {
  if (!edgeMocked) return;
  edgeMocked = false;
  await commands.edgeReset();
  stopEngine();
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
