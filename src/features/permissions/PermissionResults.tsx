import { useState } from 'react';
import { usePrinting } from '../../app/use-printing';
import { button } from '../../styles/shared.css';
import type { PermissionEntry } from './permission-index';
import { PermissionRow } from './PermissionRow';
import * as ruled from './RuledList.css';
import * as styles from './PermissionResults.css';

/** Rows rendered at first and added by each 'Show more': 640 rows at once would make the first paint slow. */
export const PAGE_SIZE = 100;

interface PermissionResultsProps {
  /** The matches, in order. */
  matches: PermissionEntry[];
  /** Names the search and filters: when it changes, the list starts again at the first page. */
  resetKey: string;
  linkSuffix: string;
}

/** The matching actions, rendered incrementally with a 'Show more' button (all of them while printing). */
export function PermissionResults({ matches, resetKey, linkSuffix }: PermissionResultsProps) {
  const [pages, setPages] = useState({ resetKey, shown: PAGE_SIZE });
  // A new search starts at the first page; rows that stay keep their DOM nodes (and keyboard focus).
  const shown = pages.resetKey === resetKey ? pages.shown : PAGE_SIZE;
  // On paper there is no 'Show more': every match is printed.
  const printing = usePrinting();
  if (matches.length === 0) return <p className={styles.empty}>No permissions match your search and filters.</p>;
  const visible = printing ? matches : matches.slice(0, shown);
  const remaining = matches.length - visible.length;
  return (
    <>
      <ul className={ruled.list} aria-label="Permissions">
        {visible.map((entry) => (
          <PermissionRow key={entry.action} entry={entry} linkSuffix={linkSuffix} />
        ))}
      </ul>
      {remaining > 0 ? (
        <div className={styles.more}>
          <p className={styles.moreText}>
            Showing {visible.length} of {matches.length}.
          </p>
          <button
            type="button"
            className={button({ tone: 'secondary', wrap: true })}
            onClick={() => setPages({ resetKey, shown: shown + PAGE_SIZE })}
          >
            Show more ({Math.min(PAGE_SIZE, remaining)} of {remaining} remaining)
          </button>
        </div>
      ) : null}
    </>
  );
}
