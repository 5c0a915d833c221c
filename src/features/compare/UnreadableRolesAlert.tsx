import * as styles from './UnknownIdsAlert.css';

/**
 * Names each selected role whose permissions could not be read from the dataset: it is left out of the comparison,
 * since comparing it as holding none would report it as contained in every other role.
 */
export function UnreadableRolesAlert({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.heading}>
        {names.length === 1 ? 'One role was left out:' : `${names.length} roles were left out:`}
      </p>
      <ul className={styles.list}>
        {names.map((name) => (
          <li key={name}>{name}: its permissions could not be read, so it is left out of this comparison.</li>
        ))}
      </ul>
    </div>
  );
}
