// The finder's needed permissions, read from and written to the URL so every answer is a shareable link.
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { usePermissionView } from '../../state/view';
import { finderPath, needFromSearch } from './need-query';

/** The need list of the URL and a setter that replaces the URL (keeping the view). */
export function useFinderNeed(): [string[], (next: string[]) => void] {
  const [params] = useSearchParams();
  const [view] = usePermissionView();
  const [, navigate] = useLocation();
  const need = useMemo(() => needFromSearch(params), [params]);
  const setNeed = useCallback((next: string[]) => navigate(finderPath(next, view), { replace: true }), [navigate, view]);
  return [need, setNeed];
}
