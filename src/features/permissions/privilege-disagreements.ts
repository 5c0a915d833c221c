// Where Microsoft's privileged flag and the EntraOps tier disagree among the loaded built-in roles, with the docs' two named examples.
import type { Role } from '../../data/role-model';

/** Roles named in the docs as examples of the two sources disagreeing; their facts are read from the data, not written here. */
const EXAMPLE_ROLES = ['Billing Administrator', 'Application Developer'];

export interface PrivilegeDisagreementFacts {
  /** The named examples the dataset has, in the order named. */
  examples: Role[];
  tierZeroNotFlagged: Role[];
  flaggedNotTierZero: Role[];
}

export function privilegeDisagreements(roles: Role[]): PrivilegeDisagreementFacts {
  return {
    examples: EXAMPLE_ROLES.map((name) => roles.find((r) => r.displayName === name)).filter(
      (r): r is Role => r !== undefined,
    ),
    tierZeroNotFlagged: roles.filter((r) => r.tier === 0 && !r.privileged),
    flaggedNotTierZero: roles.filter((r) => r.privileged && r.tier !== 0),
  };
}
