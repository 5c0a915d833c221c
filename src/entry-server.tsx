// The server render of the prerender (scripts/vite/prerender.ts): each route's HTML, title, description and the data
// it was rendered with. Built by Vite as an SSR bundle and run in Node at build time only. The engine runs in this
// process (no worker); each page's loader names what its first render asks, the engine answers that, and the page is
// rendered once with it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStore } from 'jotai';
import { settledIn } from './state/loadable';
import { App } from './app/App';
import { pageModule, preloadPage, routeAt, ROUTES, type AppRoute } from './app/route-table';
import { collectDocumentMeta, DEFAULT_DESCRIPTION, documentTitle, type DocumentMeta } from './app/use-document-meta';
import { pageDataJson, providePageAnswers } from './app/page-data';
import { datasetFactsQuestion } from './state/role-index';
import { docsNotesLoadableAtom, provideDocsNotes } from './state/docs-notes';
import { permissionIndexOf, permissionPath } from './features/permissions/permission-index';
import type { Role } from './data/role-model';
import { loadRoles } from './data/load-roles';
import { answerInProcess, askEngine } from './worker-bridge/engine-client';
import { attackPathPath } from './features/attack-paths/attack-path-questions';
import { createEngineApi } from '../workers/engine-api';
import type { HistoryFile } from '../workers/engine/history-format';
import type { TakeoverFile } from '../workers/engine/takeover/takeover-file';
import type { DocsNotesFile } from './state/docs-notes';

/** Reads a file of the deployment by its path under the base path (e.g. 'data/history.json'); null when missing. */
export type ServerFiles = (relativePath: string) => Promise<Uint8Array | null>;

/** The path the not-found page is rendered at (no route shows it). */
export const NOT_FOUND_PATH = '/404';

/** One prerendered page. */
export interface RenderedPage {
  path: string;
  /** The markup of #root. */
  html: string;
  meta: DocumentMeta;
  /** The data the page was rendered with, as JSON for the page (null: none). */
  dataJson: string | null;
}

let store: ReturnType<typeof createStore> | null = null;
let roles: Role[] = [];

/** Stops the in-process engine, so the build's process can exit. */
export function finishServerRender(): void {
  answerInProcess(null);
  store = null;
}

/** The JSON file at `relativePath`; its absence or malformed JSON stops the build (a page must not lack its data). */
async function readJsonFile(files: ServerFiles, relativePath: string): Promise<unknown> {
  const bytes = await files(relativePath);
  if (!bytes) throw new Error(`prerender: ${relativePath} is missing from the build`);
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Sets up the engine in this process (`files` serves the base path's data/ files) and loads the dataset. */
export async function startServerRender(files: ServerFiles): Promise<{ roles: Role[]; paths: string[] }> {
  // The bundled file, as the static build serves it (with a backend configured the client renders pages afresh).
  const fromFiles: typeof fetch = async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = await files(url.slice(import.meta.env.BASE_URL.length));
    return body ? new Response(body as BodyInit) : new Response('Not Found', { status: 404 });
  };
  // One read: the engine's dataset, and the roles the loaders find their page's role or action in.
  const read = loadRoles(undefined, { config: null, fetch: fromFiles });
  answerInProcess(
    createEngineApi({
      roles: () => read,
      history: async () => (await readJsonFile(files, 'data/history.json')) as HistoryFile,
      takeover: async () => (await readJsonFile(files, 'data/takeover.json')) as TakeoverFile,
    }),
  );
  store = createStore();
  provideDocsNotes(store, (await readJsonFile(files, 'data/docs-notes.json')) as DocsNotesFile);
  roles = await read;
  await settledIn(store, docsNotesLoadableAtom); // never an error: a missing or malformed file stopped the build above
  const builtIn = roles.filter((r) => r.builtIn);
  const perRole = builtIn.map((r) => `/roles/${r.slug}`);
  const perAction = permissionIndexOf(builtIn).entries.map((e) => permissionPath(e.action));
  const perAttackPath = (await askEngine('attackPaths', [])).paths.map((p) => attackPathPath(p.id));
  // Each route's paths, those another route shows (the Global Reader guide) left to it.
  const pathsOf = ({ prerender, pattern }: AppRoute) =>
    prerender === true
      ? [pattern]
      : prerender === 'each-role'
        ? perRole
        : prerender === 'each-action'
          ? perAction
          : prerender === 'each-attack-path'
            ? perAttackPath
            : prerender;
  const paths = ROUTES.flatMap((route) => pathsOf(route).filter((path) => routeAt(path) === route));
  return { roles, paths: [...new Set(paths)] };
}

/** The answers to the questions the loader of `path`'s page declares, by their keys. */
async function loaderAnswers(path: string): Promise<[string, unknown][]> {
  const route = routeAt(path);
  const loader = route ? (await pageModule(route)()).loader : undefined;
  // Every page's footer shows the dataset's date.
  const questions = [datasetFactsQuestion(), ...(loader?.({ path, roles }) ?? [])];
  const signal = new AbortController().signal;
  return Promise.all(questions.map(async ({ key, ask }): Promise<[string, unknown]> => [key, await ask(signal)]));
}

/**
 * Renders `path` once, with the answers its loader declared. A question the render asks that the loader did not
 * declare (src/state/engine-answer.ts throws on the server), any other render error, or a part that suspended would
 * leave a loading state in the HTML: the build stops and names it.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  if (!store) throw new Error('prerender: call startServerRender first');
  await preloadPage(path);
  const answers = await loaderAnswers(path);
  let meta: DocumentMeta = { title: documentTitle(null), description: DEFAULT_DESCRIPTION };
  collectDocumentMeta((m) => (meta = m));
  const errors: unknown[] = [];
  providePageAnswers(answers);
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App store={store} ssrPath={path === NOT_FOUND_PATH ? '/__not-found__' : path} ssrSearch="" />
      </StrictMode>,
      // One piece: a large boundary would otherwise be written apart, completed by an inline script (no-JS readers and
      // a strict CSP get nothing of it).
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const html = await new Response(prelude).text();
    const [error] = errors;
    if (error)
      throw new Error(`prerender ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    const suspended = html.indexOf('<!--$?-->');
    if (suspended >= 0)
      throw new Error(
        `prerender ${path}: a part of the page was still loading: ${html.slice(Math.max(0, suspended - 300), suspended + 200)}`,
      );
    return { path, html, meta, dataJson: answers.length > 0 ? pageDataJson(answers) : null };
  } finally {
    collectDocumentMeta(null);
    providePageAnswers([]);
  }
}
