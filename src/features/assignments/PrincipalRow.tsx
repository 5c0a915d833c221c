import type { ReviewedAssignment, ReviewedPrincipal } from '@engine/assignments/review-rows';
import type { PrincipalRowModel } from '../../../workers/assignment-review';
import { countText } from '../../app/input-limits';
import { badge, button, noPrint } from '../../styles/shared.css';
import { reachBadgeText } from './reach-text';
import { ReachChainList } from './ReachChainList';
import * as styles from './PrincipalTable.css';

/** A scope as a chip shows it: the tenant for `/`, else the scope itself. */
export const scopeText = (scope: string) => (scope === '/' ? 'tenant' : scope);

/** An assignment's scope as rows and the detail list it: "reach limited to <scope>" when the takeover rule says so. */
export const assignmentScopeText = (a: ReviewedAssignment) => a.reachLimitedTo ?? scopeText(a.scope);

/** A chip's note, "(state, scope, redundant, check)": one text node, as a page of rows holds hundreds of chips. */
const chipNoteText = (a: ReviewedAssignment) =>
  `(${a.state}, ${assignmentScopeText(a)}${a.redundant ? ', redundant' : ''}${a.check ? `, ${a.check}` : ''})`;

/**
 * One principal: name and id, type, each assignment as a chip (role, state, scope), badges (its steps to Global
 * Administrator among them), and its detail. On paper (`printing`) the shortest chain is printed under the badges.
 */
export function PrincipalRow({
  row: { principal, assignments, moreAssignments, chain },
  onDetail,
  printing = false,
}: {
  row: PrincipalRowModel;
  onDetail: (principal: ReviewedPrincipal, opener: HTMLElement) => void;
  printing?: boolean;
}) {
  const name = principal.displayName ?? principal.id;
  const reach = reachBadgeText(principal);
  return (
    <tr>
      <td className={styles.td}>
        <span className={styles.name}>{principal.displayName ?? '(no name in the file)'}</span>
        <span className={styles.id}>{principal.id}</span>
      </td>
      <td className={styles.td}>{principal.type ?? 'unknown'}</td>
      <td className={styles.td}>
        <ul className={styles.chips} aria-label={`Roles of ${name}`}>
          {assignments.map((a) => (
            <li
              key={a.at}
              className={styles.roleChip}
              data-redundant={a.redundant}
              data-eligible={a.state === 'eligible'}
            >
              {a.role.name}
              <span className={styles.chipNote}>{chipNoteText(a)}</span>
            </li>
          ))}
          {moreAssignments > 0 ? (
            <li className={styles.chipNote}>{`and ${countText(moreAssignments)} more, listed in its details`}</li>
          ) : null}
        </ul>
      </td>
      <td className={styles.td}>
        <span className={styles.badges}>
          {principal.redundant > 0 ? (
            <span className={badge({ tone: 'danger' })}>
              {principal.redundant === 1 ? '1 redundant' : `${principal.redundant} redundant`}
            </span>
          ) : null}
          {principal.privileged ? <span className={badge({ tone: 'warning' })}>Privileged</span> : null}
          {principal.tier0 ? <span className={badge({ tone: 'brand' })}>Tier 0</span> : null}
          {reach ? <span className={`${badge({ tone: 'danger' })} ${styles.reachBadge}`}>{reach}</span> : null}
        </span>
        {printing && reach ? <ReachChainList lines={chain} /> : null}
      </td>
      <td className={styles.td}>
        <button
          type="button"
          className={`${button({ tone: 'secondary', size: 'sm' })} ${noPrint}`}
          aria-label={`Details of ${name}`}
          onClick={(event) => onDetail(principal, event.currentTarget)}
        >
          Details
        </button>
      </td>
    </tr>
  );
}
