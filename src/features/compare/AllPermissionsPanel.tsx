import { useDeferredValue, useMemo, useState } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import type { Permission } from '../../data/role-model';
import { toEntries } from './overlap-drawer/pair-permissions';
import { SearchField } from '../../components/search-field/SearchField';
import { PermissionHoldersList } from './PermissionHoldersList';
import { PermissionMatrixTable } from './PermissionMatrixTable';
import * as panel from './comparison-panel.css';

/** Up to this many roles the tab is a permission x role table; beyond it, one row per permission with its holders. */
export const MATRIX_TABLE_MAX_ROLES = 6;

/** The 'All Permissions' tab: every permission of the union and which selected roles hold it, with a filter. */
export function AllPermissionsPanel({
  result,
  permissions,
}: {
  result: AnalysisResult;
  permissions: ReadonlyMap<string, Permission>;
}) {
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const entries = useMemo(
    () => toEntries(result.actions, permissions).map((entry, p) => ({ entry, p })),
    [result, permissions],
  );
  const shown = useMemo(() => {
    const needle = deferredFilter.trim().toLowerCase();
    if (!needle) return entries;
    return entries.filter(
      ({ entry }) => entry.action.toLowerCase().includes(needle) || entry.description.toLowerCase().includes(needle),
    );
  }, [entries, deferredFilter]);
  const n = result.roles.length;

  return (
    <div className={panel.panel}>
      <h2 className={panel.heading}>All {result.unionCount} permissions</h2>
      <p className={panel.intro}>
        Which selected roles hold each permission of the union ({viewLabel(result.view)} view).
      </p>
      <div className={panel.filterField}>
        <SearchField
          label="Filter permissions"
          labelClassName={panel.filterLabel}
          value={filter}
          onValueChange={setFilter}
        />
      </div>
      <p className={panel.intro} role="status">
        {shown.length === entries.length
          ? `${entries.length} permissions`
          : `${shown.length} of ${entries.length} permissions match`}
      </p>
      {shown.length === 0 ? (
        <p className={panel.empty}>No permissions match your filter.</p>
      ) : n <= MATRIX_TABLE_MAX_ROLES ? (
        <PermissionMatrixTable result={result} rows={shown} />
      ) : (
        <PermissionHoldersList result={result} rows={shown} />
      )}
    </div>
  );
}
