import { AppLink } from '../../components/app-link/AppLink';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import type { GrantingRoleRef } from '../../../workers/permission-page';
import { provenanceText } from './provenance-text';
import * as ruled from './RuledList.css';
import * as styles from './GrantingRoleList.css';

interface GrantingRoleListProps {
  /** The member these roles grant: an action, or "action [$Condition]". */
  memberKey: string;
  /** From the worker, fewest permissions first; null when no role grants the member. */
  granting: GrantingRoleRef[] | null;
  /** Appended to role links so the role page opens in the same view. */
  linkSuffix: string;
  label: string;
}

/** The roles granting one member, least-privileged first, each with how it gets the member, its privileged flag and tier. */
export function GrantingRoleList({ memberKey, granting, linkSuffix, label }: GrantingRoleListProps) {
  if (!granting || granting.length === 0)
    return <p className={styles.empty}>No built-in role grants this in the current view.</p>;
  return (
    <ol className={ruled.list} aria-label={label}>
      {granting.map((g) => (
        <li key={g.templateId} className={ruled.item}>
          <div className={styles.head}>
            <AppLink href={`/roles/${g.slug}${linkSuffix}`} className={styles.name}>
              {g.name}
            </AppLink>
            <PrivilegeBadges privileged={g.privileged} tier={g.tier} />
          </div>
          <p className={styles.meta}>
            <span className={styles.how}>{provenanceText(g.how, memberKey)}</span>
            <span aria-hidden="true"> · </span>
            <span>{g.permissionCount} permissions</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
