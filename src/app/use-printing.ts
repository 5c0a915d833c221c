// Whether the browser is printing the page: true from beforeprint to afterprint (the page's own Print button or the
// browser's). flushSync: the browser lays the page out for paper right after beforeprint, so the render cannot wait.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** True while the page is being printed; a list that shows its rows a page at a time then shows them all. */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
