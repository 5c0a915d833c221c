import { useDocumentMeta } from '../../app/use-document-meta';
import { DirectorySkeleton } from '../../features/roles/DirectorySkeleton';
import { RoleDataProblemsNotice } from '../../features/roles/RoleDataProblemsNotice';
import { RoleDirectory } from '../../features/roles/RoleDirectory';
import { RolesLoadError } from '../../features/roles/RolesLoadError';
import { roleIndexQuestion, useRoleIndex } from '../../state/role-index';
import type { PageLoader } from '../../app/page-loader';
import { page } from '../../styles/shared.css';
import * as styles from './RolesPages.css';

/** The prerendered directory lists every role from the worker's index (the Listed view's counts are in it). */
export const loader: PageLoader = () => [roleIndexQuestion()];

/** /roles: every role as a card with a search, the built-in count, and a link to each role page. */
export function RolesDirectoryPage() {
  useDocumentMeta(
    'Roles Directory',
    'Every Microsoft Entra ID built-in directory role with its description, permission count, Microsoft privileged flag and EntraOps tier.',
  );
  const roles = useRoleIndex();

  let body;
  if (roles.state === 'loading') body = <DirectorySkeleton />;
  else if (roles.state === 'hasError') body = <RolesLoadError heading="Error Loading Roles" error={roles.error} />;
  else {
    body = (
      <>
        <RoleDataProblemsNotice />
        <RoleDirectory roles={roles.data} />
      </>
    );
  }

  return (
    <div className={page}>
      <h1 className={styles.title}>Roles Directory</h1>
      <p className={styles.intro}>
        Microsoft Entra ID directory roles with what each one is for and how many permissions it holds. Open a role for
        its full permission list, how each permission is held, and the privilege signals from Microsoft and the EntraOps
        tier model.
      </p>
      {body}
    </div>
  );
}
