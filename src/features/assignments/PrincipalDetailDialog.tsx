import { useState } from 'react';
import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { ReviewedPrincipal } from '@engine/assignments/review-rows';
import type { PrincipalDetail, ReviewOverview } from '../../../workers/assignment-review';
import { useEngineAnswer, useLastData } from '../../state/engine-answer';
import { errorMessage } from '../../state/roles';
import { countText } from '../../app/input-limits';
import { PageButtons } from '../../components/page-buttons/PageButtons';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { button, noPrint } from '../../styles/shared.css';
import { PrincipalPermissionsPanel } from './PrincipalPermissionsPanel';
import { PrincipalReachPanel } from './PrincipalReachPanel';
import { assignmentScopeText, scopeText } from './PrincipalRow';
import * as tableStyles from './PrincipalTable.css';
import * as styles from './PrincipalDetailDialog.css';

/** Which of the principal's assignments the table shows: all of them, or which page of them. */
function captionOf({ assignmentCount, pageIndex, pages }: PrincipalDetail): string {
  const count = assignmentCount === 1 ? '1 assignment' : `${countText(assignmentCount)} assignments`;
  return pages === 1 ? count : `${count}, page ${pageIndex + 1} of ${pages}`;
}

/** The page of assignments the detail shows: each with what covers it. */
function AssignmentsTable({ detail, busy }: { detail: PrincipalDetail; busy: boolean }) {
  return (
    <div className={tableStyles.tableWrap} aria-busy={busy}>
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>{captionOf(detail)}</caption>
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
          {detail.assignments.map((a) => (
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
                      {a.moreCovering > 0 ? (
                        <li>and {countText(a.moreCovering)} more (the exports list every one)</li>
                      ) : null}
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

/**
 * The detail's body, once the worker answered it: a page of the assignments, the path to Global Administrator, the
 * permissions. While another page of assignments is on its way, the last one stays, marked busy.
 */
function DetailBody({ review, principal }: { review: ReviewOverview; principal: ReviewedPrincipal }) {
  const [pageIndex, setPageIndex] = useState(0);
  const answer = useEngineAnswer(['reviewPrincipal', [review.id, review.revision, principal.at, pageIndex]]);
  const shown = useLastData(answer);
  if (answer.state === 'hasError')
    return <p role="alert">{errorMessage(answer.error, 'The detail could not be read. Try again.')}</p>;
  if (answer.state === 'hasData' && answer.data === null)
    return <p role="alert">This principal is no longer in the review. Close this and choose it again.</p>;
  if (!shown) return <p role="status">Reading the assignments...</p>;
  return (
    <>
      <h3 className={styles.subheading}>Assignments and what covers them</h3>
      <AssignmentsTable detail={shown} busy={answer.state === 'loading'} />
      {shown.pages > 1 ? (
        <nav aria-label="Pages of assignments" className={`${tableStyles.pager} ${noPrint}`}>
          <PageButtons current={Math.min(pageIndex, shown.pages - 1)} pages={shown.pages} onPage={setPageIndex} />
        </nav>
      ) : null}
      <PrincipalReachPanel detail={shown} />
      <ViewSwitch />
      <PrincipalPermissionsPanel templateIds={shown.roleTemplateIds} />
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
