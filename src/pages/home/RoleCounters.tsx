import { useMemo } from 'react';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { useRoles } from '../../state/roles';
import * as styles from './RoleCounters.css';

/** Shown in place of a count until the dataset is in (hidden from screen readers, which hear the status line). */
const PENDING = '…';

/**
 * The home page's live counters: built-in roles, total permissions and 'No login required'. While the dataset loads
 * the cards are already in place, with a status line where the dataset date goes, so nothing below moves when it comes.
 */
export function RoleCounters() {
  const roles = useRoles({ builtInOnly: true });
  const data = roles.state === 'hasData' ? roles.data : null;
  // Distinct action strings across the built-in roles (a conditioned grant is the same action).
  const permissionCount = useMemo(
    () => (data ? new Set(data.flatMap((role) => role.permissions.map((p) => p.action))).size : 0),
    [data],
  );

  if (roles.state === 'hasError')
    return <RolesLoadStatus status={roles} loading="Loading role data..." errorHeading="Error Loading Roles" />;
  const datasetDate = data?.find((r) => r.datasetDate)?.datasetDate;
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
          {count(data?.length ?? 0)}
          <span className={styles.label}>Built-in roles</span>
        </li>
        <li className={styles.counter}>
          {count(permissionCount)}
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
