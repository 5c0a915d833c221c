import { AppLink } from '../../components/app-link/AppLink';
import type { NotedRole } from '../../../workers/permission-views-page';
import * as styles from './HiddenPowerNotes.css';

/** The dataset's role notes (the roles that have any): power that the action strings do not show. */
export function HiddenPowerNotes({ noted }: { noted: NotedRole[] }) {
  if (noted.length === 0) return <p>The loaded dataset has no such notes.</p>;
  return (
    <dl className={styles.notes}>
      {noted.map((role) => (
        <div key={role.templateId} className={styles.note}>
          <dt className={styles.role}>
            <AppLink href={`/roles/${role.slug}`}>{role.displayName}</AppLink>
          </dt>
          {role.notes.map((note) => (
            <dd key={note} className={styles.text}>
              {note}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
