// The offer to reload when a new version of the app or its dataset is ready (scripts/vite/pwa.ts). Production builds
// only: the dev server and the tests run no service worker.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useEmbed } from '../../app/embed';

/** The registration and the notice: their code (workbox-window included) loads after the page, not with it. */
const AppServiceWorkerUpdates = lazy(() =>
  import('./ServiceWorkerUpdates').then((m) => ({ default: m.AppServiceWorkerUpdates })),
);

function subscribeToLoad(onLoad: () => void): () => void {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
}

const pageLoaded = () => document.readyState === 'complete';

/**
 * Registers the service worker once the page has loaded and shows the update notice. Not in embed mode: a page framed
 * by another site registers no worker, and the worker leaves embed=1 pages to the network and the host's headers.
 */
export function UpdatePrompt() {
  const embed = useEmbed();
  const loaded = useSyncExternalStore(subscribeToLoad, pageLoaded, () => false);
  if (!import.meta.env.PROD || embed || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppServiceWorkerUpdates />
    </Suspense>
  );
}
