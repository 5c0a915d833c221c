import { useEffect } from 'react';

/** Calls `onMounted` after the first commit of the part of the tree it sits in (for a hydrated page: once that part is hydrated). */
export function AfterFirstCommit({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}
