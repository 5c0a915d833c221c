import { useDeferredValue, useMemo } from 'react';
import type { Role } from '../../data/role-model';
import { AppLink } from '../../components/app-link/AppLink';
import { useRoleLookup } from '../../state/roles';
import { useMountedByHydration } from '../../app/use-hydrated';
import { usePermissionView, viewQuery } from '../../state/view';
import { button } from '../../styles/shared.css';
import { CompareRolesButton } from './CompareRolesButton';
import { RoleBreadcrumb } from './RoleBreadcrumb';
import { RoleDataProblemsNotice } from './RoleDataProblemsNotice';
import { RoleDocsNotice } from './RoleDocsNotice';
import { PrivilegedFlagSource } from './PrivilegedFlagSource';
import { RoleHeader } from './RoleHeader';
import { RoleHistorySection } from './RoleHistorySection';
import { RoleKeyFacts } from './RoleKeyFacts';
import { RoleNotes } from './RoleNotes';
import { RolePermissionsSection } from './RolePermissionsSection';
import { RoleStructuredData } from './RoleStructuredData';
import { RoleTakeoverSection } from '../takeover/RoleTakeoverSection';
import { useExplainedRole } from './use-explained-role';
import { useSimilarRoles } from './use-similar-roles';

/** How many similar roles the structured data may add after the role and its parents. */
const RELATED_ROLE_COUNT = 9;

/**
 * A found role's page: breadcrumb, header with actions, notes, key facts, permissions in the view, takeover, history,
 * structured data.
 * It renders in two passes, the way the catalog brings in its cards: first what a phone shows at the top (breadcrumb,
 * header, notes), then, at low priority, the rest and the questions to the worker; neither pass is a long task, and
 * the top of the page paints without waiting for the rest.
 */
export function RoleDetail({ role }: { role: Role }) {
  const [view] = usePermissionView();
  // A prerendered page (server render and hydration) is complete at once; on the client alone it comes in two passes.
  const complete = useDeferredValue(true, useMountedByHydration());
  const explained = useExplainedRole(role, view, complete);
  const similar = useSimilarRoles(role, view, complete);
  const lookup = useRoleLookup();
  const inherited = useMemo(
    () => (lookup?.all ?? []).filter((r) => role.inheritsFrom.includes(r.templateId)),
    [lookup, role],
  );
  const related = useMemo(
    () => (similar.state === 'hasData' ? similar.ranked.slice(0, RELATED_ROLE_COUNT).map((s) => s.role) : []),
    [similar],
  );

  return (
    <>
      <RoleBreadcrumb current={role.displayName} />
      <RoleHeader
        role={role}
        actions={
          role.builtIn ? (
            <>
              <AppLink
                href={`/simulator?add=${encodeURIComponent(role.slug)}${viewQuery(view)}`}
                className={button({ tone: 'primary' })}
              >
                Analyze in Simulator
              </AppLink>
              <CompareRolesButton role={role} similar={similar} view={view} />
            </>
          ) : null
        }
      />
      <RoleDataProblemsNotice roleId={role.id} />
      <RoleDocsNotice role={role} />
      <PrivilegedFlagSource role={role} />
      <RoleNotes notes={role.notes} />
      {complete ? (
        <>
          <RoleKeyFacts
            role={role}
            view={view}
            permissionCount={explained.state === 'hasData' ? explained.rows.length : null}
          />
          <RolePermissionsSection
            role={role}
            view={view}
            explained={explained}
            unreadable={role.permissionsUnreadable}
          />
          <RoleTakeoverSection templateId={role.templateId} />
          {role.builtIn ? <RoleHistorySection templateId={role.templateId} /> : null}
          <RoleStructuredData role={role} inherited={inherited} related={related} />
        </>
      ) : null}
    </>
  );
}
