import { useId } from 'react';
import { input } from '../../styles/shared.css';
import type { PermissionFilter, TierFilter } from './permission-filter';
import * as styles from './PermissionFilters.css';
import { SearchField } from '../../components/search-field/SearchField';

const TIER_OPTIONS: { value: TierFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: '0', label: 'Tier 0' },
  { value: '1', label: 'Tier 1' },
  { value: '2', label: 'Tier 2' },
  { value: 'none', label: 'Unclassified' },
];

interface PermissionFiltersProps {
  filter: PermissionFilter;
  namespaces: string[];
  onChange: (filter: PermissionFilter) => void;
}

/** Search box, namespace select, 'Privileged only' checkbox and EntraOps tier select of /permissions. */
export function PermissionFilters({ filter, namespaces, onChange }: PermissionFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters} role="search" aria-label="Filter permissions">
      <div className={`${styles.field} ${styles.searchField}`}>
        <SearchField
          id={`${id}-q`}
          label="Search permissions"
          labelClassName={styles.label}
          placeholder="Action or description..."
          value={filter.query}
          onValueChange={(query) => onChange({ ...filter, query })}
          spellCheck={false}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-ns`} className={styles.label}>
          Namespace
        </label>
        <select
          id={`${id}-ns`}
          className={`${input} ${styles.select}`}
          value={filter.namespace}
          onChange={(e) => onChange({ ...filter, namespace: e.currentTarget.value })}
        >
          <option value="">All namespaces</option>
          {namespaces.map((ns) => (
            <option key={ns} value={ns}>
              {ns}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-tier`} className={styles.label}>
          EntraOps tier
        </label>
        <select
          id={`${id}-tier`}
          className={`${input} ${styles.select}`}
          value={filter.tier}
          onChange={(e) => onChange({ ...filter, tier: e.currentTarget.value as TierFilter })}
        >
          {TIER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={filter.privilegedOnly}
          onChange={(e) => onChange({ ...filter, privilegedOnly: e.currentTarget.checked })}
        />
        Privileged only
      </label>
    </div>
  );
}
