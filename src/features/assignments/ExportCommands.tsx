import { AppLink } from '../../components/app-link/AppLink';
import * as styles from './Review.css';

const GRAPH = 'https://graph.microsoft.com/v1.0/roleManagement/directory';

/** The empty state: what files the review reads and the one-line commands that write them. */
export function ExportCommands() {
  return (
    <section aria-labelledby="assignment-export-commands" className={styles.section}>
      <h2 id="assignment-export-commands">Export your tenant&apos;s role assignments</h2>
      <p>
        Each command needs the Microsoft Graph permission <code>RoleManagement.Read.Directory</code> (the least
        privileged one that reads role assignments). Save the output as a file and choose it above; several files
        (active and eligible) combine into one review.
      </p>
      <dl className={styles.commands}>
        <dt>Graph Explorer (standing assignments; then the eligible and the active schedule instances)</dt>
        <dd>
          <code>GET {GRAPH}/roleAssignments?$expand=principal</code>
          <br />
          <code>GET {GRAPH}/roleEligibilityScheduleInstances?$expand=principal</code>
          <br />
          <code>GET {GRAPH}/roleAssignmentScheduleInstances?$expand=principal</code>
        </dd>
        <dt>Azure CLI</dt>
        <dd>
          <code>
            az rest --method get --url &apos;{GRAPH}/roleAssignments?$expand=principal&apos; &gt; assignments.json
          </code>
        </dd>
        <dt>Graph PowerShell</dt>
        <dd>
          <code>
            Get-MgRoleManagementDirectoryRoleAssignment -All -ExpandProperty Principal | ConvertTo-Json -Depth 5 &gt;
            assignments.json
          </code>
          <br />
          <code>
            Get-MgRoleManagementDirectoryRoleEligibilityScheduleInstance -All -ExpandProperty Principal | ConvertTo-Json
            -Depth 5 &gt; eligible.json
          </code>
        </dd>
        <dt>CSV</dt>
        <dd>
          PIM&apos;s export (Microsoft Entra admin center, Roles and administrators, a role, Assignments, Export), or
          any CSV with the columns <code>principalId</code>, <code>principalName</code>, <code>principalType</code>,{' '}
          <code>role</code> (a name or a template id), <code>scope</code> and <code>state</code>; other headers can be
          mapped after choosing the file.
        </dd>
      </dl>
      <p>
        Paged answers saved as an array of pages, bare arrays, files without <code>$expand=principal</code> (principals
        are then named by id) and Windows PowerShell 5.1&apos;s UTF-16 files are read too. More, with what each file
        holds: <AppLink href="/docs/assignment-review">Assignment review guide</AppLink>.
      </p>
    </section>
  );
}
