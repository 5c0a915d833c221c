// Shows a large view in stages, one more after each painted frame, so no single main-thread task renders, lays out and paints all of it.
import { startTransition, useEffect, useState } from 'react';

/** If frames are not being produced (a background tab), the next stage still comes after this long. */
const NO_FRAME_FALLBACK_MS = 250;

/**
 * How many of `total` stages to show: 1 on mount, then one more per frame. Each step is a transition,
 * so its render is time-sliced, and it starts only after the previous stage has been painted.
 */
export function usePaintedStages(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    let done = false;
    let afterPaint = 0;
    const next = () => {
      if (done) return;
      done = true;
      startTransition(() => setShown((count) => count + 1));
    };
    // requestAnimationFrame runs just before a paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      afterPaint = window.setTimeout(next);
    });
    const fallback = window.setTimeout(next, NO_FRAME_FALLBACK_MS);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
    };
  }, [shown, total]);
  return shown;
}
