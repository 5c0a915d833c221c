// The entry: about 2 kB (gzip) that decide when the app's code loads.
//
// A prerendered page (no query) is readable as soon as its HTML and stylesheet are in, so nothing else should compete
// with that first paint: its HTML keeps its preloads (the app's code, the page's, the dataset) inert in a <template>,
// and this module puts them in the document, and imports the app, only once the first paint has been reported. Any other
// page (the shell, a page with a query, /compare) needs the app to show anything: it starts at once.
import { afterFirstContentfulPaint, DEFERRED_PRELOADS_ID, prerenderedContentShown } from './app/after-paint';
import { holdEarlyClicks } from './app/early-clicks';

/** Shown in place of an empty page when the app's code cannot load (offline on a first visit, a deployment mid-way). */
const CODE_FAILED = 'RolePrism could not load its code. Check the connection, then reload the page.';

function start(): void {
  const deferred = document.getElementById(DEFERRED_PRELOADS_ID);
  if (deferred instanceof HTMLTemplateElement) {
    document.head.append(deferred.content);
    deferred.remove();
  }
  import('./main').catch((error: unknown) => {
    console.error(CODE_FAILED, error);
    const root = document.getElementById('root');
    // A prerendered page stays readable as it is; an empty one says why it stays empty.
    if (root && root.childElementCount === 0) {
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.textContent = CODE_FAILED;
      root.append(message);
    }
  });
}

if (prerenderedContentShown()) {
  holdEarlyClicks();
  afterFirstContentfulPaint(start);
} else {
  start();
}
