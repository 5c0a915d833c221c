// The app's first import (src/main.tsx): the engine's worker, and with the static file its own read of the dataset, start
// before the rest of the app's code runs, not when the first page that asks the engine has loaded. On a page that needs
// the engine to show anything (a shared /compare link) the entry has already made that worker (early-worker.ts), and
// this takes it over. The worker's script is already downloading: such a page's HTML preloads it
// (scripts/vite/route-preloads.ts). A prerendered page (no query) already shows its content and carries its engine
// answers: its worker waits for the first paint, so that starting it does not compete with that paint.
import { afterNextPaint, prerenderedContentShown } from '../app/after-paint';
import { startEngineEarly } from './engine-client';

if (prerenderedContentShown()) afterNextPaint(startEngineEarly);
else startEngineEarly();
