import { CSV_COLUMNS, CSV_FILE_NAME, NO_PERMISSIONS_ACTION } from '@engine/csv';
import { useDocumentMeta } from '../../app/use-document-meta';
import { DocsArticle } from './DocsArticle';
import { AppLink } from '../../components/app-link/AppLink';
import { DocSection } from '../../features/permissions/DocSection';
import { DocTable } from '../../features/permissions/DocTable';
import { ToolLinks } from '../static/ToolLinks';
import { EXAMPLE_COMPARISON } from './guide-examples';
import * as styles from './DocsGuide.css';

type CsvColumn = (typeof CSV_COLUMNS)[number];

/** What each column of the CSV holds; keyed by the engine's column list, so a new column cannot go undocumented. */
const COLUMN_MEANING: Record<CsvColumn, string> = {
  Action: `The permission: its action string, followed by its condition in brackets when it has one (for example “[$ResourceIsSelf]”). Rows reading “${NO_PERMISSIONS_ACTION}” name a selected role that lists no permissions in the view.`,
  InRoles: 'The selected roles that hold the permission in the view, by display name, separated by “; ”.',
  IsCommon: '“Yes” when every selected role holds the permission, otherwise “No”.',
  UniqueTo: 'The one role that holds the permission when no other selected role does; empty otherwise.',
  View: 'The permission view the comparison used: Listed, Listed + Inherited, Listed + Wildcards or Effective (Listed + Inherited + Wildcards).',
  DatasetDate:
    'The date of the role definitions compared: the dataset date, or for a comparison as of a date, the snapshot used.',
};

const AS_OF_FILE_NAME = CSV_FILE_NAME.replace(/\.csv$/, '-as-of-2024-01-01.csv');

