import { useId, useState, type FormEvent } from 'react';
import {
  ASSIGNMENT_CSV_FIELDS,
  type AssignmentColumnMapping,
  type AssignmentCsvColumns,
} from '@engine/assignments/assignment-model';
import { button, input } from '../../styles/shared.css';
import * as styles from './AssignmentImport.css';

/** What each field of the mapping means, in the form's words. */
const FIELD_LABELS: Record<keyof AssignmentColumnMapping, string> = {
  role: 'Role (name or template id), required',
  principalId: 'Principal id',
  principalName: 'Principal name',
  principalType: 'Principal type',
  scope: 'Scope (directoryScopeId)',
  state: 'State (active or eligible)',
  id: 'Assignment id',
  endDateTime: 'End date and time',
};

/** A CSV whose columns the reader did not recognise: pick the header of each field, then read the file again. */
export function ColumnMappingForm({
  columns,
  file,
  onMap,
}: {
  columns: AssignmentCsvColumns;
  /** The file's name in the review (the worker holds its bytes). */
  file: string;
  onMap: (file: string, mapping: AssignmentColumnMapping) => Promise<void>;
}) {
  const id = useId();
  const [mapping, setMapping] = useState<Partial<AssignmentColumnMapping>>(columns.recognised ?? {});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mapping.role) return;
    setBusy(true);
    try {
      await onMap(file, mapping as AssignmentColumnMapping);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label={`Map the columns of ${file}`} onSubmit={(event) => void submit(event)}>
      <p className={styles.outcome}>Map its columns: pick the header that holds each field.</p>
      <div className={styles.mapping}>
        {ASSIGNMENT_CSV_FIELDS.map((field) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{FIELD_LABELS[field]}</label>
            <select
              id={`${id}-${field}`}
              className={input}
              value={mapping[field] ?? ''}
              required={field === 'role'}
              onChange={(event) => {
                const header = event.currentTarget.value;
                setMapping((m) => ({ ...m, [field]: header === '' ? undefined : header }));
              }}
            >
              <option value="">(none)</option>
              {columns.headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <button type="submit" className={button({ size: 'sm' })} disabled={busy || !mapping.role}>
        Read with these columns
      </button>
    </form>
  );
}
