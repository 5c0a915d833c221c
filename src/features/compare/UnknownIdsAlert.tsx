import * as styles from './UnknownIdsAlert.css';

/** How many unknown ids are named one by one; a garbage URL can hold hundreds. */
const LISTED_IDS = 10;
/** Long garbage is cut so the note stays readable. */
const ID_CHARS = 80;

const shown = (id: string) => (id.length > ID_CHARS ? `${id.slice(0, ID_CHARS)}…` : id);

/** Names each id of the URL that matches no built-in role, instead of dropping it silently. */
export function UnknownIdsAlert({ unknownIds }: { unknownIds: string[] }) {
  if (unknownIds.length === 0) return null;
  const rest = unknownIds.length - LISTED_IDS;
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.heading}>
        {unknownIds.length === 1
          ? 'This id matches no built-in role and was left out:'
          : `${unknownIds.length} ids match no built-in role and were left out:`}
      </p>
      <ul className={styles.list}>
        {unknownIds.slice(0, LISTED_IDS).map((id) => (
          <li key={id}>Unknown role id: {shown(id)}</li>
        ))}
        {rest > 0 ? <li>…and {rest} more</li> : null}
      </ul>
    </div>
  );
}
