import { useDeferredValue } from 'react';
import type { RolePageModel } from '../../../workers/role-page';
import { AppLink } from '../../components/app-link/AppLink';
import { HydrateLater } from '../../components/hydrate-later/HydrateLater';
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
import { useRolePermissions } from './use-explained-role';
import { useSimilarRoles } from './use-similar-roles';

/**
 * A found role's page (its view-model, rolePage): breadcrumb, header with actions, notes, key facts, permissions in
 * the view, takeover, history, structured data.
 * It renders in two passes, the way the catalog brings in its cards: first what a phone shows at the top (breadcrumb,
 * header, notes), then, at low priority, the rest and the questions to the worker; neither pass is a long task, and
 * the top of the page paints without waiting for the rest.
 */
export function RoleDetail({ model }: { model: RolePageModel }) {
  const { role, inherited, related } = model;
  const [view] = usePermissionView();
  // A prerendered page (server render and hydration) is complete at once; on the client alone it comes in two passes.
  const complete = useDeferredValue(true, useMountedByHydration());
  const explained = useRolePermissions(role.templateId, view, complete);
  const similar = useSimilarRoles(role, view, complete);

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
            inherited={inherited}
            view={view}
            permissionCount={explained.state === 'hasData' ? explained.rows.length : null}
          />
          <RolePermissionsSection
            role={role}
            view={view}
            explained={explained}
            unreadable={role.permissionsUnreadable}
          />
          {/* Below the permissions: the view switch and the permissions work before these are hydrated. */}
          <HydrateLater>
            <RoleTakeoverSection templateId={role.templateId} />
          </HydrateLater>
          {role.builtIn ? (
            <HydrateLater>
              <RoleHistorySection templateId={role.templateId} />
            </HydrateLater>
          ) : null}
          <RoleStructuredData role={role} inherited={inherited} related={related} />
        </>
      ) : null}
    </>
  );
}
