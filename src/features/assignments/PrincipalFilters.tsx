import { useId } from 'react';
import type { PrincipalFilter } from '@engine/assignments/principal-order';
import type { ReviewOverview } from '../../../workers/assignment-review';
import { SearchField } from '../../components/search-field/SearchField';
import { input, noPrint } from '../../styles/shared.css';
import * as styles from './PrincipalTable.css';

const CHECKS: [keyof PrincipalFilter, string][] = [
  ['redundantOnly', 'Redundant only'],
  ['privilegedOnly', 'Privileged only'],
  ['tier0Only', 'Tier 0 only'],
  ['reachOnly', 'Can reach Global Administrator'],
];

/**
 * The table's search and filters: redundant, privileged, Tier 0, can reach Global Administrator (when the review
 * worked reach out), a principal type, a role.
 */
export function PrincipalFilters({
  review,
  filter,
  onChange,
}: {
  review: ReviewOverview;
  filter: PrincipalFilter;
  onChange: (change: Partial<PrincipalFilter>) => void;
}) {
  const id = useId();
  return (
    <div className={`${styles.filters} ${noPrint}`}>
      <div className={styles.field}>
        <SearchField
          label="Search names, ids and roles"
          value={filter.search}
          onValueChange={(search) => onChange({ search })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Principal type</label>
        <select
          id={`${id}-type`}
          className={input}
          value={filter.type}
          onChange={(event) => onChange({ type: event.currentTarget.value })}
        >
          <option value="">Any type</option>
          {review.principalTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          className={input}
          value={filter.role}
          onChange={(event) => onChange({ role: Number(event.currentTarget.value) })}
        >
          <option value={-1}>Any role</option>
          {review.roles.map(({ index, name }) => (
            <option key={index} value={index}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {CHECKS.filter(([key]) => key !== 'reachOnly' || review.reach !== null).map(([key, label]) => (
        <label key={key} className={styles.check}>
          <input
            type="checkbox"
            checked={filter[key] as boolean}
            onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
          />
          {label}
        </label>
      ))}
    </div>
  );
}
