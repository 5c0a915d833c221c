// The finder's need list in the URL (/finder?need=a,b,c plus the view) and in pasted text.
import type { PermissionView } from '@engine/catalog';
import { viewQuery } from '../../state/view';
import { splitPermissionKey } from '../permissions/permission-index';
import { permissionKey } from '@engine/permission-grammar';

/** One needed permission as typed: trimmed, with a condition written the way the dataset keys it ("action [$Condition]"). */
export function normalizeNeed(raw: string): string {
  const { action, condition } = splitPermissionKey(raw);
  return permissionKey(action, condition);
}

function distinctNeeds(items: string[]): string[] {
  return [...new Set(items.map(normalizeNeed).filter((item) => item !== ''))];
}

/** The need list of a query: comma-separated, trimmed, distinct, in the order given. */
export function needFromSearch(params: URLSearchParams): string[] {
  return distinctNeeds((params.get('need') ?? '').split(','));
}

/** Pasted text: one action per line (commas also separate), blank lines ignored. */
export function needsFromText(text: string): string[] {
  return distinctNeeds(text.split(/[\r\n,]+/));
}

/** Adds needs at the end, keeping each once. */
export function addNeeds(current: string[], added: string[]): string[] {
  return distinctNeeds([...current, ...added]);
}

/** Slashes and $ stay readable in the link; everything else is percent-encoded. */
function encodeNeed(key: string): string {
  return encodeURIComponent(key).replace(/%2F/g, '/').replace(/%24/g, '$');
}

/** The finder's shareable path: /finder?need=a,b,c plus the view's parameters. */
export function finderPath(need: string[], view: PermissionView): string {
  if (need.length === 0) return `/finder${viewQuery(view, '?')}`;
  return `/finder?need=${need.map(encodeNeed).join(',')}${viewQuery(view)}`;
}
