// The server render of the prerender (scripts/vite/prerender.ts): each route's HTML, title, description and the engine
// answers it was rendered with. Built by Vite as an SSR bundle and run in Node at build time only.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStore, type Atom } from 'jotai';
import { settledIn, type Loadable } from './state/loadable';
import { App } from './app/App';
import { preloadPage, routeAt, ROUTES, type AppRoute } from './app/route-table';
import { collectDocumentMeta, DEFAULT_DESCRIPTION, documentTitle, type DocumentMeta } from './app/use-document-meta';
import { answersToJson, recordAskedAnswers, seedAnswers, type AskedAnswer } from './app/answer-seed';
import { rolesLoadableAtom } from './state/roles';
import { docsNotesLoadableAtom } from './state/docs-notes';
import { permissionIndexOf, permissionPath } from './features/permissions/permission-index';
import { installServerEnvironment, pendingFetches, type ServerFiles } from './server/server-environment';
import type { Role } from './data/role-model';
import { stopEngine } from './worker-bridge/engine-client';

export type { ServerFiles };

/** The path the not-found page is rendered at (no route shows it). */
export const NOT_FOUND_PATH = '/404';

/** One prerendered page. */
export interface RenderedPage {
  path: string;
  /** The markup of #root. */
  html: string;
  meta: DocumentMeta;
  /** The engine answers the render used, as JSON for the page (null: none). */
  answersJson: string | null;
}

let store: ReturnType<typeof createStore> | null = null;

/** Stops the in-process engine, so the build's process can exit. */
export function finishServerRender(): void {
  stopEngine();
  store = null;
}

/** Sets up Node to render the app (`files` serves the base path's data/ files) and loads the dataset. */
export async function startServerRender(files: ServerFiles): Promise<{ roles: Role[]; paths: string[] }> {
  installServerEnvironment(files);
  store = createStore();
  const roles = await settled(store, rolesLoadableAtom);
  await settled(store, docsNotesLoadableAtom);
  const builtIn = roles.filter((r) => r.builtIn);
  const perRole = builtIn.map((r) => `/roles/${r.slug}`);
  const perAction = permissionIndexOf(builtIn).entries.map((e) => permissionPath(e.action));
  // Each route's paths, those another route shows (the Global Reader guide) left to it.
  const pathsOf = ({ prerender, pattern }: AppRoute) =>
    prerender === true
      ? [pattern]
      : prerender === 'each-role'
        ? perRole
        : prerender === 'each-action'
          ? perAction
          : prerender;
  const paths = ROUTES.flatMap((route) => pathsOf(route).filter((path) => routeAt(path) === route));
  return { roles, paths: [...new Set(paths)] };
}

/** The loadable's data once it settles; its error thrown (the build stops: a page must not be rendered without data). */
async function settled<T>(on: ReturnType<typeof createStore>, loadable: Atom<Loadable<T>>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('prerender: the dataset did not load within 10 s')), 10_000);
  });
  try {
    const value = await Promise.race([settledIn(on, loadable), timeout]);
    if (value.state === 'hasData') return value.data;
    const error = value.state === 'hasError' ? value.error : value.state;
    throw error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(timer);
  }
}

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App store={store!} ssrPath={path === NOT_FOUND_PATH ? '/__not-found__' : path} ssrSearch="" />
    </StrictMode>,
    // One piece: a large boundary would otherwise be written apart, completed by an inline script (no-JS readers and a
    // strict CSP get nothing of it).
    { onError: (error) => console.error(`prerender ${path}:`, error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

/**
 * Renders `path` until a pass asks the engine nothing new: each pass records the questions it found no answer for,
 * the engine (in this process) answers them, and the next pass renders with the answers.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  if (!store) throw new Error('prerender: call startServerRender first');
  await preloadPage(path);
  let meta: DocumentMeta = { title: documentTitle(null), description: DEFAULT_DESCRIPTION };
  collectDocumentMeta((m) => (meta = m));
  let last = '';
  try {
    for (let pass = 0; pass < 6; pass++) {
      const asked: AskedAnswer[] = [];
      recordAskedAnswers((a) => asked.push(a));
      const before = pendingFetches.started;
      const html = await renderOnce(path);
      last = html;
      recordAskedAnswers(null);
      const missing = asked.filter((a) => !a.answered);
      const fetchedNow = pendingFetches.started !== before;
      // A boundary that suspended (an async atom read for the first time) is written as a pending boundary completed by an
      // inline script: not readable without JavaScript, and not what the client hydrates. The next pass has it at once.
      const suspended = html.includes('<!--$?-->');
      if (missing.length === 0 && !fetchedNow && !suspended) {
        const keys = [...new Set(asked.map((a) => a.key))];
        return {
          path,
          html,
          meta,
          answersJson: keys.length > 0 ? answersToJson(keys.map((k) => [k, answerOf(asked, k)])) : null,
        };
      }
      const answers = await Promise.all(
        missing.map(async (m) => [m.key, await m.ask(new AbortController().signal)] as const),
      );
      seedAnswers(answers);
      if (suspended && missing.length === 0 && !fetchedNow) continue;
      await pendingFetches.settled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const at = last.indexOf('<!--$?-->');
    throw new Error(
      `prerender ${path}: the page still asked new questions or suspended after 6 passes${at < 0 ? '' : `: ${last.slice(Math.max(0, at - 300), at + 200)}`}`,
    );
  } finally {
    collectDocumentMeta(null);
    recordAskedAnswers(null);
  }
}

function answerOf(asked: AskedAnswer[], key: string): unknown {
  return asked.find((a) => a.key === key && a.answered)?.data;
}
