import type { AssignmentReview } from '@engine/assignments/review';
import { principalAssignments, principalAt } from '@engine/assignments/review-rows';
import { reachChain, reachLinkText } from '@engine/takeover/reach-chain';
import { REACH_NOT_WORKED_OUT, reachBadgeText, stepsText } from './reach-text';
import { ReachChainList } from './ReachChainList';
import * as styles from './PrincipalDetailDialog.css';

/** What the takeover rule says of one principal: its shortest chain to Global Administrator, or why there is none. */
function ReachBody({ review, at }: { review: AssignmentReview; at: number }) {
  if (review.reach === null) return <p>{REACH_NOT_WORKED_OUT}</p>;
  const principal = principalAt(review, at);
  const standing = principal.standingStepsToGlobalAdministrator;
  if (principal.globalAdministrator) {
    const holds = reachChain(review, at)![0];
    return (
      <p>
        It holds Global Administrator: {reachLinkText(review, holds)}
        {standing === null ? ', eligible: it holds the role once it activates it.' : '.'}
      </p>
    );
  }
  const badge = reachBadgeText(principal);
  if (badge === null) {
    const limited = principalAssignments(review, at).filter((a) => a.reachLimitedTo !== null).length;
    return (
      <p>
        None of its tenant-scoped assignments opens a chain to Global Administrator among the principals of these files.
        {limited > 0 ? ' An assignment whose reach is limited to its scope draws no edge (the takeover rule).' : ''}
      </p>
    );
  }
  return (
    <>
      <p>{badge}. The shortest chain, one line per step, each naming the assignment it uses:</p>
      <ReachChainList review={review} at={at} />
      {standing === null ? (
        <p>No chain of active assignments leads there: an eligible assignment on the way must be activated first.</p>
      ) : standing !== principal.stepsToGlobalAdministrator ? (
        <>
          <p>Through active assignments only ({stepsText(standing)}):</p>
          <ReachChainList
            review={review}
            at={at}
            standing
            label="Shortest chain to Global Administrator through active assignments"
          />
        </>
      ) : null}
    </>
  );
}

/** The detail's section on Global Administrator (issue 39). */
export function PrincipalReachPanel({ review, at }: { review: AssignmentReview; at: number }) {
  return (
    <>
      <h3 className={styles.subheading}>Path to Global Administrator</h3>
      <ReachBody review={review} at={at} />
    </>
  );
}
