import type { AttackPathAnswer } from '@engine/takeover/attack-path-answer';
import { AppLink } from '../../components/app-link/AppLink';
import { attackPathPath } from './attack-path-questions';
import { PathActions } from './PathActions';
import { PathBadges } from './PathBadges';
import { PathDisagreement } from './PathDisagreement';
import { GrantingRoles, NamedRoles } from './PathRoleLists';
import * as styles from './AttackPaths.css';

/** One path of the list: its name (a link to its page), grades, our explanation, actions and both readings of its roles. */
export function AttackPathCard({ path, source }: { path: AttackPathAnswer; source: string }) {
  const headingId = `attack-path-${path.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        <AppLink href={attackPathPath(path.id)}>{path.name}</AppLink>
      </h3>
      <PathBadges path={path} />
      {path.explanation ? <p className={styles.explanation}>{path.explanation}</p> : null}
      <dl className={styles.facts}>
        <dt>Actions (any one opens it)</dt>
        <dd>
          <PathActions path={path} />
        </dd>
        <dt>Roles that grant them (containment)</dt>
        <dd>
          <GrantingRoles path={path} />
        </dd>
        <dt>Roles {source} names</dt>
        <dd>
          <NamedRoles path={path} />
        </dd>
      </dl>
      <PathDisagreement path={path} source={source} />
    </article>
  );
}
