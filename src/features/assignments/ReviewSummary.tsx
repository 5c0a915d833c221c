import type { AssignmentSummary } from '@engine/assignments/review';
import { countText } from '../../app/input-limits';
import * as styles from './Review.css';

/** The summary's figures, in the order, with the page's words. */
const FIGURES: [keyof AssignmentSummary, string][] = [
  ['principals', 'Principals'],
  ['assignments', 'Assignments (active and eligible)'],
  ['redundantAssignments', 'Redundant assignments'],
  ['globalAdministrators', 'Global Administrators'],
  ['privilegedPrincipals', 'Principals holding a privileged role'],
  ['tier0Principals', 'Tier 0 principals'],
  ['standingPrivilegedAssignments', 'Standing privileged assignments (active, no end date)'],
  ['unknownRoles', 'Assignments of unknown role definitions'],
];

/** Microsoft's advice on Global Administrators: fewer than five. */
const GLOBAL_ADMINISTRATOR_ADVICE = 5;

/** The review's figures, each from the engine's summary. */
export function ReviewSummary({ summary }: { summary: AssignmentSummary }) {
  return (
    <section aria-labelledby="assignment-summary-heading" className={styles.section}>
      <h2 id="assignment-summary-heading">Summary</h2>
      <dl className={styles.summary}>
        {FIGURES.map(([key, label]) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.figureLabel}>
              {label}
              {key === 'globalAdministrators' && summary.globalAdministrators >= GLOBAL_ADMINISTRATOR_ADVICE ? (
                <>
                  {' '}
                  <span className={styles.advice}>Microsoft advises fewer than five.</span>
                </>
              ) : null}
            </dt>
            <dd className={styles.figureValue}>{countText(summary[key])}</dd>
          </div>
        ))}
      </dl>
      {summary.unknownRoles > 0 ? (
        <p className={styles.meta}>
          Assignments of unknown role definitions are listed and left out of the analysis: import your custom roles on
          the Simulator to match them.
        </p>
      ) : null}
    </section>
  );
}
