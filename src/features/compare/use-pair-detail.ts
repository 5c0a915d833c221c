// The overlap drawer's pair lists, from today's roles or, on /compare?asOf=D, from the roles of D's snapshot.
import { useSearch } from 'wouter';
import type { PermissionView } from '@engine/catalog';
import { useEngineAnswer } from '../../state/engine-answer';
import { asOfFromSearch } from './comparison-link';

/** pairDetail of two roles in a view, as of the page's `asOf` date when it has one (only then is the history loaded). */
export function usePairDetail(a: string, b: string, view: PermissionView) {
  const asOf = asOfFromSearch(new URLSearchParams(useSearch())) ?? undefined;
  return useEngineAnswer(['pairDetail', [a, b, { inherit: view.inherit, wildcards: view.wildcards }, { asOf }]]);
}
