import { REDUNDANCY_RULE } from '@engine/assignments/redundancy-rule';
import { REACH_SUMMARY_LABELS, SUMMARY_LABELS } from '@engine/assignments/review-export';
import { TakeoverRuleText } from '../../features/takeover/TakeoverRuleText';
import type { AssignmentSummary } from '@engine/assignments/review';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { DocSection } from '../../features/permissions/DocSection';
import { AssignmentExportSection } from './AssignmentExportSection';
import { CLI_USAGE, READ_PERMISSION } from './assignment-export-commands';
import { DocsArticle } from './DocsArticle';
import * as styles from './DocsGuide.css';
import { TermTable } from './TermTable';

/** What each summary figure counts (issue 32); keyed by the engine's summary, so a new figure cannot go undocumented. */
const SUMMARY_MEANING: Record<keyof AssignmentSummary, string> = {
  principals: 'The distinct users, groups and service principals that hold at least one assignment read.',
  assignments:
    'Every assignment read, active and eligible, those of unknown roles included; one read twice counts once.',
  redundantAssignments:
    'The assignments the rule finds redundant: another assignment of the same principal covers each.',
  globalAdministrators:
    'The distinct principals holding Global Administrator, active or eligible. Microsoft advises fewer than five.',
  privilegedPrincipals:
    'The principals holding, active or eligible, a role Microsoft flags as privileged in the dataset.',
  tier0Principals: 'The principals holding, active or eligible, a role whose tier in the dataset is 0 (EntraOps).',
  standingPrivilegedAssignments:
    'Active assignments of privileged roles that have no end date. roleAssignments carries no dates, so its assignments count as standing; a schedule instance’s endDateTime decides for the rest.',
  unknownRoles:
    'Assignments whose role is neither built-in nor an imported custom role: listed with the id given and never redundant, left out of the analysis.',
};

const JSON_SHAPE = `{ "view", "datasetDate",
  "summary": { "principals", "assignments", "redundantAssignments", "globalAdministrators",
               "privilegedPrincipals", "tier0Principals", "standingPrivilegedAssignments", "unknownRoles",
               "principalsReachingGlobalAdministrator", "principalsReachingGlobalAdministratorStanding" },
  "principals": [ { "id", "displayName", "type",
    "assignments": [ { "id", "roleTemplateId", "roleName", "scope", "state": "active" | "eligible",
                       "redundant": true | false, "coveredBy": [assignment id, …] } ],
    "reachesGlobalAdministrator": { "steps", "standingSteps": n | null,
      "chain": [ { "from", "kind": "reset" | "assign" | "app-credentials" | "join-group" | "holds",
                   "assignment", "to" } ] } | null } ] }`;

