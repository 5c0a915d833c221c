// Whether the browser is printing the page: true from beforeprint to afterprint (the page's own Print button or the
// browser's). flushSync: the browser lays the page out for paper right after beforeprint, so the render cannot wait.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Runs `before` (inside flushSync, so its render is on paper) when the browser starts printing and `after` when it is
 * done. Returns the unsubscribe, for an effect's cleanup.
 */
export function onPrint(before: () => void, after: () => void): () => void {
  const start = () => flushSync(before);
  window.addEventListener('beforeprint', start);
  window.addEventListener('afterprint', after);
  return () => {
    window.removeEventListener('beforeprint', start);
    window.removeEventListener('afterprint', after);
  };
}

/** True while the page is being printed; a list that shows its rows a page at a time then shows them all. */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(
    () =>
      onPrint(
        () => setPrinting(true),
        () => setPrinting(false),
      ),
    [],
  );
  return printing;
}
