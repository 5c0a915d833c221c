import type { AssignmentReview } from '@engine/assignments/review';
import { reachChain, reachLinkText } from '@engine/takeover/reach-chain';
import * as styles from './PrincipalTable.css';

/**
 * A principal's shortest chain to Global Administrator, one line per link, each naming the assignment it uses (all
 * assignments, or with `standing` active ones only); nothing when there is none.
 */
export function ReachChainList({
  review,
  at,
  standing = false,
  label = 'Shortest chain to Global Administrator',
}: {
  review: AssignmentReview;
  at: number;
  standing?: boolean;
  label?: string;
}) {
  const chain = reachChain(review, at, standing);
  if (chain === null) return null;
  return (
    <ol className={styles.chain} aria-label={label}>
      {chain.map((link) => (
        <li key={`${link.from}:${link.assignment}`}>{reachLinkText(review, link)}</li>
      ))}
    </ol>
  );
}
