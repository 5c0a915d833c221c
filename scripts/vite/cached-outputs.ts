// Build outputs derived from data files, computed once per version of those files: the dev server asks on every
// request, and rebuilding the static API or the feed from a 15 MB history each time made a page of requests slow.
import { statSync } from 'node:fs';

/** `compute()`, recomputed only when one of `paths` has changed (modification time or size) since the last call. */
export function cachedByFiles<T>(paths: readonly string[], compute: () => T): () => T {
  let key: string | null = null;
  let value: T;
  return () => {
    const current = paths
      .map((path) => {
        const stat = statSync(path);
        return `${stat.mtimeMs}:${stat.size}`;
      })
      .join('|');
    if (current !== key) {
      value = compute();
      key = current;
    }
    return value;
  };
}
