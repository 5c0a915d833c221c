import { button } from '../../styles/shared.css';
import { closeActions } from '../permissions/close-actions';
import * as styles from './UnknownNeeds.css';

interface UnknownNeedsProps {
  unknown: string[];
  /** Every member key of the dataset, to suggest from. */
  keys: string[];
  onReplace: (unknown: string, replacement: string) => void;
}

/** Names each needed string that is not a permission of the dataset, with the closest ones it might have meant. */
export function UnknownNeeds({ unknown, keys, onReplace }: UnknownNeedsProps) {
  return (
    <section className={styles.box} role="alert" aria-labelledby="finder-unknown-heading">
      <h3 id="finder-unknown-heading" className={styles.heading}>
        Not in the dataset ({unknown.length})
      </h3>
      <p className={styles.text}>No built-in role lists these strings, so the answer below leaves them out.</p>
      <ul className={styles.list}>
        {unknown.map((item) => {
          const close = closeActions(keys, item, 3);
          return (
            <li key={item} className={styles.item}>
              <code className={styles.action}>{item}</code>
              {close.length > 0 ? (
                <span className={styles.suggestions}>
                  Did you mean:{' '}
                  {close.map((match) => (
                    <button key={match} type="button" className={`${button({ tone: 'ghost', size: 'sm' })} ${styles.suggestion}`} onClick={() => onReplace(item, match)}>
                      Use <code className={styles.action}>{match}</code>
                    </button>
                  ))}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
