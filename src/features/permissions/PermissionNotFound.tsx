import { countText, MAX_ACTION_LENGTH } from '../../app/input-limits';
import { AppLink } from '../../components/app-link/AppLink';
import { permissionPath } from './permission-index';
import * as styles from './PermissionNotFound.css';

/** How much of an address too long to be an action is shown: enough to recognise it. */
const SHOWN_CHARS = 120;

/** 'Permission not found' for an action the dataset does not have, with the closest actions it does have. */
export function PermissionNotFound({
  action,
  closeMatches,
  linkSuffix,
}: {
  action: string;
  closeMatches: string[];
  linkSuffix: string;
}) {
  return (
    <section className={styles.box} aria-labelledby="permission-not-found">
      <h1 id="permission-not-found" className={styles.heading}>
        Permission not found
      </h1>
      <p className={styles.text}>
        {!action ? (
          'No action was given in the address.'
        ) : action.length > MAX_ACTION_LENGTH ? (
          <>
            The address names a permission {countText(action.length)} characters long, beginning{' '}
            <code className={styles.action}>{action.slice(0, SHOWN_CHARS)}…</code>. No permission is longer than{' '}
            {MAX_ACTION_LENGTH} characters, so none is suggested.
          </>
        ) : (
          <>
            No built-in role in this dataset grants <code className={styles.action}>{action}</code>.
          </>
        )}
      </p>
      {closeMatches.length > 0 ? (
        <>
          <h2 className={styles.subheading}>Did you mean</h2>
          <ul className={styles.matches}>
            {closeMatches.map((match) => (
              <li key={match}>
                <AppLink href={`${permissionPath(match)}${linkSuffix}`} className={styles.action}>
                  {match}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.text}>
        <AppLink href="/permissions">Browse all permissions</AppLink>
      </p>
    </section>
  );
}
