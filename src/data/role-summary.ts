// The compact index of the roles a list shows (catalog, directory, simulator picker): what a card or a row needs and
// what the search reads, without the permissions. The worker builds it from the dataset it owns; the page builds the
// same for the custom roles it imported. Pure, so the worker, the build and the page share it.
import type { Role, RoleDataProblem } from './role-model';
import { roleDataProblems } from './role-model';

/** One role as a list shows it. */
export type RoleSummary = Pick<
  Role,
  'id' | 'templateId' | 'slug' | 'displayName' | 'description' | 'builtIn' | 'privileged' | 'tier'
> & {
  /** Listed permissions (conditioned grants count once each, as the role lists them). */
  permissionCount: number;
  /** The permissions could not be read: the count is unknown, not zero. */
  permissionsUnreadable: boolean;
};

/**
 * What every page may show of the dataset: its date, the home page's counters and what could not be read (the problems
 * travel here only, not with the role lists: every page has these facts).
 */
export interface DatasetFacts {
  datasetDate: string | null;
  builtInRoleCount: number;
  /** Distinct action strings across the built-in roles (a conditioned grant is the same action). */
  builtInActionCount: number;
  problems: RoleDataProblem[];
}

export function roleSummary(role: Role): RoleSummary {
  return {
    id: role.id,
    templateId: role.templateId,
    slug: role.slug,
    displayName: role.displayName,
    description: role.description,
    builtIn: role.builtIn,
    privileged: role.privileged,
    tier: role.tier,
    permissionCount: role.permissions.length,
    permissionsUnreadable: role.permissionsUnreadable,
  };
}

export function datasetFactsOf(roles: readonly Role[]): DatasetFacts {
  const builtIn = roles.filter((role) => role.builtIn);
  return {
    datasetDate: roles.find((role) => role.datasetDate)?.datasetDate ?? null,
    builtInRoleCount: builtIn.length,
    builtInActionCount: new Set(builtIn.flatMap((role) => role.permissions.map((p) => p.action))).size,
    problems: roleDataProblems(roles),
  };
}
