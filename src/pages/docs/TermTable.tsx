import type { ReactNode } from 'react';
import * as tableStyles from '../../features/permissions/DocTable.css';

/** One row: the term (a row header) and what it means. */
export interface TermRow {
  key: string;
  term: ReactNode;
  meaning: ReactNode;
}

/** A docs table of terms and their meanings: a column, field or figure in code as a row header, then what it holds. */
export function TermTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: [string, string];
  rows: TermRow[];
}) {
  return (
    <div className={tableStyles.wrap}>
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.term}</th>
              <td>{row.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
