import { startTransition, useState } from 'react';
import type { PrincipalFilter, PrincipalSortKey } from '@engine/assignments/principal-order';
import { NO_FILTER } from '@engine/assignments/principal-order';
import type { ReviewedPrincipal } from '@engine/assignments/review-rows';
import type { PrincipalPage, ReviewOverview } from '../../../workers/assignment-review';
import { countText } from '../../app/input-limits';
import { usePrinting } from '../../app/use-printing';
import { useEngineAnswer, useLastData } from '../../state/engine-answer';
import { errorMessage } from '../../state/roles';
import { callout, input, noPrint, printOnly } from '../../styles/shared.css';
import { PageButtons } from '../../components/page-buttons/PageButtons';
import { PrincipalDetailDialog } from './PrincipalDetailDialog';
import { PrincipalFilters } from './PrincipalFilters';
import { PrincipalRow } from './PrincipalRow';
import * as styles from './PrincipalTable.css';

/** Rows per page: the worker answers at most this many principals, whatever the review holds (20,000 or more). */
export const PAGE_SIZES = [50, 100] as const;

const COLUMNS: { key: PrincipalSortKey | null; label: string; width: keyof typeof styles.columnWidth }[] = [
  { key: 'name', label: 'Principal', width: 'name' },
  { key: 'type', label: 'Type', width: 'type' },
  { key: 'assignments', label: 'Roles (state, scope)', width: 'assignments' },
  { key: 'redundant', label: 'Flags', width: 'redundant' },
  { key: null, label: 'Detail', width: 'detail' },
];

/** The caption: how many principals the filters keep, and which page is shown (on paper: which page is printed). */
function captionOf({ matched, total, pageIndex, pages }: PrincipalPage): string {
  const count =
    matched === total ? `${countText(total)} principals` : `${countText(matched)} of ${countText(total)} principals`;
  return pages === 1 ? count : `${count}, page ${pageIndex + 1} of ${pages}`;
}

/**
 * One row per principal, a page at a time: the worker filters, searches and sorts the review it holds and answers the
 * page asked for. While the next page is on its way the last one stays, marked busy. Printing prints the page shown.
 */
export function PrincipalTable({ review }: { review: ReviewOverview }) {
  const printing = usePrinting();
  const [filter, setFilter] = useState<PrincipalFilter>(NO_FILTER);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [pageIndex, setPageIndex] = useState(0);
  const [detail, setDetail] = useState<{ principal: ReviewedPrincipal; opener: HTMLElement } | null>(null);
  const answer = useEngineAnswer(['reviewPage', [review.id, review.revision, filter, pageIndex, pageSize]]);
  // The page shown: the answer, or until it is in, the one before it.
  const shown = useLastData(answer);
  const waiting = answer.state === 'loading';
  // The buttons follow the page asked for, so that a second press before the first page arrives goes one further.
  const pages = shown?.pages ?? 1;
  const current = Math.min(pageIndex, pages - 1);

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
      {answer.state === 'hasError' ? (
        <p role="alert" className={callout({ tone: 'danger' })}>
          {errorMessage(answer.error, 'The principals could not be listed. Try again.')}
        </p>
      ) : null}
      <div className={styles.tableWrap} aria-busy={waiting}>
        <table className={`${styles.table} ${styles.fixedColumns}`}>
          <caption className={styles.caption}>{shown ? captionOf(shown) : 'Listing the principals...'}</caption>
          <thead>
            <tr>
              {COLUMNS.map(({ key, label, width }) => (
                <th
                  key={label}
                  scope="col"
                  className={`${styles.th} ${styles.columnWidth[width]}`}
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
            {shown?.rows.map((row) => (
              <PrincipalRow
                key={row.principal.at}
                row={row}
                printing={printing}
                // A transition: the dialog renders in slices, so the click's own frame stays short.
                onDetail={(principal, opener) => startTransition(() => setDetail({ principal, opener }))}
              />
            ))}
          </tbody>
        </table>
      </div>
      {shown?.matched === 0 ? <p>No principal matches these filters.</p> : null}
      {shown && shown.pages > 1 ? (
        <p className={printOnly}>
          Printed: page {shown.pageIndex + 1} of {shown.pages}. Export CSV, XLSX, JSON or Markdown for every principal.
        </p>
      ) : null}
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
