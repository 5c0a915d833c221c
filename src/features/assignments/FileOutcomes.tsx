import { countText } from '../../app/input-limits';
import { callout } from '../../styles/shared.css';
import type { AssignmentColumnMapping } from '@engine/assignments/assignment-model';
import type { ImportOutcome } from './review-store';
import { ColumnMappingForm } from './ColumnMappingForm';
import * as styles from './AssignmentImport.css';

const FORMATS: Record<string, string> = {
  'graph-json': 'Microsoft Graph JSON',
  'powershell-json': 'Graph PowerShell JSON',
  'pim-csv': "PIM's CSV export",
  csv: 'CSV',
};

const assignmentsText = (n: number) => (n === 1 ? 'one assignment' : `${countText(n)} assignments`);

/** Each file of the last import: what was read from it, or why it was refused (nothing already loaded changed). */
export function FileOutcomes({
  outcome,
  onMap,
}: {
  outcome: ImportOutcome;
  /** Reads a refused CSV again with a column mapping (the worker holds the file). */
  onMap: (file: string, mapping: AssignmentColumnMapping) => Promise<void>;
}) {
  if ('failure' in outcome)
    return (
      <div role="alert" className={callout({ tone: 'danger' })}>
        <p className={styles.outcome}>
          <strong>Nothing was read.</strong> {outcome.failure}
        </p>
        <p className={styles.outcome}>The review already loaded is unchanged.</p>
      </div>
    );
  const refused = outcome.files.filter((f) => 'problem' in f);
  return (
    <div
      role={refused.length > 0 ? 'alert' : 'status'}
      className={callout({ tone: refused.length ? 'danger' : 'success' })}
    >
      <ul className={styles.outcomes}>
        {outcome.files.map((f) =>
          'summary' in f ? (
            <li key={f.file}>
              <strong>{f.file}</strong>: read {assignmentsText(f.summary.read)}
              {f.summary.format ? ` (${FORMATS[f.summary.format]})` : ''}
              {f.summary.duplicates > 0
                ? `; ${countText(f.summary.duplicates)} of them ${f.summary.duplicates === 1 ? 'was' : 'were'} already read (same assignment id) and ${f.summary.duplicates === 1 ? 'counts' : 'count'} once`
                : ''}
              .
            </li>
          ) : (
            <li key={f.file}>
              <strong>{f.file}</strong>: {f.problem.message}
              {f.columns && f.columns.headers.length > 0 ? (
                <ColumnMappingForm columns={f.columns} file={f.file} onMap={onMap} />
              ) : null}
            </li>
          ),
        )}
      </ul>
      {refused.length > 0 ? (
        <p className={styles.outcome}>
          {refused.length === 1 ? 'That file was' : 'Those files were'} left out; the review already loaded is
          unchanged.
        </p>
      ) : null}
    </div>
  );
}