/** /docs/compliance-export: for auditors, what an export holds, how to reproduce it, what to file and the limits. */
export function ComplianceExportPage() {
  useDocumentMeta(
    'Compliance export guide',
    'For auditors: what each RolePrism export of an Entra ID role comparison holds (CSV, XLSX, JSON, Markdown, PDF), how to reproduce it, the evidence to file, its limits and an access-review checklist.',
  );
  return (
    <DocsArticle
      title="Compliance export"
      breadcrumb
      breakLongWords
      lead={
        <>
          For auditors and access reviewers: what a RolePrism export of a role comparison contains, how anyone can
          reproduce it, what to file with it, and what it cannot tell you. Every export is made in your browser; nothing
          is uploaded.
        </>
      }
    >
      <DocSection id="contents" heading="What an export contains">
        <p>
          On a comparison, <strong>Export CSV</strong> downloads <code>{CSV_FILE_NAME}</code> (for a comparison as of a
          date, <code>{AS_OF_FILE_NAME}</code>). It has one row per permission of the union of the selected roles, then
          one row for each selected role that lists no permissions, so the file names every role compared. The columns:
        </p>
        <DocTable caption={<>The columns of {CSV_FILE_NAME}, in file order.</>} columns={['Column', 'What it holds']}>
          {CSV_COLUMNS.map((column) => (
            <tr key={column}>
              <th scope="row">
                <code>{column}</code>
              </th>
              <td>{COLUMN_MEANING[column]}</td>
            </tr>
          ))}
        </DocTable>
        <p>
          The view and the dataset date ride on every row, so a single row taken out of the file still says what it was
          computed from. The file is UTF-8 with comma separators; a field with a comma, quote or line break is quoted.
        </p>
        <p>
          Every CSV the app saves (the comparison, a role's permissions, a permission's roles, the permissions index,
          the changes and the finder's answer) begins with a UTF-8 byte-order mark, so that Excel on Windows reads it as
          UTF-8 and an accented custom role name or a non-ASCII character in a description arrives intact. Tools that
          read UTF-8 skip the mark; Python's <code>csv</code> module wants <code>encoding='utf-8-sig'</code>. The
          command line below prints the same text without the mark, for scripts.
        </p>
        <h3 className={styles.subheading}>Formula neutralisation</h3>
        <p>
          A cell that begins with <code>=</code>, <code>+</code>, <code>-</code>, <code>@</code>, a tab or a line break
          is written with a leading apostrophe (<code>'</code>). A spreadsheet would otherwise run such text as a
          formula when the file is opened (CSV or formula injection). No role name or action of the current dataset
          begins that way; the rule is there so that an export stays safe to open whatever the data holds. When you
          compare a cell with its source, ignore that leading apostrophe.
        </p>
        <p>
          The file does not record when it was generated: note the date you exported it, or keep the download's own file
          date.
        </p>
        <h3 className={styles.subheading}>XLSX, JSON, Markdown and PDF</h3>
        <p>
          <strong>More exports</strong> saves the same analysis in three more files, named as the CSV is (
          <code>role-comparison.xlsx</code>, <code>.json</code>, <code>.md</code>). Unlike the CSV, each says when it
          was made, and which custom roles it includes.
        </p>
        <ul className={styles.list}>
          <li>
            <strong>XLSX</strong>: one sheet per tab (Summary, Matrix, Common, All, Unique, Redundancy), each opening
            with the same statement: the selection, the view, the dataset date (or the snapshot), when it was made and
            the custom roles. Its cells are text, neutralised as the CSV's are.
          </li>
          <li>
            <strong>JSON</strong>: the command line's <code>--json</code> object (below), with <code>customRoles</code>{' '}
            (true when imported custom roles are compared), <code>generatedAt</code> and, for a comparison as of a date,{' '}
            <code>asOf</code>.
          </li>
          <li>
            <strong>Markdown</strong>, for a ticket or a wiki page: the statement, the summary figures, the matrix, the
            subsets, the minimal set and each tab's permission lists. Role names and actions are escaped, so none can
            change the layout.
          </li>
          <li>
            <strong>Print / Save as PDF</strong>: the comparison laid out for A4 landscape, the statement on its first
            page and in the top margin of every page, with page numbers.
          </li>
        </ul>
      </DocSection>

      <DocSection id="reproduce" heading="How to reproduce a result">
        <p>
          A comparison is fully described by three things: the roles' template ids, the permission view and the date of
          the role definitions. Any of the following gives the same answer again.
        </p>
        <h3 className={styles.subheading}>A share link</h3>
        <p>
          <strong>Share Analysis</strong> copies a link such as{' '}
          <AppLink href={`${EXAMPLE_COMPARISON}&inherit=1&asOf=2026-05-04`}>
            <code>/compare?ids=…&amp;inherit=1&amp;asOf=2026-05-04</code>
          </AppLink>
          : <code>ids</code> are the template ids, <code>inherit=1</code> and <code>wildcards=1</code> the view (both
          absent for Listed), and <code>asOf</code> the snapshot, when you compared as of a date. A link without{' '}
          <code>asOf</code> always shows the newest dataset, which changes when the data is refreshed. To pin a result
          for the record, compare as of the dataset date (“Compare as of an earlier date”, or add <code>asOf=</code>{' '}
          with the date shown in the page footer) before you share and export.
        </p>
        <h3 className={styles.subheading}>The command line</h3>
        <p>
          From the project's source, <code>npm run analyze</code> runs the same engine in Node. Roles are named by
          template id, slug or display name; <code>--inherit</code> and <code>--wildcards</code> set the view.
        </p>
        <pre className={styles.command}>
          npm run analyze -- --csv --asOf 2026-05-04 helpdesk-administrator user-administrator &gt; review.csv
        </pre>
        <pre className={styles.command}>
          npm run analyze -- --json --asOf 2026-05-04 helpdesk-administrator user-administrator
        </pre>
        <p>
          <code>--csv</code> prints the same columns as the app's export; <code>--json</code> prints one object with the
          view, the dataset date, the roles, the union and intersection, every pair's overlap, the subsets, the minimal
          set (and whether it is proven) and the roles that list no permissions. An unknown role or a date before the
          first snapshot exits with status 2 and prints nothing on standard output, so a script cannot file an empty
          result by mistake.
        </p>
      </DocSection>

      <DocSection id="evidence" heading="Evidence to file">
        <ul className={styles.list}>
          <li>The export (CSV or the command line's JSON) and the share link that produced it.</li>
          <li>
            The dataset date (every page's footer, “Data as of …”) and, for a comparison as of a date, the snapshot
            named on the page and in the <code>DatasetDate</code> column.
          </li>
          <li>
            The sources and their licences, from <AppLink href="/data">About the data</AppLink>: the role definitions,
            with each role's privileged flag, come from Microsoft Graph exports (beta until May 2026, v1.0 since);
            permission descriptions and the privileged labels of permissions from the Microsoft Entra documentation (CC
            BY 4.0, © Microsoft); tiers from the EntraOps classification (MIT).
          </li>
          <li>
            What a snapshot date means: the week a change was first seen in the weekly export of the role definitions,
            not the day Microsoft made it. The change happened after the previous snapshot and by this one. The dates
            are listed on <AppLink href="/changes">Role changes</AppLink>.
          </li>
          <li>
            For one role: its page exports the permissions it shows as CSV, each with how the role holds it (listed,
            inherited, or covered by a wildcard), its labels, the view and the dataset date.
          </li>
          <li>
            For one permission (“who can reset passwords?”): its page exports the roles that grant it as CSV, the action
            without a condition and then each conditioned form, each role with how it holds the permission (listed,
            inherited, or covered by a wildcard), its size in the view, its labels, the view and the dataset date.
          </li>
          <li>
            For a least-privilege decision: the <AppLink href="/finder">finder</AppLink> exports its answer as CSV (
            <code>least-privilege-listed.csv</code>): the needed permissions, any strings not in the dataset, then the
            roles it names in its ranked order, each with how many needed permissions it covers, how many it grants
            beyond the need, Microsoft's privileged flag and the EntraOps tier. Keep the finder's share link with it: it
            reopens the same need in the same view.
          </li>
          <li>
            For a review period: <AppLink href="/changes">Role changes</AppLink> exports its timeline (filtered by role,
            permission, kind of change or privileged roles) or the difference between two dates as CSV, one row per
            change, each with its snapshot and the one before it; <code>npm run analyze -- --changes --csv</code> writes
            the two-date file from the command line.
          </li>
        </ul>
      </DocSection>

      <DocSection id="limits" heading="Limits to state in a finding">
        <ul className={styles.list}>
          <li>
            <strong>What roles grant, not who holds them.</strong> A comparison's export says what roles grant, not who
            holds them in your tenant, at which scope, or for how long. For that, the{' '}
            <AppLink href="/assignments">assignment review</AppLink> reads your tenant's own assignment exports in the
            browser (<AppLink href="/docs/assignment-review">how it works</AppLink>).
          </li>
          <li>
            <strong>Custom roles are yours, not Microsoft's.</strong> Custom roles you import in the simulator (or add
            with <code>--roles-file</code> on the command line) are compared beside the built-in ones, as your file
            defines them. The XLSX, Markdown and printed exports name them on their “Custom roles” line, and the JSON
            marks them (<code>roles[].custom</code>, <code>customRoles</code>); the CSV does not, so say so when you
            file one.
          </li>
          <li>
            <strong>Microsoft's privileged labels are preview.</strong> Microsoft marks the privileged flag as preview;
            the EntraOps tiers are a community classification. Where they disagree, the role page says so.
          </li>
          <li>
            <strong>Empty roles.</strong> Some roles list no permissions in the role definitions (their rows read “
            {NO_PERMISSIONS_ACTION}”). Being “contained” in another role is then trivially true and proves nothing; the
            app and the command line say so.
          </li>
          <li>
            <strong>Where Microsoft's sources disagree.</strong> Roles marked <em>Docs differ</em> list permissions that
            Microsoft's documentation does not (or the reverse). The export follows the role definitions; check the role
            page and <AppLink href="/data">About the data</AppLink> before relying on those roles.
          </li>
          <li>
            <strong>The view matters.</strong> Listed compares the actions as written. The wildcard view reads{' '}
            <code>allTasks</code> as any verb, which can count a special verb Microsoft would not; see{' '}
            <AppLink href="/docs/permission-views">Permission views</AppLink>.
          </li>
        </ul>
      </DocSection>

      <DocSection id="checklist" heading="Checklist for an access review">
        <ol className={styles.list}>
          <li>
            Open the <AppLink href="/simulator">simulator</AppLink>, select the roles under review and press Compare
            Now.
          </li>
          <li>Choose the permission view your policy needs and note it.</li>
          <li>Pin the data: compare as of the dataset date shown in the footer.</li>
          <li>
            Read Redundancy Analysis: a role completely contained in another is a candidate for removal; the minimal set
            shows which roles keep the same coverage (check that it says “Proven minimal”).
          </li>
          <li>
            Check each role's page for the privileged label, the tier, <em>Docs differ</em> and recent history, and its
            Takeover section: the attack paths the role opens and who can take over its holders.
          </li>
          <li>Export the CSV, copy the share link, and file both with the dataset date and the date you exported.</li>
          <li>
            For who holds the roles: load the tenant's assignment exports in the{' '}
            <AppLink href="/assignments">assignment review</AppLink>, note the redundant assignments and every principal
            that can reach Global Administrator without holding it, and file its export beside the comparison's.
          </li>
        </ol>
        <ToolLinks />
      </DocSection>
    </DocsArticle>
  );
}
