// Comparison links: role ids read from a query (ids and its alias roleIds) and the /compare link of a selection.
import type { PermissionView } from '@engine/catalog';
import { viewQuery } from '../../state/view';
import { countText, MAX_LINK_IDS } from '../../app/input-limits';

/**
 * Every id of a query: every `ids` and `roleIds` parameter, in query order; comma-split, trimmed, distinct and
 * non-empty (spec section 5). A repeated parameter (ids=A&ids=B, ids=A&roleIds=B) adds its ids instead of being ignored.
 */
function allRoleIds(params: URLSearchParams): string[] {
  return idList([...params].filter(([key]) => key === 'ids' || key === 'roleIds').map(([, value]) => value));
}

/** The ids of comma-separated lists, in order: trimmed, distinct and non-empty (spec section 5). */
export function idList(lists: readonly string[]): string[] {
  return [
    ...new Set(
      lists
        .flatMap((list) => list.split(','))
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}

/** The ids of a query (every `ids` and `roleIds`, merged), the first MAX_LINK_IDS. */
export function roleIdsFromSearch(params: URLSearchParams): string[] {
  return allRoleIds(params).slice(0, MAX_LINK_IDS);
}

/** How many distinct ids of a query lie past MAX_LINK_IDS and are not read. */
export function roleIdsPastCap(params: URLSearchParams): number {
  return Math.max(0, allRoleIds(params).length - MAX_LINK_IDS);
}

/** What a page says when a link lists more ids than are read; '' when it does not. */
export function idsPastCapText(pastCap: number): string {
  return pastCap > 0
    ? `This link lists more role ids than are read (${MAX_LINK_IDS} at most): the last ${countText(pastCap)} were left out.`
    : '';
}

/** The in-app link of a comparison: /compare?ids=a,b plus the view's parameters, and `asOf` for the roles of a date. */
export function comparisonPath(templateIds: string[], view: PermissionView, asOf?: string): string {
  const date = asOf ? `&asOf=${encodeURIComponent(asOf)}` : '';
  return `/compare?ids=${templateIds.map(encodeURIComponent).join(',')}${viewQuery(view)}${date}`;
}

/** The `asOf` date of a comparison link, trimmed; null when there is none (an empty one is none). */
export function asOfFromSearch(params: URLSearchParams): string | null {
  const value = params.get('asOf')?.trim();
  return value ? value : null;
}
