// Work that should not hold up the frame being drawn: it runs in a task of its own once that frame is on screen.

/**
 * The id of the <template> in which a prerendered page's HTML keeps its preloads, inert, until its first paint
 * (written by scripts/vite/prerender.ts, put in the document by src/boot.ts).
 */
export const DEFERRED_PRELOADS_ID = 'roleprism-preloads';

/**
 * True when #root shows the page's prerendered content as it is (a prerendered page opened with no query): its first
 * paint needs no script, so the app and its worker wait for it (src/boot.ts, src/worker-bridge/start-engine.ts).
 */
export function prerenderedContentShown(): boolean {
  return document.getElementById('root')?.dataset.prerenderedPath !== undefined && location.search === '';
}

/** If frames are not being produced (a background tab), the callback still comes after this long. */
const NO_FRAME_FALLBACK_MS = 250;

/**
 * Calls `callback` once, just after the next paint (or after 250 ms when no frame comes). Returns a function that
 * cancels the call, for effect clean-ups.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let afterPaint = 0;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  // requestAnimationFrame runs just before a paint; a task queued from it runs after that paint.
  const frame = requestAnimationFrame(() => {
    afterPaint = window.setTimeout(run);
  });
  const fallback = window.setTimeout(run, NO_FRAME_FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterPaint);
    clearTimeout(fallback);
  };
}

/** If no contentful paint is reported (nothing to paint), the callback still comes after this long. */
const NO_CONTENTFUL_PAINT_FALLBACK_MS = 3000;

/**
 * Calls `callback` once the page's first contentful paint has been reported (a task after it), so that whatever it
 * starts does not share the first paint's bandwidth or main thread. A frame callback comes too soon for that: it runs
 * when the frame is drawn, while the paint reaches the screen (and is reported) some milliseconds later. Where the
 * browser reports no paint timing, or the page is hidden (no paint comes until it is shown), it is the next frame.
 */
export function afterFirstContentfulPaint(callback: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    afterNextPaint(callback);
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    setTimeout(callback);
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) run();
  });
  // Whatever keeps the paint from being reported (a page with no text or image), the callback still comes.
  const fallback = setTimeout(run, NO_CONTENTFUL_PAINT_FALLBACK_MS);
  observer.observe({ type: 'paint' });
  if (painted()) run();
}
