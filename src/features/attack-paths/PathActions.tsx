import type { AttackPathAnswer } from '@engine/takeover/attack-path-answer';
import { AppLink } from '../../components/app-link/AppLink';
import { permissionPath } from '../permissions/permission-index';
import { serviceLabel } from './path-labels';
import * as styles from './AttackPaths.css';

/** A path's actions (any one opens it): an Entra ID action a role grants links to its permission page. */
export function PathActions({ path }: { path: AttackPathAnswer }) {
  if (path.actions.length === 0) return <span className={styles.muted}>None named (Graph permissions only).</span>;
  const granted = new Set(path.grantedBy.flatMap((role) => role.actions));
  return (
    <ul className={styles.actionList}>
      {path.actions.map(({ service, action }) => (
        <li key={`${service} ${action}`}>
          {service === 'EntraID' ? null : <span className={styles.service}>{serviceLabel(service)}: </span>}
          {granted.has(action) ? (
            <AppLink href={permissionPath(action)} className={styles.code}>
              {action}
            </AppLink>
          ) : (
            <code className={styles.code}>{action}</code>
          )}
        </li>
      ))}
    </ul>
  );
}
