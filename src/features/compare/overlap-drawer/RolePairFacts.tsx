import { badge } from '../../../styles/shared.css';
import type { ComparedRole } from '../../../../workers/compare-page';
import { DocsBadge } from '../../../components/role-card/DocsBadge';
import * as styles from './RolePairFacts.css';

/** Each role's Microsoft privileged flag, EntraOps tier and notes on power the action list does not show. */
export function RolePairFacts({ pairRoles }: { pairRoles: readonly ComparedRole[] }) {
  if (pairRoles.length === 0) return null;
  return (
    <ul className={styles.roles} aria-label="Role risk facts">
      {pairRoles.map((role) => (
        <li key={role.templateId} className={styles.role}>
          <span className={styles.name}>{role.displayName}</span>
          {role.privileged ? (
            <span className={badge({ tone: 'danger' })} title="Microsoft's isPrivileged flag (preview)">
              Privileged (Microsoft)
            </span>
          ) : (
            <span className={badge({ tone: 'neutral' })} title="Microsoft's isPrivileged flag (preview)">
              Not privileged (Microsoft)
            </span>
          )}
          {role.tier !== null ? (
            <span className={badge({ tone: 'warning' })} title="EntraOps attack-path tier">
              EntraOps Tier {role.tier}
            </span>
          ) : null}
          <DocsBadge role={role} />
          {role.notes.length > 0 ? (
            <ul className={styles.notes}>
              {role.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
