import { viewLabel, type PermissionView } from '@engine/catalog';
import type { RolePageRole, RoleRefSummary } from '../../../workers/role-page';
import { AppLink } from '../../components/app-link/AppLink';
import { KeyFacts } from '../../components/key-facts/KeyFacts';
import { viewQuery } from '../../state/view';
import { PrivilegeDisagreementNote } from './PrivilegeDisagreementNote';
import { TemplateIdCopy } from './TemplateIdCopy';
import { tierLabel } from './tier-label';
import * as styles from './RoleKeyFacts.css';

interface RoleKeyFactsProps {
  role: RolePageRole;
  /** The roles it inherits from that the dataset has (the others are shown by id). */
  inherited: readonly RoleRefSummary[];
  view: PermissionView;
  /** The role's permission count in `view`; null while the worker counts. */
  permissionCount: number | null;
}

/** Key facts: built-in or custom, permission count in the view, template id, privilege signals, inheritance, dataset date. */
export function RoleKeyFacts({ role, inherited, view, permissionCount }: RoleKeyFactsProps) {
  // The roles this one inherits from, named and linked when the dataset has them.
  const parents = role.inheritsFrom.map((id) => ({ id, role: inherited.find((r) => r.templateId === id) }));
  return (
    <KeyFacts
      after={
        <>
          <PrivilegeDisagreementNote privileged={role.privileged} tier={role.tier} />
          <p className={styles.credit}>
            Privileged flag: Microsoft&apos;s label, from Graph beta <code>isPrivileged</code> or, for a role newer than
            the last beta export, Microsoft&apos;s docs (still marked preview by Microsoft). Tiers: the EntraOps
            classification by Thomas Naunheim (Enterprise Access Model).
          </p>
        </>
      }
    >
      <dt>Type</dt>
      <dd>{role.builtIn ? 'Built-in role' : 'Custom role'}</dd>
      <dt>Permissions</dt>
      {role.permissionsUnreadable ? (
        <dd>Could not be read from the dataset</dd>
      ) : (
        <dd aria-busy={permissionCount === null}>
          {permissionCount === null ? 'Counting…' : <strong className={styles.count}>{permissionCount}</strong>}
          <span className={styles.aside}> in the {viewLabel(view)} view</span>
        </dd>
      )}
      <dt>Template ID</dt>
      <dd>
        <TemplateIdCopy templateId={role.templateId} />
      </dd>
      <dt>Privileged (Microsoft, preview)</dt>
      <dd>{role.privileged ? 'Yes — Microsoft flags this role as privileged' : 'No — not flagged by Microsoft'}</dd>
      <dt>Attack-path tier</dt>
      <dd>{tierLabel(role.tier)}</dd>
      <dt>Inherits from</dt>
      <dd>
        {parents.length === 0 ? (
          'No other role'
        ) : (
          <ul className={styles.inline}>
            {parents.map(({ id, role: parent }) => (
              <li key={id}>
                {parent ? (
                  <AppLink href={`/roles/${parent.slug}${viewQuery(view, '?')}`}>{parent.displayName}</AppLink>
                ) : (
                  <code>{id}</code>
                )}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Dataset date</dt>
      <dd>{role.datasetDate ?? 'Unknown'}</dd>
    </KeyFacts>
  );
}
