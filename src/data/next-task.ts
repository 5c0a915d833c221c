/** Resolves in a task of its own: the page's other work (painting, input) runs before what follows the await. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `each` of every slice of `size` items, in order, awaiting `pause` (the next task) between slices: a long list is
 * worked through a slice per task, so the page stays free in between.
 */
export async function mapSlices<T, R>(
  items: readonly T[],
  size: number,
  each: (slice: T[]) => R,
  pause: () => Promise<void> = nextTask,
): Promise<R[]> {
  const results: R[] = [];
  for (let from = 0; from < items.length; from += size) {
    if (from > 0) await pause();
    results.push(each(items.slice(from, from + size)));
  }
  return results;
}
