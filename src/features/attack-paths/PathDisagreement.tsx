import type { AttackPathAnswer } from '@engine/takeover/attack-path-answer';
import { plural } from '@engine/plural';
import { RoleRefLink } from './RoleRefLink';
import { SourceRoleName } from './PathRoleLists';
import * as styles from './AttackPaths.css';

/**
 * Where RolePrism's containment and the source disagree on a path's Entra ID roles, as /data says where Microsoft's docs
 * and the export do: the roles the source names that grant none of its actions, and the built-in roles that grant one
 * that it does not name. Says so when they agree, or that a path of other services cannot be checked.
 */
export function PathDisagreement({ path, source }: { path: AttackPathAnswer; source: string }) {
  if (!path.checkable)
    return (
      <p className={styles.agreement}>
        Its actions are not Entra ID directory actions, which role definitions do not list: RolePrism cannot check the
        roles {source} names.
      </p>
    );
  const { namedButNotGranting: named, grantingButNotNamed: granting } = path.disagreement;
  if (named.length === 0 && granting.length === 0)
    return <p className={styles.agreement}>Containment and {source} agree on the Entra ID roles.</p>;
  return (
    <div className={styles.disagreement}>
      <strong>Where containment and {source} disagree:</strong>
      <ul>
        {named.length > 0 ? (
          <li>
            {source} names{' '}
            <ul className={styles.inlineList}>
              {named.map((role) => (
                <li key={role.role}>
                  <SourceRoleName role={role} />
                </li>
              ))}
            </ul>
            , which {named.length === 1 ? 'grants' : 'grant'} none of these actions in the dataset
            {named.some((r) => r.templateId === null) ? ' (a role the dataset lacks grants nothing there)' : ''}.
          </li>
        ) : null}
        {granting.length > 0 ? (
          <li>
            By containment {plural(granting.length, 'more built-in role')} also{' '}
            {granting.length === 1 ? 'grants' : 'grant'} one of them, which {source} does not name:{' '}
            <ul className={styles.inlineList}>
              {granting.map((role) => (
                <li key={role.templateId}>
                  <RoleRefLink role={role} />
                </li>
              ))}
            </ul>
            .
          </li>
        ) : null}
      </ul>
    </div>
  );
}
