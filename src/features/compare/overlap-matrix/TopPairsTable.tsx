import { useMemo, useState } from 'react';
import { countText } from '../../../app/input-limits';
import type { AnalysisResult } from '@engine/analyze';
import { SearchField } from '../../../components/search-field/SearchField';
import { visuallyHidden } from '../../../styles/shared.css';
import { PageButtons } from '../../../components/page-buttons/PageButtons';
import { overlapBand, overlapBandLabel } from './overlap-band';
import { bandTone, percentChip } from './overlap-band.css';
import { NO_PERMISSIONS, pairDetails, pairFacts } from './matrix-model';
import { pairsMatching, rankedPairs } from './top-pairs';
import * as styles from './TopPairsTable.css';

const PAGE_SIZE = 20;

interface TopPairsTableProps {
  result: AnalysisResult;
  onOpen: (a: number, b: number, from: HTMLElement) => void;
}

/** The accessible alternative to the canvas: every pair ranked by overlap, searchable by role name, a page at a time. */
export function TopPairsTable({ result, onOpen }: TopPairsTableProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const ranked = useMemo(() => rankedPairs(result), [result]);
  const matching = useMemo(() => pairsMatching(result, ranked, query), [result, ranked, query]);
  const n = result.roles.length;
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const first = current * PAGE_SIZE;
  const shown = Array.from(matching.subarray(first, first + PAGE_SIZE), (key) =>
    pairFacts(result, Math.floor(key / n), key % n),
  );

  return (
    <div>
      <div className={styles.searchRow}>
        <div className={styles.searchField}>
          <SearchField
            label="Search pairs"
            labelClassName={styles.searchLabel}
            placeholder="Filter by role name..."
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setPage(0);
            }}
          />
        </div>
        <p className={styles.summary} role="status">
          {matching.length === 0
            ? 'No role pairs match your search.'
            : `Showing ${first + 1}–${first + shown.length} of ${countText(matching.length)} pairs, highest overlap first`}
        </p>
      </div>
      {shown.length > 0 ? (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className={visuallyHidden}>
              Role pairs by overlap, page {current + 1} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  Pair
                </th>
                <th scope="col" className={styles.headCell}>
                  Overlap
                </th>
                <th scope="col" className={styles.headCell}>
                  Permissions
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((facts) => (
                <tr key={`${facts.a}-${facts.b}`}>
                  <th scope="row" className={styles.bodyCell}>
                    <button
                      type="button"
                      className={styles.pairButton}
                      onClick={(event) => onOpen(facts.a, facts.b, event.currentTarget)}
                    >
                      {facts.nameA} × {facts.nameB}
                    </button>
                  </th>
                  <td className={styles.bodyCell}>
                    {facts.emptyNames.length > 0 ? (
                      NO_PERMISSIONS
                    ) : (
                      <>
                        <span className={`${percentChip} ${bandTone[overlapBand(facts.percent)]}`}>
                          {facts.percent}%
                        </span>
                        <span className={visuallyHidden}>, {overlapBandLabel(facts.percent)}</span>
                      </>
                    )}
                  </td>
                  <td className={styles.bodyCell}>{pairDetails(facts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav className={styles.pager} aria-label="Pair pages">
        <PageButtons current={current} pages={pages} onPage={setPage} />
      </nav>
    </div>
  );
}
