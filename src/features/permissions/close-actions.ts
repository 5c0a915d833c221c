// Suggests the dataset actions closest to a string that is not one: same leading segments first, then by edit distance.
import { MAX_ACTION_LENGTH } from '../../app/input-limits';
import { editDistanceWithin } from '../../data/role-lookup';
import { compareText } from '../../data/text-order';

function sharedLeadingSegments(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The largest whole distance d with d / length <= share, found with the very comparison the filter makes. */
function maxDistance(share: number, length: number): number {
  let d = Math.floor(share * length);
  while ((d + 1) / length <= share) d++;
  while (d > 0 && d / length > share) d--;
  return d;
}

interface Close {
  action: string;
  shared: number;
  distance: number;
}

// compareText: localeCompare's order without loading ICU's collation data (tens of ms, in the render that suggests).
const byCloseness = (a: Close, b: Close) =>
  a.distance - b.distance || b.shared - a.shared || compareText(a.action, b.action);

/**
 * How close an action is to the query: the edit distance over the longer length, or null when it is not close enough
 * to suggest, or further than `worst` (the distance it would have to match to be suggested at all).
 */
function closeness(q: string, candidate: Omit<Close, 'distance'> & { lower: string }, worst: number): Close | null {
  const { lower, shared } = candidate;
  const length = Math.max(q.length, lower.length);
  // A query inside the action is that many insertions away, no table needed.
  if (lower.includes(q)) {
    const distance = (lower.length - q.length) / length;
    return q.length >= 4 || distance <= 0.35 || (shared >= 2 && distance <= 0.6)
      ? { action: candidate.action, shared, distance }
      : null;
  }
  const edits = editDistanceWithin(q, lower, maxDistance(Math.min(shared >= 2 ? 0.6 : 0.35, worst), length));
  return edits === null ? null : { action: candidate.action, shared, distance: edits / length };
}

/**
 * Up to `limit` actions that the query most likely meant; none when nothing is reasonably close. A query longer than any
 * action can be gets none: it is no typo of one, and comparing it would cost time in proportion to its length.
 */
export function closeActions(actions: readonly string[], query: string, limit = 5): string[] {
  const q = query.trim().toLowerCase();
  if (!q || q.length > MAX_ACTION_LENGTH || limit < 1) return [];
  const qSegments = q.split('/');
  // Likely matches first (most leading segments shared, then nearest length): once `limit` are found, the distance
  // they reach bounds the search among the rest, and most comparisons stop after a few rows.
  const candidates = actions
    .map((action) => {
      const lower = action.toLowerCase();
      return { action, lower, shared: sharedLeadingSegments(qSegments, lower.split('/')) };
    })
    .sort((a, b) => b.shared - a.shared || Math.abs(a.lower.length - q.length) - Math.abs(b.lower.length - q.length));
  const best: Close[] = [];
  for (const candidate of candidates) {
    const close = closeness(q, candidate, best.length === limit ? best[limit - 1].distance : Infinity);
    if (!close) continue;
    const at = best.findIndex((b) => byCloseness(close, b) < 0);
    best.splice(at === -1 ? best.length : at, 0, close);
    if (best.length > limit) best.pop();
  }
  return best.map((s) => s.action);
}
