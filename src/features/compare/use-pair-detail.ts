// The overlap drawer's pair lists, from today's roles or, on /compare?asOf=D, from the roles of D's snapshot.
import { useSearch } from 'wouter';
import type { PermissionView } from '@engine/catalog';
import { useEngineAnswer } from '../../state/engine-answer';
import { useHistoryAnswer } from '../../state/history-answer';
import { asOfFromSearch } from './comparison-link';

/** pairDetail of two roles in a view, as of the page's `asOf` date when it has one. */
export function usePairDetail(a: string, b: string, view: PermissionView) {
  const asOf = asOfFromSearch(new URLSearchParams(useSearch()));
  const plainView = { inherit: view.inherit, wildcards: view.wildcards };
  const today = useEngineAnswer(asOf === null ? ['pairDetail', [a, b, plainView]] : null);
  const then = useHistoryAnswer(asOf === null ? null : ['pairDetailAsOf', [asOf, a, b, plainView]]);
  return asOf === null ? today : then;
}
