import type { PrincipalDetail } from '../../../workers/assignment-review';
import { REACH_NOT_WORKED_OUT, reachBadgeText, stepsText } from './reach-text';
import { ReachChainList } from './ReachChainList';
import * as styles from './PrincipalDetailDialog.css';

/** What the takeover rule says of one principal: its shortest chain to Global Administrator, or why there is none. */
function ReachBody({ detail: { principal, assignments, reach } }: { detail: PrincipalDetail }) {
  if (reach === null) return <p>{REACH_NOT_WORKED_OUT}</p>;
  const standing = principal.standingStepsToGlobalAdministrator;
  if (principal.globalAdministrator) {
    return (
      <p>
        It holds Global Administrator: {reach.holds}
        {standing === null ? ', eligible: it holds the role once it activates it.' : '.'}
      </p>
    );
  }
  const badge = reachBadgeText(principal);
  if (badge === null) {
    const limited = assignments.filter((a) => a.reachLimitedTo !== null).length;
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
      <ReachChainList lines={reach.chain} />
      {standing === null ? (
        <p>No chain of active assignments leads there: an eligible assignment on the way must be activated first.</p>
      ) : standing !== principal.stepsToGlobalAdministrator ? (
        <>
          <p>Through active assignments only ({stepsText(standing)}):</p>
          <ReachChainList
            lines={reach.standingChain}
            label="Shortest chain to Global Administrator through active assignments"
          />
        </>
      ) : null}
    </>
  );
}

/** The detail's section on Global Administrator (issue 39). */
export function PrincipalReachPanel({ detail }: { detail: PrincipalDetail }) {
  return (
    <>
      <h3 className={styles.subheading}>Path to Global Administrator</h3>
      <ReachBody detail={detail} />
    </>
  );
}
