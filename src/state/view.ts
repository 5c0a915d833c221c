// The permission view (semantics.md) lives in the URL: inherit=1, wildcards=1.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { LISTED_VIEW, type PermissionView } from '@engine/catalog';

export function viewFromSearch(params: URLSearchParams): PermissionView {
  return { inherit: params.get('inherit') === '1', wildcards: params.get('wildcards') === '1' };
}

/** Writes the view into a set of search params (removing switches that are off). */
export function writeView(params: URLSearchParams, view: PermissionView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.inherit) next.set('inherit', '1');
  else next.delete('inherit');
  if (view.wildcards) next.set('wildcards', '1');
  else next.delete('wildcards');
  return next;
}

/** The query-string suffix that carries a view into a link ('' for the Listed view). */
export function viewQuery(view: PermissionView, prefix: '?' | '&' = '&'): string {
  const q = writeView(new URLSearchParams(), view).toString();
  return q ? `${prefix}${q}` : '';
}

/** The current view and a setter that replaces the URL (no new history entry per toggle). */
export function usePermissionView(): [PermissionView, (view: PermissionView) => void] {
  const [params, setParams] = useSearchParams();
  const view = params ? viewFromSearch(params) : LISTED_VIEW;
  const setView = useCallback(
    (next: PermissionView) => setParams((p) => writeView(p, next), { replace: true }),
    [setParams],
  );
  return [view, setView];
}
