// Shows a large view in stages, one more after each painted frame, so no single main-thread task renders, lays out and paints all of it.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '../../app/after-paint';
import { useMountedByHydration } from '../../app/use-hydrated';

/**
 * How many of `total` stages to show: 1 on mount (all of them in a prerendered page), then one more per frame. Each
 * step is a transition, so its render is time-sliced, and it starts only after the previous stage has been painted.
 * With `all` (printing: the browser lays the page out for paper right after the synchronous render, with no frame in
 * between) every stage.
 */
export function usePaintedStages(total: number, all = false): number {
  // A prerendered page (server render and hydration) has every stage at once: readers without JavaScript see it all.
  const byHydration = useMountedByHydration();
  const [shown, setShown] = useState(byHydration ? total : 1);
  useEffect(() => {
    if (all || shown >= total) return;
    return afterNextPaint(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, total, all]);
  return all ? total : shown;
}

/**
 * `items` in chunks of `perStage`, one more chunk after each painted frame (all of them in a prerendered page), and
 * whether some are still to come. A chunk array stays the same object while `items` does, so a memoised component per
 * chunk renders once: mounting the next chunk leaves the ones before it alone.
 */
export function usePaintedChunks<T>(
  items: readonly T[],
  perStage: number,
): { chunks: (readonly T[])[]; busy: boolean } {
  const all = useMemo(
    () =>
      Array.from({ length: Math.ceil(items.length / perStage) }, (_, i) =>
        items.slice(i * perStage, (i + 1) * perStage),
      ),
    [items, perStage],
  );
  const shown = usePaintedStages(all.length);
  return { chunks: shown < all.length ? all.slice(0, shown) : all, busy: shown < all.length };
}
