import type { AnalysisResult } from '@engine/analyze';
import { card } from '../../styles/shared.css';
import * as styles from './SummaryCards.css';

/** The three summary cards: union, common permissions, minimal role set size. */
export function SummaryCards({ result }: { result: AnalysisResult }) {
  const cards = [
    {
      label: 'Total Permissions',
      value: result.unionCount,
      caption: 'Unique permissions across all selected roles (union)',
    },
    {
      label: 'Common Permissions',
      value: result.intersectionCount,
      caption: 'Permissions held by every selected role',
    },
    {
      label: 'Minimal Role Set',
      value: result.minimalSet.length,
      caption:
        `Roles that cover all ${result.unionCount} permissions` +
        (result.emptyRoles.length === 0
          ? ''
          : `; ${result.emptyRoles.length} selected ${result.emptyRoles.length === 1 ? 'role lists' : 'roles list'} no permissions in this dataset`),
    },
  ];
  return (
    <dl className={styles.cards}>
      {cards.map((c) => (
        <div key={c.label} className={`${card} ${styles.card}`}>
          <dt className={styles.label}>
            {c.label}
            <span className={styles.caption}>{c.caption}</span>
          </dt>
          <dd className={styles.value}>{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}
