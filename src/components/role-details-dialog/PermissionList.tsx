import type { Permission } from '../../data/role-model';
import { PrivilegeBadges } from '../role-card/PrivilegeBadges';
import { scrollList } from '../../styles/shared.css';
import { ConditionBadge } from './ConditionBadge';
import * as styles from './PermissionList.css';

/** A role's permissions in a bounded scroll list (about 24rem): action, badges, friendly description. */
export function PermissionList({
  permissions,
  labelledBy,
}: {
  permissions: readonly Permission[];
  labelledBy: string;
}) {
  if (permissions.length === 0) return <p className={styles.empty}>This role lists no permissions.</p>;
  return (
    // The list scrolls, so it takes focus: keyboard users can scroll it too.
    <ul className={`${scrollList.permissions} ${styles.list}`} aria-labelledby={labelledBy} tabIndex={0}>
      {permissions.map((p) => (
        <li key={`${p.action} ${p.condition ?? ''}`} className={styles.item}>
          <div className={styles.head}>
            <code className={styles.action}>{p.action}</code>
            {p.condition ? <ConditionBadge condition={p.condition} /> : null}
            <PrivilegeBadges privileged={p.privileged} tier={p.tier} />
          </div>
          {p.description !== p.action ? <p className={styles.description}>{p.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
