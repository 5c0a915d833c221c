import { useMemo } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import type { Permission } from '../../data/role-model';
import { PermissionEntryItem } from './overlap-drawer/PermissionEntryItem';
import { toEntries } from './overlap-drawer/pair-permissions';
import { emptyRoleNames } from './empty-roles';
import * as styles from './comparison-panel.css';

/** The 'Unique Permissions' tab: per role, the permissions no other selected role has. */
export function UniquePermissionsPanel({
  result,
  permissions,
}: {
  result: AnalysisResult;
  permissions: ReadonlyMap<string, Permission>;
}) {
  const byRole = useMemo(() => {
    const keys: string[][] = result.roles.map(() => []);
    result.actions.forEach((key, p) => {
      const owner = result.uniqueTo[p];
      if (owner >= 0) keys[owner].push(key);
    });
    return keys.map((list, index) => ({
      name: result.roles[index].name,
      templateId: result.roles[index].templateId,
      entries: toEntries(list, permissions),
    }));
  }, [result, permissions]);
  const withUnique = byRole.filter((role) => role.entries.length > 0);
  // A role that lists no permissions has none to be unique: it is named apart, not listed as "no unique permissions".
  const empty = new Set(result.emptyRoles);
  const without = byRole.filter((role, i) => role.entries.length === 0 && !empty.has(i));

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Permissions only one role has</h2>
      <p className={styles.intro}>
        {withUnique.length} of {byRole.length} roles have permissions no other selected role has (
        {viewLabel(result.view)} view).
      </p>
      {withUnique.map((role) => (
        <section key={role.templateId} className={styles.section} aria-label={`Only in ${role.name}`}>
          <h3 className={styles.subheading}>
            {role.name} ({role.entries.length})
          </h3>
          <ul className={styles.permissionList} aria-label={`Permissions only in ${role.name}`} tabIndex={0}>
            {role.entries.map((entry) => (
              <PermissionEntryItem key={entry.key} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
      {without.length > 0 ? (
        <section className={styles.section} aria-label="Roles without unique permissions">
          <h3 className={styles.subheading}>No unique permissions ({without.length})</h3>
          <p className={styles.intro}>{without.map((role) => role.name).join(', ')}</p>
        </section>
      ) : null}
      {empty.size > 0 ? (
        <section className={styles.section} aria-label="Roles that list no permissions">
          <h3 className={styles.subheading}>Lists no permissions ({empty.size})</h3>
          <p className={styles.intro}>
            {emptyRoleNames(result)} {empty.size === 1 ? 'lists' : 'list'} no permissions in this dataset.
          </p>
        </section>
      ) : null}
    </div>
  );
}
