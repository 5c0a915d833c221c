import type { ReactNode } from 'react';
import * as styles from './DocSection.css';

/** One headed section of a docs page (h2), labelled by its heading. */
export function DocSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
