import { useState, useSyncExternalStore } from 'react';
import { appUpdateWatch, type UpdateWatch } from './service-worker';
import { UpdateNotice } from './UpdateNotice';

/** Offers a reload whenever a new version comes to wait; 'Dismiss' hides the notice until a newer one comes. */
export function ServiceWorkerUpdates({ watch }: { watch: UpdateWatch }) {
  const waiting = useSyncExternalStore(watch.subscribe, watch.waitingCount);
  const [dismissed, setDismissed] = useState(0);
  return (
    <UpdateNotice
      open={waiting > dismissed}
      onReload={() => void watch.reload()}
      onDismiss={() => setDismissed(waiting)}
    />
  );
}

/** The notice for the app's own registration (made when this first renders). */
export function AppServiceWorkerUpdates() {
  return <ServiceWorkerUpdates watch={appUpdateWatch()} />;
}
