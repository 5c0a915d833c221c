// Print mode of the compare page: every tab's content expanded, under a header that repeats on every printed page.
// On while the browser prints (beforeprint to afterprint, from the page's button or the browser's own Print), and
// for a link with `print=1` (a print preview that stays, and what a PDF renderer loads).
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useSearchParams } from 'wouter';
import { onPrint } from '../../app/use-printing';

/** Set while printing: the time the print was asked for (ISO 8601), stated on every page. */
export const printingAtom = atom<string | null>(null);

/** The generation time to state when the page is in print mode, or null when it is not. */
export function usePrintMode(): string | null {
  const printing = useAtomValue(printingAtom);
  const [params] = useSearchParams();
  const [openedAt] = useState(() => new Date().toISOString());
  if (printing) return printing;
  return params.get('print') === '1' ? openedAt : null;
}

/**
 * Renders the print layout before the browser lays the page out for print, and the screen layout again after.
 * flushSync: the browser takes the print snapshot right after beforeprint, so the render cannot wait.
 */
export function usePrintEvents(): void {
  const [, setPrinting] = useAtom(printingAtom);
  useEffect(
    () =>
      onPrint(
        () => setPrinting((current) => current ?? new Date().toISOString()),
        () => setPrinting(null),
      ),
    [setPrinting],
  );
}

/** Prints the report: the print layout is rendered first, then the browser's print dialog (Save as PDF) opens. */
export function printReport(setPrinting: (value: string | null) => void): void {
  flushSync(() => setPrinting(new Date().toISOString()));
  try {
    window.print();
  } finally {
    setPrinting(null);
  }
}
