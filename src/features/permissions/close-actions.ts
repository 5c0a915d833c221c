// Suggests the dataset actions closest to a string that is not one: same leading segments first, then by edit distance.
import { editDistance } from '../../data/role-lookup';

function sharedLeadingSegments(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Up to `limit` actions that the query most likely meant; none when nothing is reasonably close. */
export function closeActions(actions: readonly string[], query: string, limit = 5): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const qSegments = q.split('/');
  return actions
    .map((action) => {
      const lower = action.toLowerCase();
      const distance = editDistance(q, lower) / Math.max(q.length, lower.length);
      return { action, shared: sharedLeadingSegments(qSegments, lower.split('/')), distance, contains: lower.includes(q) };
    })
    .filter((s) => s.distance <= 0.35 || (s.shared >= 2 && s.distance <= 0.6) || (s.contains && q.length >= 4))
    .sort((a, b) => a.distance - b.distance || b.shared - a.shared || a.action.localeCompare(b.action))
    .slice(0, limit)
    .map((s) => s.action);
}
