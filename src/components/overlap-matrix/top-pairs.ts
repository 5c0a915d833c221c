// Every role pair of an analysis ranked by overlap, for the table view of a large matrix.
import type { AnalysisResult } from '../../../workers/engine/analyze';

/** Pair keys a * n + b (a < b, selection positions), highest percent first, then most shared, then selection order. */
export function rankedPairs(result: AnalysisResult): Uint32Array {
  const n = result.roles.length;
  const keys = new Uint32Array((n * (n - 1)) / 2);
  let k = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) keys[k++] = a * n + b;
  const { percent, shared } = result;
  return keys.sort((x, y) => percent[y] - percent[x] || shared[y] - shared[x] || x - y);
}

/** The pairs in which either role's name contains the query (case-insensitive). */
export function pairsMatching(result: AnalysisResult, ranked: Uint32Array, query: string): Uint32Array {
  const q = query.trim().toLowerCase();
  if (!q) return ranked;
  const n = result.roles.length;
  const matches = result.roles.map((r) => r.name.toLowerCase().includes(q));
  return ranked.filter((key) => matches[Math.floor(key / n)] || matches[key % n]);
}
