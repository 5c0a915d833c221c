import type { RolePageRole } from '../../../workers/role-page';
import { AppLink } from '../../components/app-link/AppLink';
import { useDocsNotes } from '../../state/docs-notes';
import * as styles from './RoleDocsNotice.css';

/**
 * Where the role's privileged label came from when the newest export (Graph v1.0) carries none: the newest Graph beta
 * export, or for a role added after it Microsoft's docs label. Nothing when the export carries the flag itself.
 */
export function PrivilegedFlagSource({ role }: { role: RolePageRole }) {
  const flags = useDocsNotes()?.file.privilegedFlags;
  if (!flags || !role.builtIn) return null;
  const fromDocs = flags.fromDocs.find((f) => f.templateId === role.templateId);
  const label = role.privileged ? 'privileged' : 'not privileged';
  return (
    <p className={styles.aka} data-privileged-source={fromDocs ? 'docs' : 'beta'}>
      Microsoft&apos;s privileged label ({label}):{' '}
      {fromDocs
        ? fromDocs.where === 'no docs label'
          ? 'no source labels this role; Graph v1.0 has no privileged flag.'
          : `from Microsoft's docs (${fromDocs.where}${fromDocs.docsDate ? `, ${fromDocs.docsDate}` : ''}), as the role is newer than the last Graph beta export and Graph v1.0 has no privileged flag.`
        : `from the Graph beta export of ${flags.betaDate ?? 'an earlier date'}; Graph v1.0 has no privileged flag.`}{' '}
      <AppLink href="/data#data-privileged-flags">About the data</AppLink>
    </p>
  );
}
