// A docs table of terms and what each means: DocTable with the term as each row's header.
import type { ReactNode } from 'react';
import { DocTable } from '../../features/permissions/DocTable';

/** One row: the term (a row header) and what it means. */
export interface TermRow {
  key: string;
  term: ReactNode;
  meaning: ReactNode;
}

/** A column, field or figure (in code) per row, as the row's header, then what it holds. */
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
    <DocTable caption={caption} columns={headings}>
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.term}</th>
          <td>{row.meaning}</td>
        </tr>
      ))}
    </DocTable>
  );
}
