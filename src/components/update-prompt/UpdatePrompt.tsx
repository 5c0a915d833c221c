// The offer to reload when a new version of the app or its dataset is ready (scripts/vite/pwa.ts). Production builds
// only: the dev server and the tests run no service worker.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useEmbed } from '../../app/embed';
import { unsettledEngineCalls } from '../../worker-bridge/engine-client';

/** The registration and the notice: their code (workbox-window included) loads after the page, not with it. */
const AppServiceWorkerUpdates = lazy(() =>
  import('./ServiceWorkerUpdates').then((m) => ({ default: m.AppServiceWorkerUpdates })),
);

/** The longest the registration waits for an idle moment after the page has loaded. */
const IDLE_WAIT_MS = 5_000;
/** How often, and how long in all, the registration looks again while the engine is still answering. */
const ENGINE_POLL_MS = 250;
const ENGINE_WAIT_MS = 4_000;

/**
 * True once the page has loaded, the engine has answered the page's first questions and the main thread is idle: the
 * service worker's install evaluates its script, downloads and stores the whole precache, which should not compete
 * with the page's own first work (a shared /compare link's analysis included: the main thread idles while the worker
 * computes). Waits at most IDLE_WAIT_MS for each idle moment, and at most ENGINE_WAIT_MS in all for the engine.
 */
function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancel = () => {};
    let enginePolls = 0;
    const whenIdle = () => {
      const done = () => {
        if (unsettledEngineCalls() > 0 && enginePolls++ < ENGINE_WAIT_MS / ENGINE_POLL_MS) {
          const timer = window.setTimeout(whenIdle, ENGINE_POLL_MS);
          cancel = () => clearTimeout(timer);
          return;
        }
        setReady(true);
      };
      if (window.requestIdleCallback) {
        const idle = window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = window.setTimeout(done, 0);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
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
  if (!import.meta.env.PROD || embed || !ready) return null;
  return (
    <Suspense fallback={null}>
      <AppServiceWorkerUpdates />
    </Suspense>
  );
}
