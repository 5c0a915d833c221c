import { DocSection } from '../../features/permissions/DocSection';
import {
  ASSIGNMENT_SOURCES,
  azRestCommand,
  CONNECT_COMMAND,
  graphExplorerRequest,
  powerShellCommand,
} from './assignment-export-commands';
import * as styles from './DocsGuide.css';
import { TermTable } from './TermTable';

/** The plain CSV's columns, as the reader recognises them, and what each holds. */
const PLAIN_CSV_COLUMNS: [column: string, meaning: string][] = [
  ['principalId', 'The principal’s object id (or any name unique to it). Required, unless principalName is given.'],
  ['principalName', 'Its display name, shown in the review.'],
  ['principalType', 'User, Group or ServicePrincipal.'],
  ['role', 'The role: its name or its template id. Required.'],
  ['scope', '/ for the whole tenant (the default), /administrativeUnits/{id}, or /{objectId}.'],
  ['state', 'active or eligible; without the column every row is active.'],
];

/** /docs/assignment-review's export section: every file the review reads and the one command that makes it. */
export function AssignmentExportSection() {
  return (
    <DocSection id="export" heading="Export your assignments">
      <p>
        The review reads what these commands write, as they write it. Each collection below is one file; export the ones
        you need and pick or drop them together: several files combine into one review. The same assignment (same id)
        read twice, for example the same file dropped twice, counts once.
      </p>
      <TermTable
        caption="The Microsoft Graph collections of role assignments"
        headings={['Collection', 'What it holds']}
        rows={ASSIGNMENT_SOURCES.map((source) => ({
          key: source.collection,
          term: <code>{source.collection}</code>,
          meaning: source.holds,
        }))}
      />
      <p>
        Whether a file holds active or eligible assignments is read from its <code>@odata.context</code>, or from the
        fields it has. Without <code>$expand=principal</code> the files still read, but each principal is named by its
        id only.
      </p>

      <h3 className={styles.subheading}>Graph Explorer</h3>
      <p>Sign in, run each request, and save the response (Response preview, then copy it into a .json file):</p>
      {ASSIGNMENT_SOURCES.map((source) => (
        <pre key={source.collection} className={styles.command}>
          {graphExplorerRequest(source)}
        </pre>
      ))}

      <h3 className={styles.subheading}>Azure CLI</h3>
      <p>
        After <code>az login</code>, <code>az rest</code> calls Graph with your sign-in:
      </p>
      {ASSIGNMENT_SOURCES.map((source) => (
        <pre key={source.collection} className={styles.command}>
          {azRestCommand(source)}
        </pre>
      ))}

      <h3 className={styles.subheading}>Microsoft Graph PowerShell</h3>
      <p>Sign in with the read permission only, then export each collection:</p>
      <pre className={styles.command}>{CONNECT_COMMAND}</pre>
      {ASSIGNMENT_SOURCES.map((source) => (
        <pre key={source.collection} className={styles.command}>
          {powerShellCommand(source)}
        </pre>
      ))}
      <p>
        The review reads PowerShell’s own shape: PascalCase keys, the principal’s name and type under{' '}
        <code>Principal.AdditionalProperties</code>, navigation properties that were not expanded as objects full of
        nulls, and a single result as an object rather than a list. Windows PowerShell 5.1’s <code>&gt;</code> writes
        UTF-16 with a byte-order mark; that file reads as it is, as does PowerShell 7’s UTF-8.
      </p>

      <h3 className={styles.subheading}>Paging</h3>
      <p>
        Graph returns a long collection in pages: each page but the last ends with an <code>@odata.nextLink</code>, the
        address of the next one. <code>-All</code> makes PowerShell follow them; Graph Explorer and <code>az rest</code>{' '}
        do not. Request each <code>@odata.nextLink</code> in turn and save the pages together as one JSON array (
        <code>[page1, page2, …]</code>), or as separate files dropped together. A file that still has an{' '}
        <code>@odata.nextLink</code> is read, and the review says that more pages remain. A bare array of assignments
        reads too.
      </p>

      <h3 className={styles.subheading}>PIM's CSV export</h3>
      <p>
        In the Microsoft Entra admin center: Privileged Identity Management, Microsoft Entra roles, Assignments, then
        Export. The file's headers (“Assignment State”, “User Group Name”, “Role Name”, “PrincipalName”, “Member Type”,
        “Assignment Start Time (UTC)”, “Assignment End Time (UTC)”) are recognised as they are.
      </p>

      <h3 className={styles.subheading}>A CSV of your own</h3>
      <p>
        Any CSV with these headers (in any order, any case) reads without help; for other headers, the page asks which
        column holds what.
      </p>
      <TermTable
        caption="The columns of a plain assignments CSV"
        headings={['Column', 'What it holds']}
        rows={PLAIN_CSV_COLUMNS.map(([column, meaning]) => ({ key: column, term: <code>{column}</code>, meaning }))}
      />
    </DocSection>
  );
}
