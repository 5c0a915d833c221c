// The offer to reload when a new version of the app or its dataset is ready (scripts/vite/pwa.ts). Production builds
// only: the dev server and the tests run no service worker.
import { useEffect, useState } from 'react';
import { useEmbed } from '../../app/embed';
import { loadModule, useLoadedModule } from '../../app/loaded-module';
import { unsettledEngineCalls } from '../../worker-bridge/engine-client';

/** The registration and the notice: their code (workbox-window included) loads after the page, not with it. */
const loadUpdates = () => import('./ServiceWorkerUpdates');

/** How long after the page's load the registration waits before it looks for an idle moment. */
const AFTER_LOAD_MS = 3_000;
/** The longest it then waits for an idle moment. */
const IDLE_WAIT_MS = 5_000;
/** While the engine is still answering the page, how often it looks again, and for how long in all. */
const ENGINE_POLL_MS = 250;
const ENGINE_WAIT_MS = 4_000;

/**
 * True a few seconds after the page has loaded, once the engine has answered the page's questions and the main thread
 * is idle. The service worker's install evaluates its script and downloads and stores the whole precache: it must not
 * compete with the page's own first work. The page's load event is not enough: a shared /compare link renders its
 * result after it, in slices with idle moments between them, and a registration in one of those restarted that render.
 */
function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancel = () => {};
    let enginePolls = 0;
    const later = (run: () => void, ms: number) => {
      const timer = window.setTimeout(run, ms);
      cancel = () => clearTimeout(timer);
    };
    const whenIdle = () => {
      const done = () => {
        if (unsettledEngineCalls() > 0 && enginePolls++ < ENGINE_WAIT_MS / ENGINE_POLL_MS) {
          return later(whenIdle, ENGINE_POLL_MS);
        }
        setReady(true);
      };
      if (!window.requestIdleCallback) return later(done, 0);
      const idle = window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
      cancel = () => window.cancelIdleCallback(idle);
    };
    const afterLoad = () => later(whenIdle, AFTER_LOAD_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancel();
    };
  }, []);
  return ready;
}

/**
 * Registers the service worker once the page has loaded and shows the update notice. Not in embed mode: a page framed
 * by another site registers no worker, and the worker leaves embed=1 pages to the network and the host's headers.
 */
export function UpdatePrompt() {
  const embed = useEmbed();
  const ready = useLoadedAndIdle();
  const wanted = import.meta.env.PROD && !embed && ready;
  useEffect(() => {
    if (wanted) void loadModule(loadUpdates);
  }, [wanted]);
  const AppServiceWorkerUpdates = useLoadedModule(loadUpdates)?.AppServiceWorkerUpdates;
  return wanted && AppServiceWorkerUpdates ? <AppServiceWorkerUpdates /> : null;
}
