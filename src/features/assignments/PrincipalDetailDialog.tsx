import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { AssignmentReview } from '@engine/assignments/review';
import { assignmentAt, principalAssignments, principalAt } from '@engine/assignments/review-rows';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { button } from '../../styles/shared.css';
import { PrincipalPermissionsPanel } from './PrincipalPermissionsPanel';
import { PrincipalReachPanel } from './PrincipalReachPanel';
import { assignmentScopeText, scopeText } from './PrincipalRow';
import * as tableStyles from './PrincipalTable.css';
import * as styles from './PrincipalDetailDialog.css';

/** One principal's detail: each assignment with what covers it, its path to Global Administrator, its permissions. */
export function PrincipalDetailDialog({
  review,
  detail,
  onClose,
}: {
  review: AssignmentReview;
  detail: { at: number; opener: HTMLElement } | null;
  onClose: () => void;
}) {
  const principal = detail ? principalAt(review, detail.at) : null;
  const assignments = detail ? principalAssignments(review, detail.at) : [];
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
          <h3 className={styles.subheading}>Assignments and what covers them</h3>
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
                            {a.coveredByAt.map((b) => {
                              const by = assignmentAt(review, b);
                              return (
                                <li key={b}>
                                  {by.role.name} ({by.state}, {scopeText(by.scope)}), {by.id}
                                </li>
                              );
                            })}
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
          <PrincipalReachPanel review={review} at={principal.at} />
          <ViewSwitch />
          <PrincipalPermissionsPanel
            templateIds={assignments.filter((a) => a.role.known).map((a) => a.role.templateId)}
          />
        </>
      ) : null}
    </Dialog>
  );
}
