import type { Role } from '../../data/role-model';
import * as styles from './UnknownIdsAlert.css';

/**
 * Names each selected role whose permissions could not be read from the dataset: it is left out of the comparison,
 * since comparing it as holding none would report it as contained in every other role.
 */
export function UnreadableRolesAlert({ roles }: { roles: Role[] }) {
  if (roles.length === 0) return null;
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.heading}>
        {roles.length === 1 ? 'One role was left out:' : `${roles.length} roles were left out:`}
      </p>
      <ul className={styles.list}>
        {roles.map((role) => (
          <li key={role.templateId}>
            {role.displayName}: its permissions could not be read, so it is left out of this comparison.
          </li>
        ))}
      </ul>
    </div>
  );
}
