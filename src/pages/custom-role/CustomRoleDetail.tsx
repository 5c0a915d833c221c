import { useDeferredValue } from 'react';
import type { CustomRole } from '../../data/custom-roles';
import { CustomRoleFacts } from '../../features/custom-roles/report/CustomRoleFacts';
import { CustomRoleHeader } from '../../features/custom-roles/report/CustomRoleHeader';
import { CustomRoleReportSections } from '../../features/custom-roles/report/CustomRoleReportSections';
import { useCustomRoleReport } from '../../features/custom-roles/report/use-custom-role-report';
import { PermissionSourcesNote } from '../../features/permissions/PermissionSourcesNote';
import { RolePermissionsSection } from '../../features/roles/RolePermissionsSection';
import { useCustomRolePermissions } from '../../features/roles/use-explained-role';
import { usePermissionView } from '../../state/view';
import { RoleTakeoverSection } from '../../features/takeover/RoleTakeoverSection';

/**
 * An imported role's page: header, key facts, its permissions (with the dataset's descriptions and labels), then the
 * engine's comparison with the built-in roles and its takeover facts. The rest renders at low priority after the header, as the role page does.
 */
export function CustomRoleDetail({ role, datasetDate }: { role: CustomRole; datasetDate: string | null }) {
  const [view] = usePermissionView();
  const complete = useDeferredValue(true, false);
  const explained = useCustomRolePermissions(role.templateId, view, complete);
  const report = useCustomRoleReport(role, view);
  return (
    <>
      <CustomRoleHeader role={role} />
      {complete ? (
        <>
          <CustomRoleFacts
            role={role}
            view={view}
            report={report.state === 'hasData' ? report.report : null}
            datasetDate={datasetDate}
          />
          <RolePermissionsSection role={role} view={view} explained={explained} />
          <PermissionSourcesNote />
          <CustomRoleReportSections role={role} view={view} report={report} />
          <RoleTakeoverSection templateId={role.templateId} />
        </>
      ) : null}
    </>
  );
}
