import { startTransition, useDeferredValue, useState } from 'react';
import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { badge, button } from '../../styles/shared.css';
import { splitPermissionKey } from '../permissions/permission-index';
import * as styles from './NeedList.css';

/** Chips shown before 'Show all': a custom role's list can hold hundreds, and each chip is a row of its own. */
const SHOWN_AT_FIRST = 100;

interface NeedListProps {
  need: string[];
  /** Member keys of the dataset: anything else is marked as not in the dataset. */
  known: Set<string>;
  onChange: (need: string[]) => void;
}

/**
 * The needed permissions as removable chips, with 'Clear all'. The chips follow the need a step behind (a deferred
 * value): a list of hundreds then renders in slices instead of in the task that changed it.
 */
export function NeedList({ need, known, onChange }: NeedListProps) {
  const listed = useDeferredValue(need);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? listed : listed.slice(0, SHOWN_AT_FIRST);
  return (
    <section className={styles.box} aria-labelledby="finder-need-heading">
      <div className={styles.headingRow}>
        <h3 id="finder-need-heading" className={styles.heading}>
          Needed permissions ({need.length})
        </h3>
        {need.length > 0 ? (
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => onChange([])}>
            Clear all
          </button>
        ) : null}
      </div>
      {need.length === 0 ? (
        <p className={styles.empty}>Nothing yet. Search above or paste action strings to add what you need.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((key) => {
            const { action, condition } = splitPermissionKey(key);
            return (
              <li key={key} className={styles.chip}>
                <code className={styles.action}>{known.has(key) ? action : key}</code>
                {condition && known.has(key) ? <ConditionBadge condition={condition} /> : null}
                {known.has(key) ? null : <span className={badge({ tone: 'danger' })}>Not in the dataset</span>}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onChange(need.filter((k) => k !== key))}
                  aria-label={`Remove ${key}`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {need.length > 0 && shown.length < listed.length ? (
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          onClick={() => startTransition(() => setShowAll(true))}
        >
          Show all {listed.length} needed permissions
        </button>
      ) : null}
    </section>
  );
}
