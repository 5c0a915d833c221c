// Where Microsoft's privileged flag and the EntraOps tier disagree among the built-in roles, with the docs' two named
// examples; worked out in the worker for the permission views guide (workers/permission-views-page.ts).
import type { Role } from '../../data/role-model';

/** Roles named in the docs as examples of the two sources disagreeing; their facts are read from the data, not written here. */
const EXAMPLE_ROLES = ['Billing Administrator', 'Application Developer'];

/** A role as the privilege section names it: its link, Microsoft's flag and the EntraOps tier. */
export type PrivilegeRole = Pick<Role, 'templateId' | 'slug' | 'displayName' | 'privileged' | 'tier'>;

export interface PrivilegeDisagreementFacts {
  /** The named examples the dataset has, in the order named. */
  examples: PrivilegeRole[];
  tierZeroNotFlagged: PrivilegeRole[];
  flaggedNotTierZero: PrivilegeRole[];
}

export function privilegeDisagreements(roles: PrivilegeRole[]): PrivilegeDisagreementFacts {
  return {
    examples: EXAMPLE_ROLES.map((name) => roles.find((r) => r.displayName === name)).filter(
      (r): r is PrivilegeRole => r !== undefined,
    ),
    tierZeroNotFlagged: roles.filter((r) => r.tier === 0 && !r.privileged),
    flaggedNotTierZero: roles.filter((r) => r.privileged && r.tier !== 0),
  };
}
