import { AppLink } from '../../components/app-link/AppLink';
import { roleSlug } from '../../data/slug';
import { permissionPath } from '../permissions/permission-index';
import type { ChangeRoles } from './change-roles';
import * as styles from './Changes.css';

/** A link to the role's page, under its name today when the dataset still has it (its slug follows renames). */
export function RoleLink({
  templateId,
  name,
  lookup,
}: {
  templateId: string;
  name: string;
  lookup: Pick<ChangeRoles, 'byTemplateId'> | null;
}) {
  const today = lookup?.byTemplateId.get(templateId)?.displayName;
  return <AppLink href={`/roles/${roleSlug(today ?? name)}`}>{name}</AppLink>;
}

/** A link to the permission's page, with its condition after it when it has one. */
export function PermissionLink({ action, condition }: { action: string; condition: string | null }) {
  return (
    <>
      <AppLink href={permissionPath(action)} className={styles.code}>
        {action}
      </AppLink>
      {condition ? <span className={styles.code}> [{condition}]</span> : null}
    </>
  );
}
