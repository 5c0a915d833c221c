import { useDocumentMeta } from '../../app/use-document-meta';
import { useLocationHash } from '../../features/custom-roles/report/use-location-hash';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { useRoleLookup, useRoles } from '../../state/roles';
import { page, visuallyHidden } from '../../styles/shared.css';
import { CustomRoleDetail } from './CustomRoleDetail';
import { CustomRoleGone } from './CustomRoleGone';

/** /custom-role#{id}: an imported custom role's local page; the id is read from the hash, never the path or query. */
export function CustomRolePage() {
  const id = useLocationHash();
  const roles = useRoles();
  const lookup = useRoleLookup();
  const matches = (r: { templateId: string; id: string }) => id !== '' && (r.templateId === id || r.id === id);
  const all = roles.state === 'hasData' ? roles.data : [];
  const role = all.find((r) => !r.builtIn && matches(r));
  const builtIn = role ? undefined : all.find((r) => r.builtIn && matches(r));

  const title =
    roles.state !== 'hasData' ? 'Custom role' : role ? `${role.displayName} (custom, local)` : 'Custom role not found';
  useDocumentMeta(title);

  let body;
  if (roles.state !== 'hasData' || (role && !lookup))
    body = (
      <>
        <h1 className={visuallyHidden}>Custom role</h1>
        <RolesLoadStatus
          status={roles.state === 'hasData' ? { state: 'loading' } : roles}
          loading="Loading role..."
          errorHeading="Error Loading Role"
        />
      </>
    );
  else if (!role || !lookup)
    body = <CustomRoleGone id={id} builtIn={builtIn && { name: builtIn.displayName, slug: builtIn.slug }} />;
  else body = <CustomRoleDetail role={role} lookup={lookup} />;
  return <div className={page}>{body}</div>;
}
