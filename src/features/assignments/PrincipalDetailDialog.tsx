import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { ReviewedPrincipal } from '@engine/assignments/review-rows';
import type { PrincipalDetail, ReviewOverview } from '../../../workers/assignment-review';
import { useEngineAnswer } from '../../state/engine-answer';
import { errorMessage } from '../../state/roles';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { button } from '../../styles/shared.css';
import { PrincipalPermissionsPanel } from './PrincipalPermissionsPanel';
import { PrincipalReachPanel } from './PrincipalReachPanel';
import { assignmentScopeText, scopeText } from './PrincipalRow';
import * as tableStyles from './PrincipalTable.css';
import * as styles from './PrincipalDetailDialog.css';

/** The assignments of the detail: each with what covers it. */
function AssignmentsTable({ assignments }: { assignments: PrincipalDetail['assignments'] }) {
  return (
    <div className={tableStyles.tableWrap}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            {['Role', 'State', 'Scope', 'Ends', 'Redundant', 'Assignment id'].map((h) => (
              <th key={h} scope="col" className={tableStyles.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {assignments.map((a) => (
            <tr key={a.at}>
              <td className={tableStyles.td}>{a.role.name}</td>
              <td className={tableStyles.td}>{a.state}</td>
              <td className={tableStyles.td}>{assignmentScopeText(a)}</td>
              <td className={tableStyles.td}>{a.endDateTime ?? (a.standing ? 'no end (standing)' : 'no end')}</td>
              <td className={tableStyles.td}>
                {a.redundant ? (
                  <>
                    Yes, covered by:
                    <ul className={styles.coveredList}>
                      {a.covering.map((by) => (
                        <li key={by.id}>
                          {by.role} ({by.state}, {scopeText(by.scope)}), {by.id}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  (a.check ?? 'No')
                )}
              </td>
              <td className={tableStyles.td}>
                <span className={tableStyles.id}>{a.id}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The detail's body, once the worker answered it: the assignments, the path to Global Administrator, permissions. */
function DetailBody({ review, principal }: { review: ReviewOverview; principal: ReviewedPrincipal }) {
  const answer = useEngineAnswer(['reviewPrincipal', [review.id, review.revision, principal.at]]);
  if (answer.state === 'hasError')
    return <p role="alert">{errorMessage(answer.error, 'The detail could not be read. Try again.')}</p>;
  if (answer.state !== 'hasData' || answer.data === null) return <p role="status">Reading the assignments...</p>;
  const detail = answer.data;
  return (
    <>
      <h3 className={styles.subheading}>Assignments and what covers them</h3>
      <AssignmentsTable assignments={detail.assignments} />
      <PrincipalReachPanel detail={detail} />
      <ViewSwitch />
      <PrincipalPermissionsPanel
        templateIds={detail.assignments.filter((a) => a.role.known).map((a) => a.role.templateId)}
      />
    </>
  );
}

/** One principal's detail: each assignment with what covers it, its path to Global Administrator, its permissions. */
export function PrincipalDetailDialog({
  review,
  detail,
  onClose,
}: {
  review: ReviewOverview;
  detail: { principal: ReviewedPrincipal; opener: HTMLElement } | null;
  onClose: () => void;
}) {
  const principal = detail?.principal ?? null;
  return (
    <Dialog
      open={detail !== null}
      onClose={onClose}
      finalFocus={detail?.opener ?? null}
      className={styles.dialog}
      backdrop={<div className={styles.backdrop} />}
      unmountOnHide
    >
      {principal ? (
        <>
          <div className={styles.header}>
            {/* eslint-disable-next-line jsx-a11y/heading-has-content -- Ariakit renders the children into the h2 */}
            <DialogHeading render={<h2 />} className={styles.heading}>
              {principal.displayName ?? principal.id}
            </DialogHeading>
            <DialogDismiss className={button({ tone: 'secondary', size: 'sm' })}>Close</DialogDismiss>
          </div>
          <p className={styles.meta}>
            {principal.type ?? 'Unknown type'} · id {principal.id}
          </p>
          <DetailBody review={review} principal={principal} />
        </>
      ) : null}
    </Dialog>
  );
}
