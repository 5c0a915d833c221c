import type { PermissionEntry } from './overlap-drawer/pair-permissions';
import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import * as styles from './PermissionLabel.css';

/** A permission in one line: the action, its Self/Owner condition and its privilege badges; the description as a tooltip. */
export function PermissionLabel({ entry }: { entry: PermissionEntry }) {
  return (
    <span className={styles.label}>
      <code className={styles.action} title={entry.description !== entry.action ? entry.description : undefined}>
        {entry.action}
      </code>
      {entry.condition ? <ConditionBadge condition={entry.condition} /> : null}
      <PrivilegeBadges privileged={entry.privileged} tier={entry.tier} />
    </span>
  );
}
