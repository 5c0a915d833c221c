// embed=1 on /simulator and /compare: the tool without header and footer, for an iframe.
import { useLocation, useSearchParams } from 'wouter';

const EMBEDDABLE = new Set(['/simulator', '/compare']);

export function useEmbed(): boolean {
  const [location] = useLocation();
  const [params] = useSearchParams();
  return EMBEDDABLE.has(location) && params.get('embed') === '1';
}
