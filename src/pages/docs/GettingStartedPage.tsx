import { BASE_PATH } from '../../app/base-path';
import { useDocumentMeta } from '../../app/use-document-meta';
import { DocsArticle } from './DocsArticle';
import { AppLink } from '../../components/app-link/AppLink';
import { DocSection } from '../../features/permissions/DocSection';
import { ToolLinks } from '../static/ToolLinks';
import { EXAMPLE_COMPARISON } from './guide-examples';
import * as styles from './DocsGuide.css';

const EXAMPLE_ACTION = 'microsoft.directory/users/password/update';

/** /docs/getting-started: what RolePrism is, and a walk through every tool, each with a link to it. */
export function GettingStartedPage() {
  useDocumentMeta(
    'Getting started guide',
    'Getting started with RolePrism: compare Microsoft Entra ID built-in roles in your browser, read the overlap matrix and minimal role set, browse the catalog, find roles by permission or task, and follow role changes.',
  );
  return (
    <DocsArticle
      title="Getting started"
      breadcrumb
      breakLongWords
      lead={
        <>
          RolePrism compares the built-in directory roles of Microsoft Entra ID: how much two or more roles overlap,
          what they share, what only one of them grants, and the smallest set of roles that keeps the same coverage.
          This guide walks through every page, in the order you are likely to need them.
        </>
      }
    >
      <DocSection id="what-it-is" heading="What RolePrism is, and what it is not">
        <ul className={styles.list}>
          <li>
            <strong>Microsoft's built-in roles, and yours when you bring them.</strong> It reads Microsoft's published
            definitions of the Entra ID built-in directory roles, from a public dataset shipped with the app. It knows
            your tenant's custom roles and who holds which role only when you import the exports you already have, and
            those stay in the page.
          </li>
          <li>
            <strong>No login.</strong> There are no accounts, and RolePrism never connects to your tenant.
          </li>
          <li>
            <strong>Analysis in your browser.</strong> Every comparison, subset and minimal set is computed on your
            device, in a Web Worker. Results and exports stay on the page: they are not uploaded, and nothing about you
            or your tenant is sent. The <AppLink href="/privacy">privacy page</AppLink> says what is kept (your
            selection, and the files you choose to keep, in this tab's session storage) and for how long.
          </li>
          <li>
            <strong>Not an assignment tool.</strong> It tells you what a role grants and, from your exports, who holds
            more than they need; it changes nothing in Entra ID.
          </li>
        </ul>
      </DocSection>

      <DocSection id="simulator" heading="1. Pick roles in the simulator">
        <ol className={styles.list}>
          <li>
            Open the <AppLink href="/simulator">simulator</AppLink>. The Available Roles panel lists every built-in
            role; type in the search box to filter by name, description or template id. <strong>Select all</strong>{' '}
            ticks every role the search shows.
          </li>
          <li>
            Tick two or more roles. The Selection Summary shows them as chips you can remove, and Quick Stats counts the{' '}
            <em>union</em> (every permission any selected role has) and the <em>common</em> permissions (those every
            selected role has) as you go.
          </li>
          <li>
            Press <strong>Compare Now</strong> (enabled from two roles). You can also start from a role page with{' '}
            <strong>Analyze in Simulator</strong>, or open a comparison link directly, such as{' '}
            <AppLink href={EXAMPLE_COMPARISON}>Helpdesk, Password and User Administrator</AppLink>.
          </li>
        </ol>
        <p>Your selection stays for as long as the tab is open, so you can go back and adjust it.</p>
        <p>
          <strong>Import custom roles</strong> reads your tenant's custom role definitions (a Graph or{' '}
          <code>az rest</code> roleDefinitions response, or Graph PowerShell's JSON) from a file or pasted text. They
          join the list in a “Custom (local)” group, each with a page of its own that finds the built-in roles closest
          to it. The file is read in this page and sent nowhere; the roles are gone when you close the tab.
        </p>
      </DocSection>

      <DocSection id="comparison" heading="2. Read the comparison">
        <p>
          The comparison page first says which permission view it used and the date of the dataset, then shows a chip
          per role with its permission count, and three summary cards: Total Permissions (the union), Common Permissions
          (held by every selected role) and Minimal Role Set (how many roles keep the whole union).
        </p>
        <h3 className={styles.subheading}>The overlap matrix and what the percentage means</h3>
        <p>
          Each cell compares one pair of roles: overlap = shared ÷ total unique × 100, rounded. That is the number of
          permissions both roles have, divided by the number of permissions either role has. 100% means the two roles
          grant exactly the same permissions; 50% means half of what the pair grants between them is shared. The
          percentage says nothing about which role is larger: open the cell to see. Colours mark 80–100% (high), 60–79%
          (substantial), 40–59% (moderate) and below 40% (low). A role that lists no permissions shows “no permissions”
          instead of a percentage.
        </p>
        <p>
          Select a cell (click, or Enter or Space) to open Overlap Details for that pair: the shared permissions, those
          only in the first role and those only in the second, with a button to copy them as text. Above 30 roles the
          matrix is drawn as a canvas, with keyboard access, tooltips and a table view of the pairs.
        </p>
        <h3 className={styles.subheading}>The tabs</h3>
        <ul className={styles.list}>
          <li>
            <strong>Summary</strong>: a table of the selected roles with their counts, privileged labels and tiers, and
            notes on power their action lists do not show.
          </li>
          <li>
            <strong>Common Permissions</strong>: the permissions every selected role has.
          </li>
          <li>
            <strong>All Permissions</strong>: the union, with the roles that hold each permission.
          </li>
          <li>
            <strong>Unique Permissions</strong>: the permissions only one of the selected roles has, by role.
          </li>
          <li>
            <strong>Redundancy Analysis</strong>: subset relationships and the recommended minimal set.
          </li>
        </ul>
        <p>The open tab is part of the address, so a copied address opens on the same tab.</p>
        <h3 className={styles.subheading}>Subsets and the minimal set</h3>
        <p>
          “X is completely contained in Y” means every permission of X is also in Y, and Y has more: assigning both adds
          nothing over Y alone. The recommended minimal set is the fewest of the selected roles whose permissions
          together still cover the whole union. Its badge says whether it is proven to be the fewest:{' '}
          <em>Proven minimal</em> when an exact search finished, otherwise a bounded search or the greedy estimate,
          marked “not proven minimal”. A role that lists no permissions is contained in every other role only trivially,
          and the page says so instead of reporting it as a finding.
        </p>
        <h3 className={styles.subheading}>Permission views</h3>
        <p>
          By default, RolePrism compares the actions each role <em>lists</em>. The Permission view switches add what a
          role inherits (+ Inherited; most roles inherit Directory Readers) and expand wildcard grants such as{' '}
          <code>allProperties/allTasks</code> (+ Wildcards). Every result, export and command-line answer names its
          view, and links carry it. The rules are in <AppLink href="/docs/permission-views">Permission views</AppLink>.
        </p>
      </DocSection>

      <DocSection id="catalog" heading="3. The catalog and the role pages">
        <p>
          The <AppLink href="/catalog">role catalog</AppLink> shows every built-in role as a card with its permission
          count; add roles to the simulator from there, or open a card's details. The{' '}
          <AppLink href="/roles">roles directory</AppLink> links to one page per role, for example{' '}
          <AppLink href="/roles/helpdesk-administrator">Helpdesk Administrator</AppLink>. A role page shows:
        </p>
        <ul className={styles.list}>
          <li>
            <strong>Privileged labels and tiers.</strong> “Privileged (Microsoft)” is Microsoft's own label, which
            Microsoft still marks as preview. The tier (Tier 0 control plane, Tier 1 management plane, Tier 2 user
            access) comes from the EntraOps classification, a separate, community source. The page says when the two
            disagree, and labels each permission the same way.
          </li>
          <li>
            <strong>Docs notices.</strong> Cards, simulator rows and comparison chips mark a role <em>Docs differ</em>{' '}
            when Microsoft's documentation lists permissions the role definition lacks (or the reverse), and{' '}
            <em>No permissions listed</em> when the definition lists none. The role page lists the differences, with the
            documentation's descriptions and a link to it.
          </li>
          <li>
            <strong>Permissions in the current view</strong>, each with how the role holds it: listed, inherited, or
            covered by a wildcard.
          </li>
          <li>
            <strong>History.</strong> When the role was first seen, renames, label changes and every permission gained
            or lost, by snapshot date since 2023-06-18, each date linking to what changed that week.
          </li>
          <li>
            <strong>Takeover.</strong> Whose passwords a holder can reset, whether the role can assign roles, add
            secrets to applications or join role-assignable groups, the attack paths it opens, and which roles can take
            over its holders. <AppLink href="/attack-paths">Attack paths</AppLink> lists every EntraOps attack path with
            the roles that grant it, and draws which roles reach Global Administrator.
          </li>
        </ul>
      </DocSection>

      <DocSection id="finder" heading="4. Find roles by permission or by task">
        <p>
          <AppLink href="/permissions">Permissions</AppLink> lists every action in the dataset; an action's page, such
          as <AppLink href={`/permissions/${EXAMPLE_ACTION}`}>{EXAMPLE_ACTION}</AppLink>, lists every role that grants
          it (listed, inherited or through a wildcard), least privileged first, and which roles gained or lost it.
        </p>
        <p>
          The <AppLink href="/finder">least-privilege finder</AppLink> has two tabs. <strong>By permission</strong>:
          name the actions you need (type, pick or paste them) and get the built-in roles that cover them with the least
          to spare, or the smallest combination when no single role does. Paste a custom role's definition (its JSON
          from Graph or PowerShell) to see which built-in roles would cover it. <strong>By task</strong>: search{' '}
          <AppLink href="/finder?tab=task">Microsoft's “Least privileged roles by task”</AppLink> (for example “reset
          password”) and see its roles with RolePrism's counts, labels and tiers beside them, and a note where the role
          data contradicts the table.
        </p>
      </DocSection>

      <DocSection id="changes" heading="5. Role changes and comparing as of a date">
        <p>
          <AppLink href="/changes">Role changes</AppLink> lists what Microsoft changed in the built-in roles, newest
          first: roles added, removed and renamed, permissions gained and lost, privileged labels. Filter it by role,
          permission text, kind of change or privileged changes only, or compare two dates for the net difference. The
          same changes are published as an{' '}
          <a href={`${BASE_PATH}/changes.xml`} type="application/atom+xml">
            Atom feed
          </a>{' '}
          (<code>changes.xml</code>) for a feed reader.
        </p>
        <p>
          Dates are snapshot dates: the week a change was first seen in the weekly export of the role definitions, not
          the day Microsoft made it.
        </p>
        <p>
          To compare roles as they were defined on a date, open “Compare as of an earlier date, or see what changed” on
          a comparison, or add <code>asOf</code> to its address, for example{' '}
          <AppLink href={`${EXAMPLE_COMPARISON}&asOf=2024-01-01`}>the same three roles as of 2024-01-01</AppLink>. The
          newest snapshot on or before that date is used; the page says which, and names any role that did not exist
          yet.
        </p>
      </DocSection>

      <DocSection id="assignments" heading="6. Review who holds which role">
        <p>
          The <AppLink href="/assignments">assignment review</AppLink> reads your tenant's role assignment exports
          (Microsoft Graph JSON, Graph PowerShell, PIM's CSV or a CSV with a role column; several files combine) and
          shows, per principal, the assignments another assignment of theirs already covers, who holds Global
          Administrator, privileged and Tier 0 roles, and who can reach Global Administrator without holding it, by
          which chain. Filter, search and sort the principals, open one for its details, and export the review as CSV,
          XLSX, JSON or Markdown, or print it. The files are read in this page's worker and never sent;{' '}
          <AppLink href="/docs/assignment-review">the assignment review guide</AppLink> gives the commands that export
          them and the rules it applies.
        </p>
      </DocSection>

      <DocSection id="share" heading="7. Share, export and automate">
        <ul className={styles.list}>
          <li>
            <strong>Share Analysis</strong> on a comparison copies (or shares) a link with the role ids, the permission
            view and, when set, the <code>asOf</code> date. Whoever opens it sees the same comparison, computed again in
            their own browser; without <code>asOf</code> it uses the newest dataset, so pin a date when the result must
            not change.
          </li>
          <li>
            <strong>Export CSV</strong> downloads the comparison as <code>role-comparison.csv</code>;{' '}
            <strong>More exports</strong> saves it as XLSX, JSON or Markdown, or prints it. What each holds and how to
            file it: <AppLink href="/docs/compliance-export">Compliance export</AppLink>.
          </li>
          <li>
            <strong>The command line.</strong> With the project's source, <code>npm run analyze</code> runs the same
            engine in Node: a text report, <code>--json</code> or <code>--csv</code>, <code>--need</code> for the
            least-privileged roles, <code>--asOf</code>, <code>--changes</code> and <code>--task</code>. There,{' '}
            <code>--roles-file FILE</code> also compares your tenant's custom roles with the built-ins, read from a
            Graph, <code>az rest</code> or PowerShell export on your own machine.
          </li>
        </ul>
        <pre className={styles.command}>
          npm run analyze -- helpdesk-administrator "Password Administrator" user-administrator
        </pre>
        <ul className={styles.list}>
          <li>
            <strong>The JSON API.</strong> Every role, every permission and the change log as static JSON files you can
            script against, readable from any site: <AppLink href="/docs/api">JSON API</AppLink>.
          </li>
        </ul>
      </DocSection>

      <DocSection id="data" heading="8. Know where the data comes from">
        <p>
          <AppLink href="/data">About the data</AppLink> lists every source with its date and licence, the counts, how
          old the dataset is, and where Microsoft Graph and Microsoft's documentation disagree. Every page's footer
          shows the dataset date. Descriptions of permissions come from Microsoft's documentation, used under CC BY 4.0.
        </p>
      </DocSection>

      <DocSection id="start" heading="Start now">
        <p>Browse the roles, or go straight to the simulator and pick two.</p>
        <ToolLinks />
      </DocSection>
    </DocsArticle>
  );
}
