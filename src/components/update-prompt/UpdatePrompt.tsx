// The offer to reload when a new version of the app or its dataset is ready (scripts/vite/pwa.ts). Production builds
// only: the dev server and the tests run no service worker.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useEmbed } from '../../app/embed';

/** The registration and the notice: their code (workbox-window included) loads after the page, not with it. */
const AppServiceWorkerUpdates = lazy(() =>
  import('./ServiceWorkerUpdates').then((m) => ({ default: m.AppServiceWorkerUpdates })),
);

/** The longest the registration waits for an idle moment after the page has loaded. */
const IDLE_WAIT_MS = 5_000;

/**
 * True once the page has loaded and the main thread is idle: the worker's install downloads and stores the whole
 * precache, which should not compete with the page's own first work.
 */
function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancel = () => {};
    const whenIdle = () => {
      if (window.requestIdleCallback) {
        const idle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_WAIT_MS });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = window.setTimeout(() => setReady(true), 0);
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
