import { Suspense, type ReactNode } from 'react';

/**
 * A long part of a prerendered page that React hydrates after the rest of it: a Suspense boundary whose children never
 * suspend. Hydration leaves a dehydrated boundary's server markup in place, commits the page (its controls work from
 * then on) and hydrates the boundary after, at its lowest priority; a press inside it before then makes React hydrate
 * it first and then take the press. On a page rendered in the browser it changes nothing. On a slow phone this took
 * the catalog from 855 to 472 ms between its first paint and working (reports/PERFORMANCE.md).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
