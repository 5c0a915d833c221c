import type { AsOfDate } from './as-of';
import * as styles from './UnknownIdsAlert.css';

/** Names the selected roles that the as-of snapshot does not have (added later, or removed then), left out of the comparison. */
export function NotYetRolesAlert({ names, asOf }: { names: string[]; asOf: AsOfDate }) {
  if (names.length === 0) return null;
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.heading}>
        {names.length === 1
          ? `This role did not exist on ${asOf.date} (not in the snapshot of ${asOf.snapshot}) and was left out:`
          : `${names.length} roles did not exist on ${asOf.date} (not in the snapshot of ${asOf.snapshot}) and were left out:`}
      </p>
      <ul className={styles.list}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
