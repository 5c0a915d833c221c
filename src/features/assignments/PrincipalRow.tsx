import type { AssignmentReview } from '@engine/assignments/review';
import { principalAssignments, principalAt } from '@engine/assignments/review-rows';
import { badge, button, noPrint } from '../../styles/shared.css';
import * as styles from './PrincipalTable.css';

/** A scope as a chip shows it: the tenant for `/`, else the scope itself. */
export const scopeText = (scope: string) => (scope === '/' ? 'tenant' : scope);

/** One principal: name and id, type, each assignment as a chip (role, state, scope), badges, and its detail. */
export function PrincipalRow({
  review,
  at,
  onDetail,
}: {
  review: AssignmentReview;
  at: number;
  onDetail: (at: number, opener: HTMLElement) => void;
}) {
  const principal = principalAt(review, at);
  const name = principal.displayName ?? principal.id;
  return (
    <tr>
      <td className={styles.td}>
        <span className={styles.name}>{principal.displayName ?? '(no name in the file)'}</span>
        <span className={styles.id}>{principal.id}</span>
      </td>
      <td className={styles.td}>{principal.type ?? 'unknown'}</td>
      <td className={styles.td}>
        <ul className={styles.chips} aria-label={`Roles of ${name}`}>
          {principalAssignments(review, at).map((a) => (
            <li
              key={a.at}
              className={styles.roleChip}
              data-redundant={a.redundant}
              data-eligible={a.state === 'eligible'}
            >
              <span>{a.role.name}</span>
              <span className={styles.chipNote}>
                ({a.state}, {scopeText(a.scope)}
                {a.redundant ? ', redundant' : ''}
                {a.check ? `, ${a.check}` : ''})
              </span>
            </li>
          ))}
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
        </span>
      </td>
      <td className={styles.td}>
        <button
          type="button"
          className={`${button({ tone: 'secondary', size: 'sm' })} ${noPrint}`}
          aria-label={`Details of ${name}`}
          onClick={(event) => onDetail(at, event.currentTarget)}
        >
          Details
        </button>
      </td>
    </tr>
  );
}
