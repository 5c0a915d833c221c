import { useDeferredValue, useMemo, useState } from 'react';
import type { AssignmentReview } from '@engine/assignments/review';
import { countText } from '../../app/input-limits';
import { usePrinting } from '../../app/use-printing';
import { input, noPrint } from '../../styles/shared.css';
import { PageButtons } from '../../components/page-buttons/PageButtons';
import { NO_FILTER, principalOrder, type PrincipalFilter, type PrincipalSortKey } from './principal-order';
import { PrincipalDetailDialog } from './PrincipalDetailDialog';
import { PrincipalFilters } from './PrincipalFilters';
import { PrincipalRow } from './PrincipalRow';
import * as styles from './PrincipalTable.css';

/** Rows per page: a page renders at most this many principals, whatever the review holds (20,000 or more). */
export const PAGE_SIZES = [50, 100] as const;

const COLUMNS: { key: PrincipalSortKey | null; label: string }[] = [
  { key: 'name', label: 'Principal' },
  { key: 'type', label: 'Type' },
  { key: 'assignments', label: 'Roles (state, scope)' },
  { key: 'redundant', label: 'Flags' },
  { key: null, label: 'Detail' },
];

/** One row per principal, filtered, searched and sorted on the review's columns, shown a page at a time. */
export function PrincipalTable({ review }: { review: AssignmentReview }) {
  const printing = usePrinting();
  const [filter, setFilter] = useState<PrincipalFilter>(NO_FILTER);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [pageIndex, setPageIndex] = useState(0);
  const [detail, setDetail] = useState<{ at: number; opener: HTMLElement } | null>(null);
  // Typing in the search box stays responsive: the table follows the deferred filter.
  const shown = useDeferredValue(filter);
  const order = useMemo(() => principalOrder(review, shown), [review, shown]);
  const pages = Math.max(1, Math.ceil(order.length / pageSize));
  const current = Math.min(pageIndex, pages - 1);
  const rows = printing ? order : order.subarray(current * pageSize, (current + 1) * pageSize);
  const total = review.principals.ids.length;

  const change = (next: Partial<PrincipalFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPageIndex(0);
  };
  const sortBy = (key: PrincipalSortKey) =>
    change({ sort: key, descending: filter.sort === key ? !filter.descending : key !== 'name' });

  return (
    <section aria-labelledby="assignment-principals-heading">
      <h2 id="assignment-principals-heading">Principals</h2>
      <PrincipalFilters review={review} filter={filter} onChange={change} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {order.length === total
              ? `${countText(total)} principals`
              : `${countText(order.length)} of ${countText(total)} principals`}
            {printing || pages === 1 ? '' : `, page ${current + 1} of ${pages}`}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map(({ key, label }) => (
                <th
                  key={label}
                  scope="col"
                  className={styles.th}
                  aria-sort={
                    key !== null && filter.sort === key ? (filter.descending ? 'descending' : 'ascending') : undefined
                  }
                >
                  {key === null ? (
                    label
                  ) : (
                    <button type="button" className={styles.sortButton} onClick={() => sortBy(key)}>
                      {label}
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from(rows, (at) => (
              <PrincipalRow
                key={at}
                review={review}
                at={at}
                printing={printing}
                onDetail={(p, opener) => setDetail({ at: p, opener })}
              />
            ))}
          </tbody>
        </table>
      </div>
      {order.length === 0 ? <p>No principal matches these filters.</p> : null}
      <nav aria-label="Pages of principals" className={`${styles.pager} ${noPrint}`}>
        <PageButtons current={current} pages={pages} onPage={setPageIndex} />
        <label className={styles.check}>
          Rows per page
          <select
            className={input}
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.currentTarget.value));
              setPageIndex(0);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
      <PrincipalDetailDialog review={review} detail={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
