import { useEffect, useId, useState, type DragEvent } from 'react';
import { countText } from '../../app/input-limits';
import { useHydrated } from '../../app/use-hydrated';
import { button, card, noPrint } from '../../styles/shared.css';
import { useAssignmentReview, type ImportOutcome } from './review-store';
import { keepsAssignmentFiles } from './kept-files';
import { useCustomRoleRefs } from './use-custom-role-refs';
import { FileOutcomes } from './FileOutcomes';
import { MAX_KEPT_BYTES } from './kept-files';
import * as styles from './AssignmentImport.css';

const KEEPING = 'Keeping the files in this tab...';
const KEPT = "The files are kept in this tab's session storage.";
const TOO_LARGE = "These files are too large to keep in this tab; they stay in this page's memory.";

/** Pick or drop assignment exports (several combine into one review), see each file's outcome, keep them for the tab. */
export function AssignmentImport() {
  const headingId = useId();
  const fileId = useId();
  const hintId = useId();
  const hydrated = useHydrated();
  const reviewed = useAssignmentReview();
  const { review, keep: ticked, kept, keeping } = reviewed;
  const keep = ticked ?? (hydrated && keepsAssignmentFiles());
  const keptNote = !hydrated || !keep ? null : keeping ? KEEPING : !kept ? TOO_LARGE : review ? KEPT : null;
  const customRoles = useCustomRoleRefs();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const run = async (work: () => Promise<ImportOutcome | null | void>) => {
    setBusy(true);
    try {
      const result = await work();
      if (result) setOutcome(result);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    void run(() => reviewed.restore(customRoles));
    // Once, as the page opens: the files kept in this tab come back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const read = (list: FileList | null | undefined) => {
    const picked = list ? [...list] : [];
    if (picked.length > 0 && !busy) void run(() => reviewed.add(picked, customRoles));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer.files);
  };

  return (
    <section className={`${card} ${styles.panel} ${noPrint}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Assignment files
      </h2>
      <div
        className={styles.drop}
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault(); // lets the zone take the drop
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={busy}
      >
        <label htmlFor={fileId} className={styles.label}>
          Choose assignment files (or drop them here)
        </label>
        <input
          id={fileId}
          type="file"
          multiple
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={hintId}
          // Until the page is hydrated a chosen file would reach no code: the prerendered input waits disabled.
          disabled={busy || !hydrated}
          onChange={(event) => {
            read(event.currentTarget.files);
            event.currentTarget.value = ''; // choosing the same file again reads it again (it counts once)
          }}
        />
        <p id={hintId} className={styles.hint}>
          Graph JSON (roleAssignments, roleEligibilityScheduleInstances, roleAssignmentScheduleInstances), Graph
          PowerShell&apos;s ConvertTo-Json output, PIM&apos;s CSV export or a CSV with a role column. Several files
          combine into one review; an assignment read twice counts once. The files are read in this page and never sent
          anywhere.
        </p>
        {busy ? (
          <p role="status" className={styles.hint}>
            Reading the files...
          </p>
        ) : null}
      </div>
      <label className={styles.keep}>
        <input
          type="checkbox"
          checked={hydrated && keep}
          onChange={(event) => void reviewed.setKeep(event.currentTarget.checked)}
        />
        <span>
          Keep for this tab: the files stay in this tab&apos;s session storage until it closes (at most{' '}
          {countText(MAX_KEPT_BYTES / 1_000_000)} MB). Otherwise they are in this page&apos;s memory only.
        </span>
      </label>
      {keptNote ? (
        <p role="status" className={styles.hint}>
          {keptNote}
        </p>
      ) : null}
      {outcome ? (
        <FileOutcomes outcome={outcome} onMap={(file, mapping) => run(() => reviewed.map(file, mapping))} />
      ) : null}
      {review ? (
        <>
          <ul className={styles.files} aria-label="Files in the review">
            {review.files.map((file) => (
              <li key={file} className={styles.fileRow}>
                <span className={styles.fileName}>{file}</span>
                <button
                  type="button"
                  className={button({ tone: 'secondary', size: 'sm' })}
                  disabled={busy}
                  onClick={() => void run(() => reviewed.remove(file))}
                  aria-label={`Remove ${file}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {review.notes.length > 0 ? (
            <ul className={styles.outcomes} aria-label="Notes on the files">
              {review.notes.map((note) => (
                <li key={`${note.file}:${note.code}:${note.message}`}>
                  <strong>{note.file}</strong>: {note.message}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <button
              type="button"
              className={button({ tone: 'secondary', size: 'sm' })}
              disabled={busy}
              onClick={() => {
                setOutcome(null);
                void run(() => reviewed.remove(null));
              }}
            >
              Remove all files
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}
