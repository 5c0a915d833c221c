import { viewLabel, type PermissionView } from '@engine/catalog';
import type { CustomRole } from '../../../data/custom-roles';
import type { Role } from '../../../data/role-model';
import type { CustomRoleReport } from '@engine/custom-role-report';
import { KeyFacts } from '../../../components/key-facts/KeyFacts';
import { TemplateIdCopy } from '../../roles/TemplateIdCopy';
import * as styles from './Report.css';

interface CustomRoleFactsProps {
  role: Role;
  view: PermissionView;
  /** The engine's report; null while the worker works it out. */
  report: CustomRoleReport | null;
  datasetDate: string | null;
}

/** Key facts: permission count and privileged count in the view, template id, the name in the file, the dataset date. */
export function CustomRoleFacts({ role, view, report, datasetDate }: CustomRoleFactsProps) {
  const sourceName = (role as Partial<CustomRole>).sourceName;
  const busy = report === null;
  return (
    <KeyFacts>
      <dt>Type</dt>
      <dd>Custom role, imported into this page</dd>
      <dt>Permissions</dt>
      <dd aria-busy={busy}>
        {busy ? 'Counting…' : <strong>{report.keys.length}</strong>}
        <span className={styles.aside}> in the {viewLabel(view)} view</span>
      </dd>
      <dt>Privileged permissions</dt>
      <dd aria-busy={busy}>
        {busy ? 'Counting…' : <strong>{report.privilegedKeys.length}</strong>}
        <span className={styles.aside}> labelled privileged by Microsoft</span>
      </dd>
      <dt>Template ID</dt>
      <dd>
        <TemplateIdCopy templateId={role.templateId} />
      </dd>
      {sourceName && sourceName !== role.displayName ? (
        <>
          <dt>Name in the file</dt>
          <dd>{sourceName}</dd>
        </>
      ) : null}
      <dt>Compared with</dt>
      <dd>The built-in roles of the dataset of {datasetDate ?? 'unknown date'}</dd>
    </KeyFacts>
  );
}
