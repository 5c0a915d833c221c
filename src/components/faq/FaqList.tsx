import type { ReactNode } from 'react';
import * as styles from './FaqList.css';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** Questions as native disclosures (<details>): each opens and closes on its own, by mouse or keyboard, with no script. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className={styles.list}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.item}>
          <summary className={styles.question}>{entry.question}</summary>
          <div className={styles.answer}>{entry.answer}</div>
        </details>
      ))}
    </div>
  );
}
