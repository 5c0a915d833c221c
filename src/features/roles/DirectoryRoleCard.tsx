import { memo } from 'react';
import type { RoleSummary } from '../../data/role-summary';
import { AppLink } from '../../components/app-link/AppLink';
import { DocsBadge } from '../../components/role-card/DocsBadge';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import { badge, visuallyHidden } from '../../styles/shared.css';
import * as styles from './DirectoryRoleCard.css';

interface DirectoryRoleCardProps {
  role: RoleSummary;
  /** The role's permission count in the page's view; null while it is being counted. */
  permissionCount: number | null;
  /** The link to the role page (carries the view). */
  href: string;
}

/** A roles-directory card: name, 'Built-in' badge, two-line description, permission count and 'Learn more'. */
export const DirectoryRoleCard = memo(function DirectoryRoleCard({
  role,
  permissionCount,
  href,
}: DirectoryRoleCardProps) {
  const headingId = `directory-role-${role.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {role.displayName}
      </h3>
      <p className={styles.badges}>
        {role.builtIn ? <span className={badge({ tone: 'brand' })}>Built-in</span> : null}
        <PrivilegeBadges privileged={role.privileged} tier={role.tier} />
        <DocsBadge role={role} />
      </p>
      <p className={styles.description}>{role.description || 'No description.'}</p>
      <p className={styles.footer}>
        <span className={styles.count}>
          {role.permissionsUnreadable
            ? 'Permissions could not be read'
            : permissionCount === null
              ? 'Counting…'
              : `${permissionCount} ${permissionCount === 1 ? 'permission' : 'permissions'}`}
        </span>
        <AppLink href={href} className={styles.learnMore}>
          Learn more<span className={visuallyHidden}> about {role.displayName}</span>
          <span aria-hidden="true"> →</span>
        </AppLink>
      </p>
    </article>
  );
});
