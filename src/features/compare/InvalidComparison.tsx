import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link/AppLink';
import { button, card } from '../../styles/shared.css';
import * as styles from './InvalidComparison.css';

/** The invalid comparison screen of spec section 2: fewer than 2 usable ids, or the roles could not be loaded. */
export function InvalidComparison({ children }: { children?: ReactNode }) {
  return (
    <section className={`${card} ${styles.box}`} aria-labelledby="invalid-comparison-heading">
      <h1 id="invalid-comparison-heading" className={styles.title}>
        Invalid Comparison
      </h1>
      <p className={styles.message}>Please select at least 2 roles to compare.</p>
      {children}
      <AppLink href="/simulator" stayInEmbed className={button()}>
        Back to Simulator
      </AppLink>
    </section>
  );
}
