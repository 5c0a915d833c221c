// The app's first import (src/main.tsx), and on a page with a query the entry's own early import (src/boot.ts), from a
// small file of its own: the engine's worker, and with the static file its own read of the dataset, start before the
// rest of the app's code has downloaded and run, not when the first page that asks the engine has loaded. A shared
// /compare link's first question then finds the worker loaded. The worker's script is already downloading: each page's
// HTML preloads it (scripts/vite/route-preloads.ts). A prerendered page (no query) already shows its content and
// carries its engine answers: its worker waits for the first paint, so that starting it does not compete with that paint.
import { afterNextPaint, prerenderedContentShown } from '../app/after-paint';
import { startEngineEarly } from './engine-client';

if (prerenderedContentShown()) afterNextPaint(startEngineEarly);
else startEngineEarly();
