import type { ReactNode } from 'react';
import type { RolePageRole } from '../../../workers/role-page';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import { badge, noPrint } from '../../styles/shared.css';
import * as styles from './RoleHeader.css';

/** The role's name (the page heading), its badges, its description and the page's actions. */
export function RoleHeader({ role, actions }: { role: RolePageRole; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.name}>{role.displayName}</h1>
      <p className={styles.badges}>
        <span className={badge({ tone: role.builtIn ? 'brand' : 'neutral' })}>
          {role.builtIn ? 'Built-in Role' : 'Custom Role'}
        </span>
        <PrivilegeBadges privileged={role.privileged} tier={role.tier} />
      </p>
      <p className={styles.description}>{role.description || 'Microsoft gives no description for this role.'}</p>
      {actions ? <div className={`${styles.actions} ${noPrint}`}>{actions}</div> : null}
    </header>
  );
}
