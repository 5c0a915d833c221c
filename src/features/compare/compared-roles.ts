// What the parts of one comparison's result look up beside the analysis: the compared roles by template id and the
// labels of the result's permissions. Provided by the result (ComparisonResult), read by the overlap drawer, which
// the matrix opens several components down.
import { createContext, useContext } from 'react';
import type { ComparedRole, Comparison } from '../../../workers/compare-page';
import type { Permission } from '../../data/role-model';
import { labelIndex } from './overlap-drawer/pair-permissions';

export interface ComparedRoles {
  byTemplateId: ReadonlyMap<string, ComparedRole>;
  /** The result's permissions by member key. */
  permissions: ReadonlyMap<string, Permission>;
}

export const ComparedRolesContext = createContext<ComparedRoles | null>(null);

/** The comparison's roles and labels; null outside a result. */
export function useComparedRoles(): ComparedRoles | null {
  return useContext(ComparedRolesContext);
}

/** The lookups of a comparison of `selected`, labelled by the worker's labels. */
export function comparedRolesOf(selected: readonly ComparedRole[], { analysis, labels }: Comparison): ComparedRoles {
  return {
    byTemplateId: new Map(selected.map((role) => [role.templateId, role])),
    permissions: labelIndex(analysis.actions, labels),
  };
}
