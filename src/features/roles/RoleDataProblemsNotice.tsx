import { useId } from 'react';
import type { RoleDataProblem } from '../../data/role-model';
import { useDatasetFacts } from '../../state/role-index';
import * as styles from './RoleDataProblemsNotice.css';

const NONE: RoleDataProblem[] = [];

/** More problems than this are counted, not listed (the browser console has each one). */
const LISTED_PROBLEMS = 10;

/**
 * Says which roles the loaded dataset could not fully read, and what was wrong, so a role is never shown as holding
 * less than it does without a word. Nothing when the data is sound; `roleId` narrows it to one role (its page).
 */
export function RoleDataProblemsNotice({ roleId }: { roleId?: string }) {
  const headingId = useId();
  const all = useDatasetFacts()?.problems ?? NONE;
  const problems = roleId === undefined ? all : all.filter((p) => p.roleId === roleId);
  if (problems.length === 0) return null;
  const unlisted = problems.length - LISTED_PROBLEMS;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        The role data has problems
      </h2>
      <p className={styles.lead}>
        What could not be read is not shown, so the permissions and counts of these roles are incomplete:
      </p>
      <ul className={styles.list}>
        {problems.slice(0, LISTED_PROBLEMS).map(({ roleId: id, roleName, problem }) => (
          <li key={`${id} ${problem}`}>
            {roleName}: {problem}
          </li>
        ))}
        {unlisted > 0 ? <li>and {unlisted} more</li> : null}
      </ul>
    </section>
  );
}
