import type { ReactNode } from 'react';
import * as styles from './DocTable.css';

interface DocTableProps {
  caption: ReactNode;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}

/** A reference table of the docs pages: caption, a row of column headings, then the rows. */
export function DocTable({ caption, columns, children }: DocTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
