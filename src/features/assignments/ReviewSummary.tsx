import { useState } from 'react';
import type { AssignmentSummary } from '@engine/assignments/review';
import type { ReachSummary } from '@engine/takeover/principal-reach';
import { countText } from '../../app/input-limits';
import { button, callout, noPrint } from '../../styles/shared.css';
import { REACH_NOT_WORKED_OUT } from './reach-text';
import * as styles from './Review.css';

type FigureKey = keyof AssignmentSummary | keyof ReachSummary;

/** The summary's figures, in the issue's order, with the page's words (issue 39's two after Global Administrators). */
const FIGURES: [FigureKey, string][] = [
  ['principals', 'Principals'],
  ['assignments', 'Assignments (active and eligible)'],
  ['redundantAssignments', 'Redundant assignments'],
  ['globalAdministrators', 'Global Administrators'],
  [
    'principalsReachingGlobalAdministratorStanding',
    'Principals that can reach Global Administrator without holding it, standing (active assignments only)',
  ],
  [
    'principalsReachingGlobalAdministrator',
    'Principals that can reach Global Administrator without holding it, after activation (eligible ones too)',
  ],
  ['privilegedPrincipals', 'Principals holding a privileged role'],
  ['tier0Principals', 'Tier 0 principals'],
  ['standingPrivilegedAssignments', 'Standing privileged assignments (active, no end date)'],
  ['unknownRoles', 'Assignments of unknown role definitions'],
];

/** Microsoft's advice on Global Administrators: fewer than five. */
const GLOBAL_ADMINISTRATOR_ADVICE = 5;

/**
 * The review's figures, each from the engine's summary; the reach figures when the takeover data loaded (`reach`),
 * else a note that says they were not worked out, and `onRetry` to review the files again.
 */
export function ReviewSummary({
  summary,
  reach,
  onRetry,
}: {
  summary: AssignmentSummary;
  reach: ReachSummary | null;
  onRetry: () => Promise<void>;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  const figures: Partial<Record<FigureKey, number>> = { ...summary, ...reach };
  return (
    <section aria-labelledby="assignment-summary-heading" className={styles.section}>
      <h2 id="assignment-summary-heading">Summary</h2>
      <dl className={styles.summary}>
        {FIGURES.filter(([key]) => figures[key] !== undefined).map(([key, label]) => (
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
            <dd className={styles.figureValue}>{countText(figures[key]!)}</dd>
          </div>
        ))}
      </dl>
      {reach === null ? (
        <div className={callout({ tone: 'warning' })}>
          <p className={styles.calloutText}>{REACH_NOT_WORKED_OUT}</p>
          <button
            type="button"
            className={`${button({ tone: 'secondary', size: 'sm' })} ${noPrint}`}
            disabled={retrying}
            aria-busy={retrying}
            onClick={retry}
          >
            Work out reach again
          </button>
        </div>
      ) : null}
      {summary.unknownRoles > 0 ? (
        <p className={styles.meta}>
          Assignments of unknown role definitions are listed and left out of the analysis: import your custom roles on
          the Simulator to match them.
        </p>
      ) : null}
    </section>
  );
}
