// Work that should not hold up the frame being drawn: it runs in a task of its own once that frame is on screen.

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