/** /docs/assignment-review: what the assignment review does, its rule, the exports it reads, the CLI and the limits. */
export function AssignmentReviewDocPage() {
  useDocumentMeta(
    'Assignment review guide',
    'Review who holds which Microsoft Entra roles from an exported file, in your browser: the redundancy rule, the Graph, az rest, Graph PowerShell and PIM commands that export assignments, the permission they need, and the command line.',
  );
  return (
    <DocsArticle
      title="Assignment review"
      breadcrumb
      breakLongWords
      lead={
        <>
          Who holds too much: give RolePrism your tenant’s role assignments as exported, and it shows, per principal,
          the assignments another of their assignments already covers, with proof from the permission sets.
        </>
      }
    >
      <DocSection id="what" heading="What it does">
        <p>
          <AppLink href="/assignments">Assignment review</AppLink> reads one or several exported files of role
          assignments, active and eligible, and applies the rule below to each principal’s assignments. It counts the
          principals, the Global Administrators, the privileged and Tier 0 principals and the standing privileged
          assignments, and lists every assignment with what covers it. Exports: CSV, XLSX, JSON, Markdown and Print /
          Save as PDF.
        </p>
        <p>
          <strong>Nothing leaves your browser.</strong> The files are read and analysed in the page’s own worker; no
          request carries them, nothing of them goes into the address, and they stay in memory unless you ask to keep
          them for the tab. No sign-in: you export the files yourself, with your own access.
        </p>
      </DocSection>

      <DocSection id="rule" heading="The redundancy rule">
        <p>The rule, word for word as the page and the command line state it:</p>
        <blockquote className={styles.quote} data-testid="redundancy-rule">
          {REDUNDANCY_RULE.split('\n').map((line) => (
            <p key={line}>{line}</p>
          ))}
        </blockquote>
        <p>
          The effective view is explained in <AppLink href="/docs/permission-views">Permission views</AppLink>. An
          assignment the rule calls redundant can be removed without the principal losing a permission at that scope:
          what covers it grants it all. Microsoft’s own PIM alert of that name means something else (a role not
          activated for a while).
        </p>
      </DocSection>

      <DocSection id="reach" heading="Who can reach Global Administrator">
        <p>
          Beside the redundancy rule the review follows takeovers: a principal that can reset another’s password, assign
          any role, add a credential to a service principal or join a role-assignable group can act as that principal.
          Per principal it gives the fewest such steps to a holder of Global Administrator, counting every assignment
          and only the active ones, and the shortest chain, naming each assignment. The role-level facts it starts from,
          with their sources, are on each role’s page and on <AppLink href="/attack-paths">Attack paths</AppLink>. The
          rule, word for word:
        </p>
        <div data-testid="takeover-rule">
          <TakeoverRuleText />
        </div>
        <p>The summary adds:</p>
        <ul>
          {REACH_SUMMARY_LABELS.map(([key, label]) => (
            <li key={key}>
              {label} <code>{key}</code>
            </li>
          ))}
        </ul>
      </DocSection>

      <AssignmentExportSection />

      <DocSection id="permission" heading="The permission it takes">
        <p>
          Reading the three collections needs one Microsoft Graph permission, <code>{READ_PERMISSION}</code>, the
          least-privileged one Microsoft documents for <code>roleAssignments</code> (delegated or application). For the
          two schedule-instance collections there are narrower ones, <code>RoleEligibilitySchedule.Read.Directory</code>{' '}
          and <code>RoleAssignmentSchedule.Read.Directory</code>; <code>{READ_PERMISSION}</code> covers all three.
        </p>
        <p>
          Signed in as yourself (delegated), you also need a directory role that may read them. Microsoft names{' '}
          <AppLink href="/roles/directory-readers">Directory Readers</AppLink>,{' '}
          <AppLink href="/roles/global-reader">Global Reader</AppLink> and Privileged Role Administrator for{' '}
          <code>roleAssignments</code>, and Global Reader, Security Reader, Security Operator, Security Administrator
          and Privileged Role Administrator for PIM’s schedule instances. Global Reader is the least-privileged role
          that reads all three: in this dataset it lists{' '}
          <code>microsoft.directory/roleAssignments/allProperties/read</code> and{' '}
          <code>microsoft.directory/privilegedIdentityManagement/allProperties/read</code>.
        </p>
      </DocSection>

      <DocSection id="summary" heading="What the summary counts">
        <TermTable
          caption="The summary’s figures, in the order the review shows them"
          headings={['Figure', 'What it counts']}
          rows={SUMMARY_LABELS.map(([key, label]) => ({
            key,
            term: (
              <>
                {label} <code>{key}</code>
              </>
            ),
            meaning: SUMMARY_MEANING[key],
          }))}
        />
      </DocSection>

      <DocSection id="cli" heading="The command line">
        <p>
          From the project’s source, the same engine reviews the same files in Node; nothing leaves the machine. Repeat{' '}
          <code>--assignments</code> for each file; <code>--roles-file</code> adds your custom roles (a Graph or
          PowerShell export of role definitions), so assignments of them are analysed instead of listed as unknown.
        </p>
        <pre className={styles.command}>{CLI_USAGE}</pre>
        <p>
          Without a format it prints a text report; <code>--csv</code> prints one row per assignment;{' '}
          <code>--json</code> prints one object, which scripts may depend on:
        </p>
        <pre className={styles.command}>{JSON_SHAPE}</pre>
        <p>
          <code>coveredBy</code> lists the ids of the assignments that cover this one under the rule; it is non-empty
          for every redundant assignment. A file that cannot be read (broken JSON is named with its line and column)
          stops the command with the file’s message and exit status 2, with nothing on standard output.
        </p>
      </DocSection>

      <DocSection id="limits" heading="Limits">
        <ul className={styles.list}>
          <li>
            <strong>A PIM CSV beside a Graph JSON of the same tenant.</strong> PIM’s CSV has no assignment ids. A row
            counts once with a Graph assignment of the same principal, role, scope and state when the Graph file names
            the principal as the CSV does: a user by sign-in name (exported with <code>$expand=principal</code>) or
            anyone by object id. PIM’s CSV names groups and service principals by display name, which two principals can
            share, and has no scope column: those rows, and rows of an assignment at an administrative unit, count
            twice. Where that matters, review one kind of export at a time.
          </li>
          <li>
            <strong>Role definitions, not what happens.</strong> The rule compares what roles grant, in the effective
            view; it knows nothing of sign-ins, of conditional access or of what a principal actually uses.
          </li>
          <li>
            <strong>Groups are principals.</strong> A group’s assignment is reviewed as the group’s; its members are not
            expanded, so a user covered through a group is not found redundant.
          </li>
          <li>
            <strong>Roles that list no permissions</strong> are never called redundant: they are flagged “no permissions
            listed, check by hand”.
          </li>
        </ul>
      </DocSection>

      <p className={styles.also}>
        <strong>Sources:</strong> the requests, cmdlets, permissions and roles above follow Microsoft’s documentation
        (CC BY 4.0, © Microsoft):{' '}
        <a href="https://learn.microsoft.com/graph/api/rbacapplication-list-roleassignments">List roleAssignments</a>,{' '}
        <a href="https://learn.microsoft.com/graph/api/rbacapplication-list-roleeligibilityscheduleinstances">
          List roleEligibilityScheduleInstances
        </a>
        ,{' '}
        <a href="https://learn.microsoft.com/graph/api/rbacapplication-list-roleassignmentscheduleinstances">
          List roleAssignmentScheduleInstances
        </a>
        ,{' '}
        <a href="https://learn.microsoft.com/powershell/module/microsoft.graph.identity.governance/get-mgrolemanagementdirectoryroleassignment">
          Get-MgRoleManagementDirectoryRoleAssignment
        </a>{' '}
        and{' '}
        <a href="https://learn.microsoft.com/powershell/module/microsoft.powershell.core/about/about_character_encoding?view=powershell-5.1">
          about_Character_Encoding
        </a>
        .
      </p>
    </DocsArticle>
  );
}
