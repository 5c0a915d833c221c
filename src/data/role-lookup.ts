// Finds a role by template id, slug or display name (case-insensitive), and suggests close names for typos.
import type { Role } from './role-model';
import { roleSlug } from './slug';

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
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return prev[b.length];
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
