// The entry's first import (src/main.tsx): modules run in import order, so the engine's worker, and with the static file
// its own read of the dataset, start before the rest of the app's code runs (a quarter of a second of module code on a
// fast machine), not when the first page that asks the engine has loaded. A shared /compare link's first question then
// finds the worker loaded. The worker's script is already downloading: each page's HTML preloads it
// (scripts/vite/route-preloads.ts). A prerendered page (no query) already shows its content and carries its engine
// answers: its worker waits for the first paint, so that starting it does not compete with that paint.
import { afterNextPaint } from '../app/after-paint';
import { startEngineEarly } from './engine-client';

const shownAlready = document.getElementById('root')?.dataset.prerenderedPath !== undefined && location.search === '';
if (shownAlready) afterNextPaint(startEngineEarly);
else startEngineEarly();
