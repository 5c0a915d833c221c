import type { ReactNode } from 'react';
import { button } from '../../styles/shared.css';
import * as styles from './PageState.css';

/** A loading line announced politely to screen readers. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinnerSlot} aria-hidden="true" />
      {children}
    </p>
  );
}

/** An error block: a heading and a message, with 'Try again' when `onRetry` is given, or another action. */
export function ErrorState({
  heading,
  message,
  onRetry,
  action,
}: {
  heading: string;
  message: string;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  return (
    <section className={styles.error} role="alert" aria-labelledby="page-error-heading">
      <h2 id="page-error-heading" className={styles.errorHeading}>
        {heading}
      </h2>
      <p className={styles.errorMessage}>{message}</p>
      {onRetry ? (
        <button type="button" className={button({ tone: 'secondary' })} onClick={onRetry}>
          Try again
        </button>
      ) : null}
      {action}
    </section>
  );
}
