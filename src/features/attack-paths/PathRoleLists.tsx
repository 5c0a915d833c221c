import type { AttackPathAnswer } from '@engine/takeover/attack-path-answer';
import type { AttackPathRole } from '@engine/takeover/takeover-file';
import { RoleRefLink } from './RoleRefLink';
import { serviceLabel } from './path-labels';
import * as styles from './AttackPaths.css';

const ENTRA = 'EntraID';

/** A role the source names: a link when it is an Entra ID role of the dataset, else its name and service. */
export function SourceRoleName({ role }: { role: AttackPathRole }) {
  if (role.service === ENTRA && role.templateId)
    return <RoleRefLink role={{ templateId: role.templateId, name: role.role, builtIn: true }} />;
  return (
    <>
      {role.role} <span className={styles.service}>({serviceLabel(role.service)})</span>
    </>
  );
}

/** The roles that grant a path's actions by containment, as links (built-in, then imported), or why there are none. */
export function GrantingRoles({ path }: { path: AttackPathAnswer }) {
  if (!path.checkable)
    return <span className={styles.muted}>Not checkable: the path names no Entra ID directory action.</span>;
  if (path.grantedBy.length === 0) return <span className={styles.muted}>No role of the dataset grants them.</span>;
  const ordered = [...path.grantedBy.filter((r) => r.builtIn), ...path.grantedBy.filter((r) => !r.builtIn)];
  return (
    <ul className={styles.inlineList}>
      {ordered.map((role) => (
        <li key={role.templateId}>
          <RoleRefLink role={role} />
          {role.builtIn ? null : <span className={styles.service}> (custom, imported)</span>}
        </li>
      ))}
    </ul>
  );
}

/** The roles the source names, as it names them. */
export function NamedRoles({ path }: { path: AttackPathAnswer }) {
  if (path.namedBySource.length === 0) return <span className={styles.muted}>None.</span>;
  return (
    <ul className={styles.inlineList}>
      {path.namedBySource.map((role) => (
        <li key={`${role.service} ${role.role}`}>
          <SourceRoleName role={role} />
        </li>
      ))}
    </ul>
  );
}
