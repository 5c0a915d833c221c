import { useParams } from 'wouter';
import { LISTED_VIEW } from '@engine/catalog';
import type { PageLoader } from '../../app/page-loader';
import type { RolePageModel } from '../../../workers/role-page';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { RoleDetail } from '../../features/roles/RoleDetail';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { rolePermissionsCall } from '../../features/roles/use-explained-role';
import { similarRolesCall } from '../../features/roles/use-similar-roles';
import { engineQuestion, useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { roleTakeoverCall } from '../../features/takeover/RoleTakeoverSection';
import { button, page, visuallyHidden } from '../../styles/shared.css';
import * as styles from './RolesPages.css';

/** Spec section 9: the meta description is the first 160 characters of the role description. */
const META_DESCRIPTION_LENGTH = 160;

/** The page's view-model: the role without its permissions, and the roles it names. */
const rolePageCall = (slug: string): EngineCall<'rolePage'> => ['rolePage', [slug]];

function slugFromPath(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '').toLowerCase();
  } catch {
    // A malformed %-sequence names no role: the not-found text follows.
    return (raw ?? '').toLowerCase();
  }
}

function RoleNotFound() {
  return (
    <section className={styles.notFound}>
      <h1 className={styles.title}>Role Not Found</h1>
      <p>The role you're looking for doesn't exist.</p>
      <p>
        <AppLink href="/roles" className={button({ tone: 'primary' })}>
          Browse all roles
        </AppLink>
      </p>
    </section>
  );
}

/**
 * What the prerendered page (the Listed view) renders with: its view-model, the permissions, the similar roles and the
 * takeover facts. Embedded in the HTML, they let the page hydrate without the worker.
 */
export const loader: PageLoader = ({ path, roles }) => {
  const role = roles.find((r) => r.builtIn && `/roles/${r.slug}` === path);
  return role
    ? [
        engineQuestion(rolePageCall(role.slug)),
        engineQuestion(rolePermissionsCall(role.templateId, LISTED_VIEW)),
        engineQuestion(similarRolesCall(role.templateId, LISTED_VIEW)),
        engineQuestion(roleTakeoverCall(role.templateId)),
      ]
    : [];
};

/** /roles/{slug}: the role with that slug, or 'Role Not Found'. */
export function RoleDetailPage() {
  const params = useParams<{ slug: string }>();
  const slug = slugFromPath(params.slug);
  const answer = useEngineAnswer(rolePageCall(slug));
  const model: RolePageModel | null = answer.state === 'hasData' ? answer.data : null;
  const role = model?.role;

  const title = answer.state === 'hasData' ? (role ? role.displayName : 'Role Not Found') : 'Role';
  useDocumentMeta(title, role?.description ? role.description.slice(0, META_DESCRIPTION_LENGTH) : undefined);

  let body;
  if (answer.state !== 'hasData') {
    body = (
      <>
        {/* Until a role is known the page still has its one top-level heading. */}
        <h1 className={visuallyHidden}>Role details</h1>
        <RolesLoadStatus
          status={answer.state === 'hasError' ? answer : { state: 'loading' }}
          loading="Loading role..."
          errorHeading="Error Loading Role"
        />
      </>
    );
  } else if (!model) body = <RoleNotFound />;
  else body = <RoleDetail model={model} />;

  return <div className={page}>{body}</div>;
}
