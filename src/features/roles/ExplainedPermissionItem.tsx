import { memo } from 'react';
import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import { provenanceText } from '../permissions/provenance-text';
import { APP_PATH_ATTRIBUTE } from './in-app-links';
import type { RolePermissionRow } from './role-permission-rows';
import * as styles from './ExplainedPermissionItem.css';

interface ExplainedPermissionItemProps {
  row: RolePermissionRow;
  /** The in-app path of the action's page, and its href; the list handles the click (see in-app-links.ts). */
  path: string;
  href: string;
}

/** One permission of the role: the action (linked to its page), badges, friendly description and how the role holds it. */
export const ExplainedPermissionItem = memo(function ExplainedPermissionItem({
  row,
  path,
  href,
}: ExplainedPermissionItemProps) {
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <a href={href} {...{ [APP_PATH_ATTRIBUTE]: path }} className={styles.action}>
          {row.action}
        </a>
        {row.condition ? <ConditionBadge condition={row.condition} /> : null}
        <PrivilegeBadges privileged={row.privileged} tier={row.tier} />
      </div>
      {row.description !== row.action ? <p className={styles.description}>{row.description}</p> : null}
      {row.how.kind !== 'listed' ? <p className={styles.how}>{provenanceText(row.how, row.key)}</p> : null}
    </li>
  );
});
