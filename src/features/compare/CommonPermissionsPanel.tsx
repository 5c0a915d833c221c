import { useMemo } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import type { Permission } from '../../data/role-model';
import { PermissionEntryItem } from './overlap-drawer/PermissionEntryItem';
import { toEntries } from './overlap-drawer/pair-permissions';
import { emptyRoleNames } from './empty-roles';
import * as styles from './comparison-panel.css';

/** The 'Common Permissions' tab: every permission held by all selected roles, with descriptions and badges. */
export function CommonPermissionsPanel({
  result,
  permissions,
}: {
  result: AnalysisResult;
  permissions: ReadonlyMap<string, Permission>;
}) {
  const entries = useMemo(
    () =>
      toEntries(
        result.actions.filter((_, p) => result.isCommon[p] === 1),
        permissions,
      ),
    [result, permissions],
  );
  const n = result.roles.length;
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Permissions in all {n} roles</h2>
      <p className={styles.intro}>
        {entries.length} of {result.unionCount} permissions are held by every selected role ({viewLabel(result.view)}{' '}
        view).
      </p>
      {entries.length === 0 ? (
        <p className={styles.empty}>
          No permission is held by all {n} selected roles.
          {result.emptyRoles.length > 0
            ? ` ${emptyRoleNames(result)} ${result.emptyRoles.length === 1 ? 'lists' : 'list'} no permissions in this dataset, so no permission can be common to all.`
            : null}
        </p>
      ) : (
        // Focusable so keyboard users can scroll the list.
        <ul className={styles.permissionList} aria-label="Common permissions" tabIndex={0}>
          {entries.map((entry) => (
            <PermissionEntryItem key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
