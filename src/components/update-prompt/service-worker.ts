// Registers the service worker (scripts/vite/pwa.ts) and tells the page when a new version is waiting to take over.
import { registerSW, type RegisterSWOptions } from 'virtual:pwa-register';

/** vite-plugin-pwa's registration: takes the callbacks, returns the function that activates a waiting worker. */
export type RegisterServiceWorker = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/** The registration as the page sees it: how many new versions have come to wait, and the way to switch to one. */
export interface UpdateWatch {
  subscribe(listener: () => void): () => void;
  /** How many times a new worker has come to wait since the page opened (0: none). */
  waitingCount(): number;
  /** Lets the waiting worker take over; the page reloads once it controls the page. */
  reload(): Promise<void>;
}

/** An open page asks the server for a newer worker when it is shown again, at most this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the worker once the page has loaded and watches for a new version. */
export function watchForUpdates(register: RegisterServiceWorker = registerSW): UpdateWatch {
  const listeners = new Set<() => void>();
  let waiting = 0;
  let registration: ServiceWorkerRegistration | undefined;
  let lastCheck = Date.now();
  const activate = register({
    onNeedRefresh() {
      waiting++;
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registered) {
      registration = registered;
    },
    onRegisterError(error) {
      console.warn('The service worker could not be registered: RolePrism works online only.', error);
    },
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !registration || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    // Offline or the server failed: the next check asks again.
    registration.update().catch(() => undefined);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    waitingCount: () => waiting,
    async reload() {
      // Another tab has already let the new worker take over: a plain reload gets the new version.
      if (registration && !registration.waiting) window.location.reload();
      else await activate(true);
    },
  };
}

let appWatch: UpdateWatch | undefined;

/** The app's one registration, made on first use. */
export function appUpdateWatch(): UpdateWatch {
  return (appWatch ??= watchForUpdates());
}
