import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { App } from './app/App';
import { BASE_PATH } from './app/base-path';
import { preloadPage } from './app/routes';
import { startLoadingRoles } from './state/roles';

const store = createStore();
const root = createRoot(document.getElementById('root')!);
// The dataset (preloaded from the HTML) is parsed while the page's code downloads, not after it arrives.
startLoadingRoles(store);

/** How long the first render waits for the page's code before it shows the layout with a loading message instead. */
const PAGE_CODE_WAIT_MS = 1500;

const { pathname } = window.location;
const pageLoaded = preloadPage(pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname);
// The first render waits for the page's code, so it draws the whole page at once: no loading flash, and no wait for
// React's fallback throttle. It is interruptible: it runs in slices that leave the main thread free, not as one long task.
let giveUp: ReturnType<typeof setTimeout> | undefined;
void Promise.race([pageLoaded, new Promise((resolve) => (giveUp = setTimeout(resolve, PAGE_CODE_WAIT_MS)))]).then(
  () => {
    // No timer left to fire later for nothing (a task of its own, seconds after the page has drawn).
    clearTimeout(giveUp);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      );
    });
  },
);
