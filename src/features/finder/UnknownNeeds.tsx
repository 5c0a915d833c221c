import { useMemo } from 'react';
import { countText, MAX_SUGGESTED_UNKNOWNS } from '../../app/input-limits';
import { button } from '../../styles/shared.css';
import { closeActions } from '../permissions/close-actions';
import * as styles from './UnknownNeeds.css';

interface UnknownNeedsProps {
  unknown: string[];
  /** Every member key of the dataset, to suggest from. */
  keys: string[];
  onReplace: (unknown: string, replacement: string) => void;
}

/**
 * Names the needed strings that are not permissions of the dataset, with the closest ones they might have meant: the
 * first few only, since every suggestion compares the string with the whole dataset.
 */
export function UnknownNeeds({ unknown, keys, onReplace }: UnknownNeedsProps) {
  const named = useMemo(
    () => unknown.slice(0, MAX_SUGGESTED_UNKNOWNS).map((item) => ({ item, close: closeActions(keys, item, 3) })),
    [unknown, keys],
  );
  const rest = unknown.length - named.length;
  return (
    <section className={styles.box} role="alert" aria-labelledby="finder-unknown-heading">
      <h3 id="finder-unknown-heading" className={styles.heading}>
        Not in the dataset ({unknown.length})
      </h3>
      <p className={styles.text}>No built-in role lists these strings, so the answer below leaves them out.</p>
      <ul className={styles.list}>
        {named.map(({ item, close }) => (
          <li key={item} className={styles.item}>
            <code className={styles.action}>{item}</code>
            {close.length > 0 ? (
              <span className={styles.suggestions}>
                Did you mean:{' '}
                {close.map((match) => (
                  <button
                    key={match}
                    type="button"
                    className={`${button({ tone: 'ghost', size: 'sm' })} ${styles.suggestion}`}
                    onClick={() => onReplace(item, match)}
                  >
                    Use <code className={styles.action}>{match}</code>
                  </button>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <p className={styles.text}>
          {countText(rest)} more not shown here: each is marked “Not in the dataset” in the needed permissions.
        </p>
      ) : null}
    </section>
  );
}
