import { useDeferredValue, useId, useMemo, useState } from 'react';
import { viewLabel } from '@engine/catalog';
import type { RoleSummary } from '../../data/role-summary';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { usePermissionView, viewQuery } from '../../state/view';
import { DirectoryRoleCard } from './DirectoryRoleCard';
import { roleMatchesSearch } from './role-search';
import { useDocsAliases } from '../../state/docs-notes';
import { useViewPermissionCounts } from './use-view-permission-counts';
import * as styles from './RoleDirectory.css';
import { SearchField } from '../../components/search-field/SearchField';

/** The loaded directory: search, the built-in count heading, and a card per matching role. */
export function RoleDirectory({ roles }: { roles: readonly RoleSummary[] }) {
  const [query, setQuery] = useState('');
  // The box updates at once; the grid follows in an interruptible render, so typing never waits for it.
  const deferredQuery = useDeferredValue(query);
  const [view] = usePermissionView();
  const counts = useViewPermissionCounts(view);
  const searchId = useId();
  const headingId = useId();

  const docsNames = useDocsAliases();
  const shown = useMemo(
    () => roles.filter((role) => roleMatchesSearch(role, deferredQuery, { docsNames })),
    [roles, deferredQuery, docsNames],
  );
  const builtInCount = useMemo(() => roles.filter((role) => role.builtIn).length, [roles]);
  const linkSuffix = viewQuery(view, '?');

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.searchBox}>
          <SearchField
            id={searchId}
            label="Search roles by name or description"
            hideLabel
            placeholder="Search roles..."
            value={query}
            onValueChange={setQuery}
          />
        </div>
        <ViewSwitch className={styles.viewSwitch} />
      </div>
      <section aria-labelledby={headingId}>
        <div className={styles.headingRow}>
          <h2 id={headingId} className={styles.heading}>
            {builtInCount} Built-in Roles
          </h2>
          <p className={styles.status} role="status">
            {deferredQuery.trim() ? `${shown.length} of ${roles.length} roles match` : `${roles.length} roles`} ·
            permission counts in the {viewLabel(view)} view
          </p>
        </div>
        {counts.state === 'hasError' ? (
          <p className={styles.countError}>Permission counts for this view could not be calculated.</p>
        ) : null}
        {shown.length === 0 ? (
          <p className={styles.empty}>No roles found matching your search.</p>
        ) : (
          <ul className={styles.grid} aria-labelledby={headingId}>
            {shown.map((role) => (
              <li key={role.id} className={styles.gridItem}>
                <DirectoryRoleCard
                  role={role}
                  permissionCount={counts.state === 'hasData' ? counts.countOf(role) : null}
                  href={`/roles/${role.slug}${linkSuffix}`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
