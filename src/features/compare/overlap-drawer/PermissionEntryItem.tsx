import { badge } from '../../../styles/shared.css';
import { conditionBadge, type PermissionEntry } from './pair-permissions';
import * as styles from './PermissionSection.css';

/** One permission: the action in monospace, its badges (Self/Owner, Microsoft privileged, EntraOps tier) and its description. */
export function PermissionEntryItem({ entry }: { entry: PermissionEntry }) {
  return (
    <li className={styles.item}>
      <span className={styles.actionLine}>
        <code className={styles.action}>{entry.action}</code>
        {entry.condition ? (
          <span className={badge({ tone: 'brand' })} title={`Granted with the condition ${entry.condition}`}>
            {conditionBadge(entry.condition)}
          </span>
        ) : null}
        {entry.privileged ? (
          <span className={badge({ tone: 'danger' })} title="Microsoft labels this action privileged (preview)">
            Privileged
          </span>
        ) : null}
        {entry.tier !== null ? (
          <span className={badge({ tone: 'warning' })} title="EntraOps attack-path tier of this action">
            Tier {entry.tier}
          </span>
        ) : null}
      </span>
      {entry.description !== entry.action ? <span className={styles.description}>{entry.description}</span> : null}
    </li>
  );
}
