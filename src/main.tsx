import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { App } from './app/App';
import { BASE_PATH } from './app/base-path';
import { preloadPage } from './app/routes';
import { startLoadingRoles } from './state/roles';

const store = createStore();
const root = createRoot(document.getElementById('root')!);
// The first render is interruptible: it runs in slices that leave the main thread free, not as one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
// In a task of its own, between the first slices of that render: start downloading the page's code (the route would
// otherwise ask for it only once the first render reaches it).
setTimeout(() => {
  const { pathname } = window.location;
  preloadPage(pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname);
}, 0);
// Queued behind that: the dataset is then parsed while the page's code downloads, not after it arrives.
setTimeout(() => startLoadingRoles(store), 0);
