import type { PermissionView } from '@engine/catalog';
import type { Role } from '../../../data/role-model';
import { LoadingState } from '../../../components/page-state/PageState';
import { EngineErrorNote } from '../../../components/page-state/EngineErrorNote';
import { viewQuery } from '../../../state/view';
import { ActionListSection } from './ActionListSection';
import { ReplacementSection } from './ReplacementSection';
import { SimilarBuiltInSection } from './SimilarBuiltInSection';
import type { CustomRoleReportState } from './use-custom-role-report';
import * as styles from './Report.css';

interface CustomRoleReportSectionsProps {
  role: Role;
  view: PermissionView;
  report: CustomRoleReportState;
}

/** The engine's report as sections: in no built-in role, privileged, most similar, replacements or combination. */
export function CustomRoleReportSections({ role, view, report }: CustomRoleReportSectionsProps) {
  if (report.state === 'loading')
    return <LoadingState>Comparing {role.displayName} with the built-in roles...</LoadingState>;
  if (report.state === 'hasError')
    return (
      <EngineErrorNote
        className={styles.error}
        message={`${role.displayName} could not be compared with the built-in roles.`}
        error={report.error}
      />
    );
  const { report: answer, slugs, labels } = report;
  const viewSuffix = viewQuery(view, '?');
  const name = role.displayName;
  return (
    <>
      <ActionListSection
        heading="Not in any built-in role"
        lead={`Permissions of ${name} that no built-in role holds in this view: no built-in role, or combination of them, can replace ${name} without losing these.`}
        keys={answer.notInAnyBuiltIn}
        labels={labels}
        none={`Every permission of ${name} is held by some built-in role.`}
      />
      <ActionListSection
        heading="Privileged permissions"
        lead="Permissions Microsoft labels privileged, each with its EntraOps tier."
        keys={answer.privilegedKeys}
        labels={labels}
        none={`${name} holds no permission that Microsoft labels privileged.`}
      />
      <SimilarBuiltInSection roleName={name} report={answer} slugs={slugs} viewSuffix={viewSuffix} />
      <ReplacementSection
        roleName={name}
        templateId={role.templateId}
        report={answer}
        slugs={slugs}
        viewSuffix={viewSuffix}
      />
    </>
  );
}
