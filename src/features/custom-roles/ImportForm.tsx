import { useId, useState, type DragEvent } from 'react';
import { useSetAtom } from 'jotai';
import { countText, MAX_IMPORT_BYTES } from '../../app/input-limits';
import { button, input } from '../../styles/shared.css';
import { importCustomRolesAtom } from './atoms';
import type { Outcome } from './ImportOutcome';
import * as styles from './ImportCustomRoles.css';

/** A file past the import limit is refused before it is read, so a huge file never fills the page's memory. */
function tooLargeFile(bytes: number): Outcome {
  return {
    error: {
      code: 'too-large',
      message: `The file is larger than 5 MB (${countText(bytes)} bytes); RolePrism reads at most 5 MB of role definitions.`,
    },
  };
}

/** Paste, choose or drop a file of role definitions; each import adds its roles to those imported before. */
export function ImportForm({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const textId = useId();
  const fileId = useId();
  const hintId = useId();
  const importRoles = useSetAtom(importCustomRolesAtom);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const run = async (read: () => Promise<string | Blob>, fromPaste: boolean) => {
    setBusy(true);
    try {
      const result = await importRoles(await read());
      onOutcome(result);
      if (fromPaste && !('error' in result)) setText('');
    } catch (error) {
      console.error('Custom role import failed', error);
      onOutcome({ failure: error instanceof Error ? error.message : 'The file could not be read.' });
    } finally {
      setBusy(false);
    }
  };
  const importFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return onOutcome(tooLargeFile(file.size));
    // The file itself goes to the worker, which reads its text: no 5 MB decode and copy on this page's main thread.
    void run(async () => file, false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) return importFile(file);
    const dropped = event.dataTransfer.getData('text/plain');
    if (dropped) void run(async () => dropped, false);
  };

  return (
    <div
      className={styles.form}
      data-dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault(); // lets the panel take the drop
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-busy={busy}
    >
      <p id={hintId} className={styles.hint}>
        A Microsoft Graph or <code>az rest</code> roleDefinitions response (v1.0 or beta), one role definition, a list
        of them, or <code>Get-MgRoleManagementDirectoryRoleDefinition | ConvertTo-Json -Depth 5</code> output. Built-in
        roles in the file are recognised and not added again. At most 1,000 roles or 5 MB.
      </p>
      <div className={styles.field}>
        <label htmlFor={fileId} className={styles.label}>
          Choose a JSON file (or drop it here)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => {
            importFile(event.currentTarget.files?.[0]);
            event.currentTarget.value = ''; // choosing the same file again imports it again
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          Or paste role definitions (JSON)
        </label>
        <textarea
          id={textId}
          className={`${input} ${styles.textarea}`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          spellCheck={false}
          aria-describedby={hintId}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={button()}
          disabled={busy || text.trim() === ''}
          onClick={() => void run(async () => text, true)}
        >
          Import pasted text
        </button>
        {busy ? (
          <span role="status" className={styles.hint}>
            Reading the role definitions...
          </span>
        ) : null}
      </div>
    </div>
  );
}
