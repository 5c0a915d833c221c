// The engine's report on one role against the built-in roles, asked of the worker with the dataset's privileged labels.
import { useMemo } from 'react';
import type { PermissionView } from '@engine/catalog';
import type { CustomRoleReport } from '@engine/custom-role-report';
import type { Role } from '../../../data/role-model';
import { useEngineAnswer } from '../../../state/engine-answer';
import { useRoleLookup } from '../../../state/roles';
import { permissionLabelsOf } from '../../roles/role-permission-rows';

export type CustomRoleReportState =
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; report: CustomRoleReport };

const privilegedLists = new WeakMap<Role[], string[]>();

/** The actions the dataset labels privileged (as the built-in roles list them), one array per loaded list. */
function privilegedActionsOf(builtIn: Role[]): string[] {
  let list = privilegedLists.get(builtIn);
  if (!list) {
    list = [...permissionLabelsOf(builtIn).values()].filter((p) => p.privileged).map((p) => p.action);
    privilegedLists.set(builtIn, list);
  }
  return list;
}

/** Asks `customRoleReport` for the role in the view; an engine that does not know the role is an error. */
export function useCustomRoleReport(role: Role, view: PermissionView): CustomRoleReportState {
  const lookup = useRoleLookup();
  const privileged = useMemo(() => (lookup ? privilegedActionsOf(lookup.builtIn) : null), [lookup]);
  const answer = useEngineAnswer(
    privileged
      ? ['customRoleReport', [role.templateId, { inherit: view.inherit, wildcards: view.wildcards }, privileged]]
      : null,
  );
  if (answer.state === 'hasError') return { state: 'hasError', error: answer.error };
  if (answer.state !== 'hasData') return { state: 'loading' };
  if (answer.data === null)
    return { state: 'hasError', error: new Error(`The engine does not know ${role.displayName} yet.`) };
  return { state: 'hasData', report: answer.data };
}
