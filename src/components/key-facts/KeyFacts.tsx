import { useId, type ReactNode } from 'react';
import * as styles from './KeyFacts.css';

interface KeyFactsProps {
  /** The facts: <dt> and <dd> pairs. */
  children: ReactNode;
  /** What follows the facts in the box (notes, credits). */
  after?: ReactNode;
}

/** A role's 'Key facts' box, on the built-in and the custom role pages: a heading, then the facts as a list of terms. */
export function KeyFacts({ children, after }: KeyFactsProps) {
  const headingId = useId();
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Key facts
      </h2>
      <dl className={styles.facts}>{children}</dl>
      {after}
    </section>
  );
}
