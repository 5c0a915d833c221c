// Finds a role by template id, slug or display name (case-insensitive), and suggests close names for typos.
import type { Role } from './role-model';
import { roleSlug } from './slug';

/** Splits requested ids into known roles (in the order asked, each once) and ids that match no role. */
export function resolveRoleIds<R extends Pick<Role, 'templateId'>>(
  ids: string[],
  roles: readonly R[],
): { known: R[]; unknownIds: string[] } {
  const byId = new Map(roles.map((role) => [role.templateId.toLowerCase(), role]));
  const known: R[] = [];
  const unknownIds: string[] = [];
  for (const id of ids) {
    const role = byId.get(id.toLowerCase());
    if (!role) unknownIds.push(id);
    else if (!known.includes(role)) known.push(role);
  }
  return { known, unknownIds };
}

/** The role a user meant by a template id, a slug or a display name; undefined when none matches. */
export function findRole(roles: Role[], query: string): Role | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  return (
    roles.find((r) => r.templateId.toLowerCase() === q || r.id.toLowerCase() === q) ??
    roles.find((r) => r.slug === q) ??
    roles.find((r) => r.displayName.toLowerCase() === q) ??
    roles.find((r) => r.slug === roleSlug(q))
  );
}

/** Levenshtein distance between two strings (insertions, deletions and substitutions each cost 1). */
export function editDistance(a: string, b: string): number {
  return editDistanceWithin(a, b, Math.max(a.length, b.length))!;
}

/**
 * The Levenshtein distance when it is at most `max`, else null. Only cells within `max` of the diagonal can stay within
 * it, so a row costs at most 2 * max + 1 cells, and the work stops at the first row whose every cell is past `max`.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  const over = max + 1;
  let prev = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    row[0] = Math.min(i, over);
    row[from - 1] = from === 1 ? row[0] : over; // left of the band
    let rowMin = row[from - 1];
    for (let j = from; j <= to; j++) {
      const cost = Math.min(prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1), prev[j] + 1, row[j - 1] + 1);
      row[j] = Math.min(cost, over);
      if (row[j] < rowMin) rowMin = row[j];
    }
    if (to < b.length) row[to + 1] = over; // right of the band: the next row reads it
    if (rowMin > max) return null;
    [prev, row] = [row, prev];
  }
  return prev[b.length] <= max ? prev[b.length] : null;
}

function similarity(query: string, role: Role): number {
  const words = role.slug.split('-');
  if (words.map((w) => w[0]).join('') === query.replace(/-/g, '')) return 0; // "ga" -> Global Administrator
  if (query.split('-').every((q) => words.some((w) => w.startsWith(q)))) return 0.1;
  if (query.length >= 3 && role.slug.includes(query)) return 0.2;
  return editDistance(query, role.slug) / Math.max(query.length, role.slug.length);
}

/** Up to `limit` role names closest to the query: acronyms and word prefixes first, then by edit distance of slugs. */
export function suggestRoles(roles: Role[], query: string, limit = 3): string[] {
  const q = roleSlug(query);
  if (!q) return [];
  return roles
    .map((r) => ({ name: r.displayName, score: similarity(q, r) }))
    .filter((s) => s.score <= 0.5)
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}
