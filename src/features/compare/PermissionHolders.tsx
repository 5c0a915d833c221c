import { useState } from 'react';
import { holdersOf, type AnalysisResult } from '@engine/analyze';
import * as styles from './PermissionHolders.css';

/** "Held by k of n roles", a disclosure whose role names are rendered only once opened (143 x 700 names would be too many). */
export function PermissionHolders({ result, p }: { result: AnalysisResult; p: number }) {
  const [open, setOpen] = useState(false);
  const n = result.roles.length;
  const holders = holdersOf(result, p);
  const names = () => Array.from(holders, (r) => result.roles[r].name);
  return (
    <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        Held by {holders.length} of {n} roles
      </summary>
      {open ? <p className={styles.names}>{names().join(', ')}</p> : null}
    </details>
  );
}
