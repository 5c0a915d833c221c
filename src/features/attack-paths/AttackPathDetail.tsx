import type { AttackPathAnswer } from '@engine/takeover/attack-path-answer';
import { RoleRefLink } from './RoleRefLink';
import { PathActions } from './PathActions';
import { PathBadges } from './PathBadges';
import { PathDisagreement } from './PathDisagreement';
import { NamedRoles } from './PathRoleLists';
import * as styles from './AttackPaths.css';

/** The roles that grant the path by containment, each with the path's actions it grants. */
function GrantingRoleTable({ path }: { path: AttackPathAnswer }) {
  if (!path.checkable)
    return <p className={styles.muted}>Not checkable: the path names no Entra ID directory action.</p>;
  if (path.grantedBy.length === 0) return <p className={styles.muted}>No role of the dataset grants them.</p>;
  return (
    <ul className={styles.actionList} aria-label="Roles that grant its actions">
      {path.grantedBy.map((role) => (
        <li key={role.templateId}>
          <RoleRefLink role={role} />
          {role.builtIn ? null : <span className={styles.service}> (custom, imported)</span>}:{' '}
          <ul className={styles.inlineList}>
            {role.actions.map((action) => (
              <li key={action}>
                <code className={styles.code}>{action}</code>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** One path's page body: grades, our explanation, every fact of the source and both readings of its roles. */
export function AttackPathDetail({ path, source }: { path: AttackPathAnswer; source: string }) {
  return (
    <>
      <PathBadges path={path} />
      {path.explanation ? <p className={styles.explanation}>{path.explanation}</p> : null}
      <section className={styles.section} aria-labelledby="path-actions-heading">
        <h2 id="path-actions-heading" className={styles.heading}>
          Actions that open it
        </h2>
        <p>Any one of these opens the path.</p>
        <PathActions path={path} />
      </section>
      <section className={styles.section} aria-labelledby="path-granted-heading">
        <h2 id="path-granted-heading" className={styles.heading}>
          Roles that grant them, by containment
        </h2>
        <GrantingRoleTable path={path} />
      </section>
      <section className={styles.section} aria-labelledby="path-named-heading">
        <h2 id="path-named-heading" className={styles.heading}>
          Roles {source} names
        </h2>
        <div>
          <NamedRoles path={path} />
        </div>
        <PathDisagreement path={path} source={source} />
      </section>
      <section className={styles.section} aria-labelledby="path-more-heading">
        <h2 id="path-more-heading" className={styles.heading}>
          Graph permissions and references
        </h2>
        <dl className={styles.facts}>
          <dt>Graph permissions {source} names</dt>
          <dd>
            {path.permissions.length === 0 ? (
              <span className={styles.muted}>None.</span>
            ) : (
              <ul className={styles.inlineList}>
                {path.permissions.map((p) => (
                  <li key={`${p.api} ${p.permission} ${p.type}`}>
                    <code className={styles.code}>{p.permission}</code> ({p.api}, {p.type})
                  </li>
                ))}
              </ul>
            )}
          </dd>
          {path.basedOn ? (
            <>
              <dt>Based on</dt>
              <dd>{path.basedOn}</dd>
            </>
          ) : null}
          <dt>References</dt>
          <dd>
            <ul className={styles.actionList}>
              {path.references.map((r) => (
                <li key={r.url}>
                  <a href={r.url} rel="noopener noreferrer">
                    {r.title}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
          <dt>Path id</dt>
          <dd>
            <code className={styles.code}>{path.id}</code>
          </dd>
        </dl>
      </section>
    </>
  );
}
