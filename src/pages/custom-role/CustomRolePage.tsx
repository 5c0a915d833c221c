import { useAtomValue } from 'jotai';
import { useDocumentMeta } from '../../app/use-document-meta';
import { useLocationHash } from '../../features/custom-roles/report/use-location-hash';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { customRolesAtom } from '../../state/custom-roles';
import { useEngineAnswer } from '../../state/engine-answer';
import { ROLE_INDEX_CALL, useDatasetFactsState } from '../../state/role-index';
import { page, visuallyHidden } from '../../styles/shared.css';
import { CustomRoleDetail } from './CustomRoleDetail';
import { CustomRoleGone } from './CustomRoleGone';

/** /custom-role#{id}: an imported custom role's local page; the id is read from the hash, never the path or query. */
export function CustomRolePage() {
  const id = useLocationHash();
  const matches = (r: { templateId: string; id: string }) => id !== '' && (r.templateId === id || r.id === id);
  const role = useAtomValue(customRolesAtom).find(matches);
  // The imported role is the page's own; the worker gives the date it is compared on, and tells whether an id no
  // imported role has is a built-in role's (an empty hash, the prerendered shell's, names no role: nothing to tell).
  const facts = useDatasetFactsState();
  const index = useEngineAnswer(role || id === '' ? null : ROLE_INDEX_CALL);
  const pending = role ? facts : index;
  const builtIn = index.state === 'hasData' ? index.data.find((r) => r.builtIn && matches(r)) : undefined;

  const waiting = pending.state === 'loading' || pending.state === 'hasError';
  const title = waiting ? 'Custom role' : role ? `${role.displayName} (custom, local)` : 'Custom role not found';
  useDocumentMeta(title);

  let body;
  if (waiting)
    body = (
      <>
        <h1 className={visuallyHidden}>Custom role</h1>
        <RolesLoadStatus status={pending} loading="Loading role..." errorHeading="Error Loading Role" />
      </>
    );
  else if (role && facts.state === 'hasData')
    body = <CustomRoleDetail role={role} datasetDate={facts.data.datasetDate} />;
  else body = <CustomRoleGone id={id} builtIn={builtIn && { name: builtIn.displayName, slug: builtIn.slug }} />;
  return <div className={page}>{body}</div>;
}
