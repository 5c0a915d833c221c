// embed=1 on /simulator and /compare: the tool without header and footer, for an iframe.
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

const EMBEDDABLE = new Set(['/simulator', '/compare']);

export function useEmbed(): boolean {
  const [location] = useLocation();
  const search = useSearch();
  // Every link of a page asks: the query is parsed only where embedding exists, or a long one costs once per link.
  return useMemo(
    () => EMBEDDABLE.has(location) && new URLSearchParams(search).get('embed') === '1',
    [location, search],
  );
}
