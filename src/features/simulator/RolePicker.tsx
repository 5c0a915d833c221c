import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Role } from '../../data/role-model';
import { addRolesAtom, selectionAtom, toggleRoleAtom } from '../../state/selection';
import { button } from '../../styles/shared.css';
import { RoleOption } from './RoleOption';
import { roleMatchesSearch } from './role-search';
import { useDocsAliases } from '../../state/docs-notes';
import * as styles from './RolePicker.css';
import { SearchField } from '../../components/search-field/SearchField';
import { usePaintedStages } from '../compare/use-painted-stages';

/** Rows mounted per painted frame: the built-in catalog (about 140 roles) mounts in one; 5,000 imported ones in 25. */
const ROWS_PER_STAGE = 200;

/** Search over the built-in roles, 'Select all' over what the search shows, and one checkbox row per role. */
export function RolePicker({ roles }: { roles: Role[] }) {
  const [query, setQuery] = useState('');
  // Typing stays responsive: the list re-filters at low priority, after the keystroke has painted.
  const deferredQuery = useDeferredValue(query);
  const docsNames = useDocsAliases();
  const shown = useMemo(
    () => roles.filter((role) => roleMatchesSearch(role, deferredQuery, docsNames)),
    [roles, deferredQuery, docsNames],
  );
  const shownIds = useMemo(() => new Set(shown.map((role) => role.templateId)), [shown]);
  const selection = useAtomValue(selectionAtom);
  const selected = useMemo(() => new Set(selection), [selection]);
  const toggle = useSetAtom(toggleRoleAtom);
  const addRoles = useSetAtom(addRolesAtom);
  const searchId = useId();
  const mountedRows = usePaintedStages(Math.ceil(roles.length / ROWS_PER_STAGE)) * ROWS_PER_STAGE;
  const mounted = mountedRows < roles.length ? roles.slice(0, mountedRows) : roles;

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.searchField}>
          <SearchField
            id={searchId}
            label="Search roles"
            labelClassName={styles.searchLabel}
            value={query}
            onValueChange={setQuery}
            placeholder="Name, description or template id"
          />
        </div>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          onClick={() => addRoles(shown.map((role) => role.templateId))}
          disabled={shown.length === 0}
        >
          Select all
        </button>
      </div>
      <p className={styles.count} role="status">
        {deferredQuery.trim() ? `${shown.length} of ${roles.length} roles match` : `${roles.length} built-in roles`}
      </p>
      {roles.length === 0 ? <p className={styles.empty}>No roles available.</p> : null}
      {roles.length > 0 && shown.length === 0 ? <p className={styles.empty}>No roles match your search.</p> : null}
      {/* Rows mount in stages, one per painted frame, and then stay mounted: the search only hides rows, so a
          keystroke never rebuilds the list. The list is busy until every row is in. */}
      <ul
        className={styles.list}
        aria-label="Built-in roles"
        aria-busy={mounted.length < roles.length}
        hidden={shown.length === 0}
      >
        {mounted.map((role) => (
          <RoleOption
            key={role.templateId}
            role={role}
            checked={selected.has(role.templateId)}
            hidden={!shownIds.has(role.templateId)}
            onToggle={toggle}
          />
        ))}
      </ul>
    </>
  );
}
