import { useState } from 'react';
import type { AnalysisResult } from '../../../workers/engine/analyze';
import * as styles from './PermissionHolders.css';

/** "Held by k of n roles", a disclosure whose role names are rendered only once opened (143 x 700 names would be too many). */
export function PermissionHolders({ result, p }: { result: AnalysisResult; p: number }) {
  const [open, setOpen] = useState(false);
  const n = result.roles.length;
  let holders = 0;
  for (let r = 0; r < n; r++) holders += result.membership[p * n + r];
  const names = () => result.roles.filter((_, r) => result.membership[p * n + r] === 1).map((role) => role.name);
  return (
    <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        Held by {holders} of {n} roles
      </summary>
      {open ? <p className={styles.names}>{names().join(', ')}</p> : null}
    </details>
  );
}
