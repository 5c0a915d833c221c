import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { useDatasetFactsState } from '../../state/role-index';
import * as styles from './RoleCounters.css';

/** Shown in place of a count until the dataset is in (hidden from screen readers, which hear the status line). */
const PENDING = '…';

/**
 * The home page's live counters: built-in roles, total permissions and 'No login required'. While the dataset loads
 * the cards are already in place, with a status line where the dataset date goes, so nothing below moves when it comes.
 */
export function RoleCounters() {
  const facts = useDatasetFactsState();
  const data = facts.state === 'hasData' ? facts.data : null;

  if (facts.state === 'hasError')
    return <RolesLoadStatus status={facts} loading="Loading role data..." errorHeading="Error Loading Roles" />;
  const datasetDate = data?.datasetDate;
  const count = (value: number) =>
    data ? (
      <span className={styles.value}>{value}</span>
    ) : (
      <span className={styles.value} aria-hidden="true">
        {PENDING}
      </span>
    );
  return (
    <section aria-labelledby="home-counters-heading" aria-busy={!data} className={styles.section}>
      <h2 id="home-counters-heading" className={styles.heading}>
        The dataset at a glance
      </h2>
      <ul className={styles.counters}>
        <li className={styles.counter}>
          {count(data?.builtInRoleCount ?? 0)}
          <span className={styles.label}>Built-in roles</span>
        </li>
        <li className={styles.counter}>
          {count(data?.builtInActionCount ?? 0)}
          <span className={styles.label}>Total permissions</span>
          <span className={styles.hint}>distinct actions across built-in roles</span>
        </li>
        <li className={styles.counter}>
          <span className={styles.value} aria-hidden="true">
            ✓
          </span>
          <span className={styles.label}>No login required</span>
        </li>
      </ul>
      {data ? (
        datasetDate ? (
          <p className={styles.source}>Role definitions from Microsoft Graph as of {datasetDate}.</p>
        ) : null
      ) : (
        <p className={styles.source} role="status">
          Loading role data...
        </p>
      )}
    </section>
  );
}
