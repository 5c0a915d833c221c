import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './DirectorySkeleton.css';

/** How many placeholder cards show while the roles load (spec section 9). */
export const SKELETON_CARD_COUNT = 6;

/** Six placeholder cards, hidden from assistive technology; one status line says what is happening. */
export function DirectorySkeleton() {
  return (
    <div aria-busy="true" className={styles.wrapper}>
      <p role="status" className={visuallyHidden}>
        Loading roles...
      </p>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
          <div key={i} className={styles.card} data-skeleton-card="">
            <div className={`${styles.bar} ${styles.title}`} />
            <div className={`${styles.bar} ${styles.badge}`} />
            <div className={styles.bar} />
            <div className={`${styles.bar} ${styles.short}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
