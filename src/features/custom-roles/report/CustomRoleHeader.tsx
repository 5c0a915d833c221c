import type { Role } from '../../../data/role-model';
import { badge } from '../../../styles/shared.css';
import * as styles from './Report.css';

/** The imported role's name (the page heading), its 'Custom (local)' marker, its description, and where it lives. */
export function CustomRoleHeader({ role }: { role: Role }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.name}>{role.displayName}</h1>
      <p className={styles.badges}>
        <span className={badge({ tone: 'warning' })}>Custom (local)</span>
      </p>
      {role.description ? <p className={styles.description}>{role.description}</p> : null}
      <p className={styles.description}>
        This role exists only in this page: you imported it from your tenant&apos;s role definitions, and RolePrism
        compares it with the built-in roles in your browser. It is not sent anywhere and is not part of the dataset.
      </p>
    </header>
  );
}
