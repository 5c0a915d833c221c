// The engine's report on one role against the built-in roles, asked of the worker (workers/custom-role-page.ts), which
// counts it with the dataset's privileged labels and adds the built-in roles' slugs and the actions' labels.
import { useMemo } from 'react';
import type { PermissionView } from '@engine/catalog';
import type { CustomRoleReport } from '@engine/custom-role-report';
import type { BuiltInSlugs } from '../../../../workers/custom-role-page';
import type { Permission } from '../../../data/role-model';
import { useEngineAnswer } from '../../../state/engine-answer';

export type CustomRoleReportState =
  | { state: 'loading' }
  | { state: 'hasError'; error: unknown }
  | {
      state: 'hasData';
      report: CustomRoleReport;
      slugs: BuiltInSlugs;
      /** The dataset's labels of the actions the report lists, by action; an action it lacks has none. */
      labels: ReadonlyMap<string, Permission>;
    };

/**
 * Asks `customRoleComparison` for the role in the view (again when the custom roles change); an engine that does not
 * know the role is an error.
 */
export function useCustomRoleReport(
  role: { templateId: string; displayName: string },
  view: PermissionView,
): CustomRoleReportState {
  const answer = useEngineAnswer([
    'customRoleComparison',
    [role.templateId, { inherit: view.inherit, wildcards: view.wildcards }],
  ]);
  const comparison = answer.state === 'hasData' ? answer.data : null;
  const labels = useMemo(() => new Map((comparison?.labels ?? []).map((label) => [label.action, label])), [comparison]);
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  if (answer.state !== 'hasData') return { state: 'loading' };
  if (comparison === null)
    return { state: 'hasError', error: new Error(`The engine does not know ${role.displayName} yet.`) };
  return { state: 'hasData', report: comparison.report, slugs: comparison.slugs, labels };
}
