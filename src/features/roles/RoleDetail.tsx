import { useMemo } from 'react';
import type { Role } from '../../data/role-model';
import { AppLink } from '../../components/app-link/AppLink';
import { usePermissionView, viewQuery } from '../../state/view';
import { button } from '../../styles/shared.css';
import { CompareRolesDialog } from './CompareRolesDialog';
import { RoleBreadcrumb } from './RoleBreadcrumb';
import { RoleHeader } from './RoleHeader';
import { RoleKeyFacts } from './RoleKeyFacts';
import { RoleNotes } from './RoleNotes';
import { RolePermissionsSection } from './RolePermissionsSection';
import { RoleStructuredData } from './RoleStructuredData';
import { useExplainedRole } from './use-explained-role';
import { useSimilarRoles } from './use-similar-roles';

/** How many similar roles the structured data may add after the role and its parents. */
const RELATED_ROLE_COUNT = 9;

/** A found role's page: breadcrumb, header with actions, notes, key facts, permissions in the view, structured data. */
export function RoleDetail({ role, roles }: { role: Role; roles: Role[] }) {
  const [view] = usePermissionView();
  const explained = useExplainedRole(roles, role, view);
  const similar = useSimilarRoles(roles, role, view);
  const inherited = useMemo(() => roles.filter((r) => role.inheritsFrom.includes(r.templateId)), [roles, role]);
  const related = useMemo(() => (similar.state === 'hasData' ? similar.ranked.slice(0, RELATED_ROLE_COUNT).map((s) => s.role) : []), [similar]);

  return (
    <>
      <RoleBreadcrumb current={role.displayName} />
      <RoleHeader
        role={role}
        actions={
          role.builtIn ? (
            <>
              <AppLink href={`/simulator?add=${encodeURIComponent(role.slug)}${viewQuery(view)}`} className={button({ tone: 'primary' })}>
                Analyze in Simulator
              </AppLink>
              <CompareRolesDialog role={role} roles={roles} similar={similar} view={view} />
            </>
          ) : null
        }
      />
      <RoleNotes notes={role.notes} />
      <RoleKeyFacts role={role} roles={roles} view={view} permissionCount={explained.state === 'hasData' ? explained.rows.length : null} />
      <RolePermissionsSection roleName={role.displayName} view={view} explained={explained} />
      <RoleStructuredData role={role} inherited={inherited} related={related} />
    </>
  );
}
