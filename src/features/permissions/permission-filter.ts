// The /permissions search and filters: text in the action or description, namespace, Microsoft's privileged label, EntraOps tier.
import type { PermissionEntry } from './permission-index';

/** 'any', a tier number, or 'none' for unclassified actions. */
export type TierFilter = 'any' | '0' | '1' | '2' | 'none';

export interface PermissionFilter {
  query: string;
  /** '' for every namespace. */
  namespace: string;
  privilegedOnly: boolean;
  tier: TierFilter;
}

export const NO_FILTER: PermissionFilter = { query: '', namespace: '', privilegedOnly: false, tier: 'any' };

function tierMatches(entry: PermissionEntry, tier: TierFilter): boolean {
  if (tier === 'any') return true;
  if (tier === 'none') return entry.tier === null;
  return entry.tier === Number(tier);
}

/** Entries matching every filter; the text search is a case-insensitive substring of the action or the description. */
export function filterPermissions(entries: PermissionEntry[], filter: PermissionFilter): PermissionEntry[] {
  const needle = filter.query.trim().toLowerCase();
  return entries.filter(
    (e) =>
      (!filter.namespace || e.namespace === filter.namespace) &&
      (!filter.privilegedOnly || e.privileged) &&
      tierMatches(e, filter.tier) &&
      (!needle || e.action.toLowerCase().includes(needle) || e.description.toLowerCase().includes(needle)),
  );
}
