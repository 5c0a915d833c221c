import { useId } from 'react';
import { scrollList } from '../../../styles/shared.css';
import type { PermissionEntry } from './pair-permissions';
import { PermissionEntryItem } from './PermissionEntryItem';
import * as styles from './PermissionSection.css';

interface PermissionSectionProps {
  heading: string;
  entries: PermissionEntry[];
  /** Count before the privileged-only filter; shown as "(shown of total)" while filtering. */
  total: number;
  emptyText: string;
}

/** A drawer section: a heading with its count and a list capped at the drawer height (spec: 15rem). */
export function PermissionSection({ heading, entries, total, emptyText }: PermissionSectionProps) {
  const headingId = useId();
  const count = entries.length === total ? `${total}` : `${entries.length} of ${total}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading} ({count})
      </h3>
      {entries.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        // Focusable so keyboard users can scroll a long list.
        <ul className={`${scrollList.drawer} ${styles.list}`} aria-labelledby={headingId} tabIndex={0}>
          {entries.map((entry) => (
            <PermissionEntryItem key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
