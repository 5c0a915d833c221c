import type { PageLoader } from '../../app/page-loader';
import { useDocumentMeta } from '../../app/use-document-meta';
import { DocsArticle } from './DocsArticle';
import { AppLink } from '../../components/app-link/AppLink';
import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { CoverageExamplesTable } from '../../features/permissions/CoverageExamplesTable';
import { GrammarExamples } from '../../features/permissions/GrammarExamples';
import { PermissionViewsTable } from '../../features/permissions/PermissionViewsTable';
import {
  PERMISSION_VIEWS_DOC_CALL,
  PrivilegeAndNotesSections,
} from '../../features/permissions/PrivilegeAndNotesSections';
import * as styles from './DocsGuide.css';
import { DocSection } from '../../features/permissions/DocSection';
import { engineQuestion } from '../../state/engine-answer';

const PERMISSIONS_REFERENCE =
  'https://learn.microsoft.com/en-us/entra/identity/role-based-access-control/permissions-reference';

/** The prerendered guide: the roles its privilege and notes sections name, so that it hydrates with no worker. */
export const loader: PageLoader = () => [engineQuestion(PERMISSION_VIEWS_DOC_CALL)];

/** /docs/permission-views: what "a role has a permission" means in each view, the grammar and coverage rules, conditions and risk labels. */
export function PermissionViewsDocPage() {
  useDocumentMeta(
    'Permission views',
    'How RolePrism reads Entra ID role permissions: listed, inherited and wildcard views, the action grammar, allTasks, conditions, and privileged labels beside EntraOps tiers.',
  );
  return (
    <DocsArticle
      title="Permission views"
      lead={
        <>
          By default RolePrism compares roles as plain sets of the action strings each role lists. Real Entra ID roles
          also inherit permissions and grant wildcards such as <code>allProperties/allTasks</code>. The permission view
          decides which of these count, on every page, in every CSV and in the command line; each result says which view
          produced it, and shared links carry it.
        </>
      }
    >
      <DocSection id="views" heading="The three views">
        <PermissionViewsTable />
        <p>
          With wildcards on, a grant counts for every action in the <em>action universe</em> that it covers: every
          distinct action string listed by some role of the loaded dataset (a conditioned grant counts as its own
          member). A wildcard never invents actions no role lists.
        </p>
      </DocSection>

      <DocSection id="grammar" heading="Reading an action string">
        <p>
          An action is <code>namespace/segments…</code>. The last segment is the verb. With three or more segments after
          the namespace, the one before the verb is the property set and the rest is the entity path; with two, there is
          no property set.
        </p>
        <GrammarExamples />
      </DocSection>

      <DocSection id="coverage" heading="When one grant covers another action">
        <p>A grant G covers an action A when all of these hold:</p>
        <ol className={styles.list}>
          <li>
            <strong>Same namespace.</strong> <code>microsoft.directory</code> never covers{' '}
            <code>microsoft.azure.serviceHealth</code>.
          </li>
          <li>
            <strong>Entity.</strong> G's entity is <code>allEntities</code>, or equals A's entity path, or A's last
            entity segment is G's plus a dotted subtype: <code>applications</code> covers{' '}
            <code>applications.myOrganization</code>, <code>groups</code> covers <code>groups.unified</code>. A grant on
            an entity does <strong>not</strong> cover deeper child entities: <code>accessReviews/…</code> does not cover{' '}
            <code>accessReviews/definitions/…</code>.
          </li>
          <li>
            <strong>Property set.</strong> <code>allProperties</code> covers any property set, and none; otherwise they
            must be equal (<code>standard</code> covers only <code>standard</code>; no property set covers only no
            property set).
          </li>
          <li>
            <strong>Verb.</strong> G's verb is <code>allTasks</code>, or equals A's, or G's is <code>create</code> and
            A's is <code>createAsOwner</code> (Microsoft: create takes precedence over createAsOwner).
          </li>
        </ol>
        <h3 className={styles.subheading}>Our reading of allTasks</h3>
        <p>
          RolePrism reads <code>allTasks</code> as covering <strong>any</strong> verb. Microsoft documents{' '}
          <code>allTasks</code> as create, read, update and delete, and lists some special verbs (for example{' '}
          <code>restore</code>, <code>enable</code> or <code>invalidateAllRefreshTokens</code>) separately. So the
          wildcard view can count a special verb that Microsoft would not include under <code>allTasks</code>. When that
          difference matters, check the Listed view, which never expands anything.
        </p>
        <CoverageExamplesTable />
      </DocSection>

      <DocSection id="conditions" heading="Conditions: Self and Owner">
        <p>
          A few built-in roles grant actions only under a condition: <code>$ResourceIsSelf</code>, shown as{' '}
          <ConditionBadge condition="$ResourceIsSelf" /> (only on the user's own object), and{' '}
          <code>$SubjectIsOwner</code>, shown as <ConditionBadge condition="$SubjectIsOwner" /> (only on objects the
          user owns). A conditioned grant is its own member of a permission set, separate from the same action without a
          condition. With wildcards on, the unconditioned action covers its conditioned form; never the other way round:
          a Self grant does not give the unconditioned action.
        </p>
      </DocSection>

      <PrivilegeAndNotesSections />

      <DocSection id="sources" heading="Sources and where to look next">
        <p>
          Microsoft's own description of every action is in the{' '}
          <a href={PERMISSIONS_REFERENCE}>Microsoft Entra built-in roles permissions reference</a>. Browse every action
          with the roles that grant it in <AppLink href="/permissions">Permissions</AppLink>, or find the
          least-privileged role for a set of permissions with the{' '}
          <AppLink href="/finder">least-privilege finder</AppLink>.
        </p>
      </DocSection>
    </DocsArticle>
  );
}
