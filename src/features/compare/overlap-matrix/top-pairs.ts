// Every role pair of an analysis ranked by overlap, for the table view of a large matrix.
import { overlapPercent, type AnalysisResult } from '@engine/analyze';

/** Pair keys a * n + b (a < b, selection positions), highest percent first, then most shared, then selection order. */
export function rankedPairs(result: AnalysisResult): Uint32Array {
  const n = result.roles.length;
  const { sparse, pattern, dense, patterns } = result.pairShared;
  const keys = new Uint32Array(sparse.length);
  const shared = new Uint32Array(sparse.length);
  const percent = new Uint8Array(sparse.length);
  for (let a = 0, k = 0; a < n; a++) {
    const sa = result.roles[a].permissionCount;
    const denseRow = pattern[a] * patterns;
    for (let b = a + 1; b < n; b++, k++) {
      keys[k] = a * n + b;
      shared[k] = sparse[k] + dense[denseRow + pattern[b]];
      percent[k] = overlapPercent(shared[k], sa + result.roles[b].permissionCount - shared[k]);
    }
  }
  // Triangle positions run in the same order as the keys, so ranking positions ranks the keys.
  const ranked = Uint32Array.from(keys, (_, k) => k).sort(
    (x, y) => percent[y] - percent[x] || shared[y] - shared[x] || x - y,
  );
  return ranked.map((k) => keys[k]);
}

/** The pairs in which either role's name contains the query (case-insensitive). */
export function pairsMatching(result: AnalysisResult, ranked: Uint32Array, query: string): Uint32Array {
  const q = query.trim().toLowerCase();
  if (!q) return ranked;
  const n = result.roles.length;
  const matches = result.roles.map((r) => r.name.toLowerCase().includes(q));
  return ranked.filter((key) => matches[Math.floor(key / n)] || matches[key % n]);
}
