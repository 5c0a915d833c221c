// The entry, index.html's one script. It starts the engine's worker and the data reads, then loads the app's code with
// the page's (the page's HTML preloads both). Once they are in, it hydrates a page prerendered for this path, which is
// on screen already, from the answers its HTML embeds, with no worker answer; any other page (the shell, a path with a
// query, a prerender that could not be used) it renders afresh. Both in a transition, so React works in slices and
// hydrates first where the visitor interacts. Until then the page is inert: a press or a keystroke cannot land on a
// control that does not work yet (#root's `inert` is the marker tests wait for).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { startEngine } from './worker-bridge/engine-client';
import { BASE_PATH } from './app/base-path';
import { preloadPage, routePatternOf } from './app/route-table';
import { PAGE_DATA_ID, providePageAnswers, readPageData, type PageData } from './app/page-data';
import { docsNotesLoadableAtom, startLoadingDocsNotes } from './state/docs-notes';
import { settledIn } from './state/loadable';
import { readSupabaseConfig } from './data/supabase-config';

const container = document.getElementById('root')!;
// public/boot.js marked it so from the first paint; a page without that script (the dev server's) is marked here.
container.inert = true;

const store = createStore();
startEngine();

// The docs notes (preloaded by the HTML) are read while the app's code downloads, not after it arrives.
startLoadingDocsNotes(store);

/** Shown in place of an empty page when the app's code cannot load (offline on a first visit, a deployment mid-way). */
const CODE_FAILED = 'RolePrism could not load its code. Check the connection, then reload the page.';
/** The prerender's marker of the not-found page (scripts/vite/prerender.ts), served for any path no route shows. */
const NOT_FOUND_MARK = '404';

const { pathname, search } = window.location;
const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;

/**
 * The data embedded with the prerender in #root when it is of this path with no query (or the not-found page on a path
 * no route shows); null when the page must be rendered afresh. With a backend configured the data may differ from the
 * file the build rendered, so the page is rendered afresh too.
 */
function prerenderedData(): PageData | null {
  const mark = container.dataset.prerenderedPath;
  if (!mark || search !== '' || readSupabaseConfig()) return null;
  const notFound = routePatternOf(path) === null;
  if (mark === NOT_FOUND_MARK ? !notFound : mark.replace(/\/+$/, '') !== path.replace(/\/+$/, '')) return null;
  const embedded = document.getElementById(PAGE_DATA_ID)?.textContent;
  try {
    return embedded ? readPageData(embedded) : { answers: {} };
  } catch {
    return null;
  }
}

/**
 * Removes the structured data the build put in the head (a list page's roles): it describes the page the visitor
 * arrived on, not the ones reached after it. A role page renders its own in the page, which React keeps current.
 */
function removePrerenderedStructuredData(): void {
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
}

/** The page works: its controls take input from now on. */
const markReady = () => {
  container.inert = false;
};

/** Says why the page stays empty; a prerendered page stays readable as it is. */
function showCodeFailed(error: unknown): void {
  console.error(CODE_FAILED, error);
  markReady(); // a prerendered page stays readable, and its links work
  if (container.childElementCount > 0) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = CODE_FAILED;
  container.append(message);
}

const data = prerenderedData();
// The app's code and the page's, both preloaded by the page's HTML.
Promise.all([import('./app/App'), preloadPage(path)]).then(async ([{ App }]) => {
  if (data) {
    // What React hydrates reads them; anything mounted after asks the worker (src/state/engine-answer.ts).
    providePageAnswers(Object.entries(data.answers));
    for (const event of ['pushState', 'popstate'])
      addEventListener(event, removePrerenderedStructuredData, { once: true });
    // The server rendered with the docs notes: the first render must have them too.
    await settledIn(store, docsNotesLoadableAtom);
  }
  const app = (
    <StrictMode>
      <App store={store} ssrPath={data ? path : undefined} ssrSearch="" onPageMounted={markReady} />
    </StrictMode>
  );
  startTransition(() => void (data ? hydrateRoot(container, app) : createRoot(container).render(app)));
}, showCodeFailed);
