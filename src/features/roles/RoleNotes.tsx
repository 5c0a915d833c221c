import { useId } from 'react';
import * as styles from './RoleNotes.css';

/** Power the action strings do not show (semantics.md, 'Privilege and risk data'); nothing when the role has no notes. */
export function RoleNotes({ notes }: { notes: readonly string[] }) {
  const headingId = useId();
  if (notes.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <span aria-hidden="true">⚠ </span>Power not visible in the action list
      </h2>
      <ul className={styles.list}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
