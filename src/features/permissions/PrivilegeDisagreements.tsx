import { AppLink } from '../../components/app-link/AppLink';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import type { PrivilegeDisagreementFacts, PrivilegeRole } from './privilege-disagreements';
import * as styles from './PrivilegeDisagreements.css';

function flagText(role: PrivilegeRole): string {
  return role.privileged ? 'flagged privileged by Microsoft' : 'not flagged privileged by Microsoft';
}

function tierText(role: PrivilegeRole): string {
  return role.tier === null ? 'unclassified in EntraOps' : `Tier ${role.tier} in EntraOps`;
}

function RoleNames({ roles }: { roles: PrivilegeRole[] }) {
  return (
    <ul className={styles.names}>
      {roles.map((r) => (
        <li key={r.templateId}>
          <AppLink href={`/roles/${r.slug}`}>{r.displayName}</AppLink>
        </li>
      ))}
    </ul>
  );
}

/** Where Microsoft's privileged flag and the EntraOps tier disagree in the loaded dataset, with two named examples. */
export function PrivilegeDisagreements({ facts }: { facts: PrivilegeDisagreementFacts }) {
  const { examples, tierZeroNotFlagged, flaggedNotTierZero } = facts;
  return (
    <div className={styles.box}>
      <ul className={styles.examples}>
        {examples.map((role) => (
          <li key={role.templateId}>
            <AppLink href={`/roles/${role.slug}`}>{role.displayName}</AppLink> is {flagText(role)} and {tierText(role)}.{' '}
            <PrivilegeBadges privileged={role.privileged} tier={role.tier} />
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary>
          {tierZeroNotFlagged.length} built-in roles are Tier 0 in EntraOps but not flagged privileged by Microsoft
        </summary>
        <RoleNames roles={tierZeroNotFlagged} />
      </details>
      <details className={styles.details}>
        <summary>
          {flaggedNotTierZero.length} built-in {flaggedNotTierZero.length === 1 ? 'role is' : 'roles are'} flagged
          privileged by Microsoft but not Tier 0 in EntraOps
        </summary>
        <RoleNames roles={flaggedNotTierZero} />
      </details>
    </div>
  );
}
