import { useMemo } from 'react';
import type { Role } from '../../data/role-model';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { useRoles } from '../../state/roles';
import * as styles from './RoleCounters.css';

/** Distinct action strings across the given roles (a conditioned grant is the same action). */
function distinctActionCount(roles: readonly Role[]): number {
  const actions = new Set<string>();
  for (const role of roles) for (const permission of role.permissions) actions.add(permission.action);
  return actions.size;
}

/** The home page's live counters: built-in roles, total permissions and 'No login required'. */
export function RoleCounters() {
  const roles = useRoles({ builtInOnly: true });
  const data = roles.state === 'hasData' ? roles.data : null;
  const permissionCount = useMemo(() => (data ? distinctActionCount(data) : 0), [data]);

  if (roles.state !== 'hasData') return <RolesLoadStatus status={roles} loading="Loading role data..." errorHeading="Error Loading Roles" />;
  const datasetDate = roles.data.find((r) => r.datasetDate)?.datasetDate;
  return (
    <section aria-labelledby="home-counters-heading" className={styles.section}>
      <h2 id="home-counters-heading" className={styles.heading}>
        The dataset at a glance
      </h2>
      <ul className={styles.counters}>
        <li className={styles.counter}>
          <span className={styles.value}>{roles.data.length}</span>
          <span className={styles.label}>Built-in roles</span>
        </li>
        <li className={styles.counter}>
          <span className={styles.value}>{permissionCount}</span>
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
      {datasetDate ? <p className={styles.source}>Role definitions from Microsoft Graph as of {datasetDate}.</p> : null}
    </section>
  );
}
