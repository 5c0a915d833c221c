import { AppLink } from '../../components/app-link/AppLink';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { badge } from '../../styles/shared.css';
import { permissionPath, type PermissionEntry } from './permission-index';
import * as ruled from './RuledList.css';
import * as styles from './PermissionRow.css';

/** One action of /permissions: its link (conditioned forms open the base action's page), badges and description. */
export function PermissionRow({ entry, linkSuffix }: { entry: PermissionEntry; linkSuffix: string }) {
  return (
    <li className={ruled.item}>
      <div className={styles.head}>
        <AppLink href={`${permissionPath(entry.action)}${linkSuffix}`} className={styles.action}>
          {entry.action}
        </AppLink>
        {entry.conditions.map((c) => (
          <ConditionBadge key={c} condition={c} />
        ))}
        {entry.unconditioned ? null : <span className={badge({ tone: 'neutral' })}>Conditioned only</span>}
        <PrivilegeBadges privileged={entry.privileged} tier={entry.tier} />
      </div>
      {entry.description !== entry.action ? <p className={styles.description}>{entry.description}</p> : null}
    </li>
  );
}
