import { useDeferredValue, useId, useMemo, useState } from 'react';
import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { MAX_NEEDS } from '../../app/input-limits';
import { button } from '../../styles/shared.css';
import { splitPermissionKey } from '../permissions/permission-index';
import * as styles from './NeedPicker.css';
import { searchPermissionKeys, type NeedIndex } from './permission-search';
import { SearchField } from '../../components/search-field/SearchField';

/** How many matches the picker lists at once: enough to choose from, few enough to scan. */
const MAX_SHOWN = 8;

interface NeedPickerProps {
  index: NeedIndex;
  need: string[];
  /** The need holds the most the finder takes (MAX_NEEDS): nothing more can be added. */
  full: boolean;
  onAdd: (keys: string[]) => void;
}

/** Search the dataset's permissions (an action, or words of what is needed) and add them to the need, one button each. */
export function NeedPicker({ index, need, full, onAdd }: NeedPickerProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const id = useId();
  const matches = useMemo(() => searchPermissionKeys(index, deferred), [index, deferred]);
  const chosen = new Set(need);

  return (
    <div className={styles.picker}>
      <SearchField
        id={`${id}-q`}
        label="Search permissions to add"
        labelClassName={styles.label}
        placeholder="e.g. password/update or reset passwords"
        value={query}
        onValueChange={setQuery}
        spellCheck={false}
      />
      <p className={styles.status} role="status">
        {full ? `The list holds ${MAX_NEEDS} permissions, the most the finder takes: remove some to add others. ` : ''}
        {deferred.trim()
          ? matches.length > MAX_SHOWN
            ? `${matches.length} matches; showing the first ${MAX_SHOWN}. Type more to narrow.`
            : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`
          : ''}
      </p>
      {matches.length > 0 ? (
        <ul className={styles.matches} aria-label="Matching permissions">
          {matches.slice(0, MAX_SHOWN).map((key) => {
            const { action, condition } = splitPermissionKey(key);
            const added = chosen.has(key);
            return (
              <li key={key} className={styles.match}>
                <div className={styles.matchText}>
                  <code className={styles.action}>{action}</code>
                  {condition ? <ConditionBadge condition={condition} /> : null}
                  <span className={styles.description}>{index.byAction.get(action)?.description}</span>
                </div>
                <button
                  type="button"
                  className={button({ tone: 'secondary', size: 'sm' })}
                  onClick={() => onAdd([key])}
                  disabled={added || full}
                  aria-label={added ? `${key} is added` : `Add ${key}`}
                >
                  {added ? 'Added' : 'Add'}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
