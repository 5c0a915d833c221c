import { useParams } from 'wouter';
import { LISTED_VIEW } from '@engine/catalog';
import type { PageLoader } from '../../app/page-loader';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import type { Role } from '../../data/role-model';
import { RoleDetail } from '../../features/roles/RoleDetail';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { othersOf, similarRolesCall } from '../../features/roles/use-similar-roles';
import { engineQuestion } from '../../state/engine-answer';
import { roleTakeoverCall } from '../../features/takeover/RoleTakeoverSection';
import { useRoles } from '../../state/roles';
import { button, page, visuallyHidden } from '../../styles/shared.css';
import * as styles from './RolesPages.css';

/** Spec section 9: the meta description is the first 160 characters of the role description. */
const META_DESCRIPTION_LENGTH = 160;

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

/** The prerendered page (the Listed view) asks for the similar roles and its takeover facts as it renders (RoleDetail). */
export const loader: PageLoader = ({ path, roles }) => {
  const role = roles.find((r) => r.builtIn && `/roles/${r.slug}` === path);
  const builtIn = roles.filter((r) => r.builtIn);
  return role
    ? [
        engineQuestion(similarRolesCall(role, othersOf(role, builtIn), LISTED_VIEW)),
        engineQuestion(roleTakeoverCall(role.templateId)),
      ]
    : [];
};

/** /roles/{slug}: the role with that slug, or 'Role Not Found'. */
export function RoleDetailPage() {
  const params = useParams<{ slug: string }>();
  const slug = slugFromPath(params.slug);
  const roles = useRoles();
  const role: Role | undefined = roles.state === 'hasData' ? roles.data.find((r) => r.slug === slug) : undefined;

  const title = roles.state === 'hasData' ? (role ? role.displayName : 'Role Not Found') : 'Role';
  useDocumentMeta(title, role?.description ? role.description.slice(0, META_DESCRIPTION_LENGTH) : undefined);

  let body;
  if (roles.state !== 'hasData') {
    body = (
      <>
        {/* Until a role is known the page still has its one top-level heading. */}
        <h1 className={visuallyHidden}>Role details</h1>
        <RolesLoadStatus status={roles} loading="Loading role..." errorHeading="Error Loading Role" />
      </>
    );
  } else if (!role) body = <RoleNotFound />;
  else body = <RoleDetail role={role} />;

  return <div className={page}>{body}</div>;
}
