import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { badge, button } from '../../styles/shared.css';
import { splitPermissionKey } from '../permissions/permission-index';
import * as styles from './NeedList.css';

interface NeedListProps {
  need: string[];
  /** Member keys of the dataset: anything else is marked as not in the dataset. */
  known: Set<string>;
  onChange: (need: string[]) => void;
}

/** The needed permissions as removable chips, with 'Clear all'. */
export function NeedList({ need, known, onChange }: NeedListProps) {
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
          {need.map((key) => {
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
    </section>
  );
}
