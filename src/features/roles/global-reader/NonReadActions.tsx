import type { Role } from '../../../data/role-model';
import { AppLink } from '../../../components/app-link/AppLink';
import { permissionPath } from '../../permissions/permission-index';
import * as styles from './NonReadActions.css';

/** True for read verbs: read, restrictedRead and the like. */
function isReadVerb(action: string): boolean {
  return /read$/i.test(action.split('/').pop() ?? '');
}

/** The actions a role lists whose verb is not a read, with Microsoft's description of each. */
export function NonReadActions({ role }: { role: Role }) {
  const others = role.permissions.filter((p) => !isReadVerb(p.action));
  if (others.length === 0) return <p>Every action {role.displayName} lists is a read.</p>;
  return (
    <>
      <p>
        Of the {role.permissions.length} actions {role.displayName} lists, {role.permissions.length - others.length} are
        reads. Only {others.length === 1 ? 'this one uses' : `these ${others.length} use`} another verb:
      </p>
      <ul className={styles.list}>
        {others.map((p) => (
          <li key={`${p.action} ${p.condition ?? ''}`}>
            <AppLink href={permissionPath(p.action)} className={styles.action}>
              {p.action}
            </AppLink>
            {p.description !== p.action ? <span className={styles.description}> — {p.description}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
