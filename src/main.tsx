// The app, imported by the entry (src/boot.ts) when the page wants it. First: starts the engine's worker before the
// rest of the app's code runs (see the module).
import './worker-bridge/start-engine';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { App } from './app/App';
import { BASE_PATH } from './app/base-path';
import { preloadPage, routePatternOf } from './app/routes';
import { prerenderedPage, removePrerenderedStructuredData, whenReadyToHydrate } from './app/hydration';
import { clearSeededAnswers } from './app/answer-seed';
import { releaseEarlyClicks } from './app/early-clicks';
import { startLoadingRoles } from './state/roles';
import { startLoadingDocsNotes } from './state/docs-notes';
import { nextTask } from './data/next-task';

const store = createStore();
const container = document.getElementById('root')!;
// The dataset and the docs notes (preloaded from the HTML) are read while the page's code downloads, not after it arrives.
startLoadingRoles(store);
startLoadingDocsNotes(store);

/** How long the first render waits for the page's code before it shows the layout with a loading message instead. */
const PAGE_CODE_WAIT_MS = 1500;

const { pathname } = window.location;
const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
const pageLoaded = preloadPage(path);

/** Renders on the client alone: the shell, a path with a query, a page whose prerender could not be used. */
function renderFresh() {
  // The prerendered buttons are about to be replaced: clicks held on them have nothing left to do.
  releaseEarlyClicks();
  // Waits for the page's code, so it draws the whole page at once: no loading flash. Interruptible (a transition).
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  void Promise.race([pageLoaded, new Promise((resolve) => (giveUp = setTimeout(resolve, PAGE_CODE_WAIT_MS)))]).then(
    () => {
      // No timer left to fire later for nothing (a task of its own, seconds after the page has drawn).
      clearTimeout(giveUp);
      const root = createRoot(container);
      startTransition(() => {
        root.render(
          <StrictMode>
            <App store={store} />
          </StrictMode>,
        );
      });
    },
  );
}

/** Hydrates the prerendered page once it can, or renders afresh. */
function takeOver() {
  const prerendered = prerenderedPage(container, path, window.location.search, routePatternOf(path) === null);
  if (!prerendered) return renderFresh();
  // The prerendered page is on screen already; React takes it over once the page's code, the dataset and the notes are
  // in, so its first render equals the server's. When they cannot load, the page is rendered afresh (with its error).
  void whenReadyToHydrate(store, pageLoaded, prerendered).then((ready) => {
    if (!ready) {
      clearSeededAnswers();
      return renderFresh();
    }
    // The answers belong to this page: parts that hydrate later (code still loading) read them too. Once its content
    // is hydrated and the visitor has navigated (wouter's pushState, or back and forward), every later question goes to
    // the worker. A link in the header can be followed before the content is hydrated: the content then hydrates as the
    // page it is (ssrPath), with its answers, before it moves on.
    let contentHydrated = false;
    let navigated = false;
    const forgetAnswersOnceDone = () => {
      if (contentHydrated && navigated) clearSeededAnswers();
    };
    for (const event of ['pushState', 'popstate']) {
      addEventListener(
        event,
        () => {
          navigated = true;
          forgetAnswersOnceDone();
        },
        { once: true },
      );
      addEventListener(event, removePrerenderedStructuredData, { once: true });
    }
    // A transition: React hydrates in slices of a few milliseconds, not in one task (70-130 ms on a role page or the
    // catalog here). Lighthouse-style blocking time (tasks after first paint, each x4 less 50 ms), interleaved, median of
    // 6 visits: role page 1,186 -> 1,007 ms, catalog 1,431 -> 1,085 ms.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App
            store={store}
            ssrPath={path}
            ssrSearch=""
            onMounted={releaseEarlyClicks}
            onPageMounted={() => {
              contentHydrated = true;
              forgetAnswersOnceDone();
            }}
          />
        </StrictMode>,
      );
    });
  });
}

// The app's start-up in short tasks rather than one long one: its code's evaluation and the reads started above, then
// (reading the page's embedded answers, waiting for what hydration needs) in a task of its own.
void nextTask().then(takeOver);
