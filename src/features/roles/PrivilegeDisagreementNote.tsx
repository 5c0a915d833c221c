import type { TierLevel } from '../../data/rows';
import { privilegeDisagreement, TIER_PLANE } from './tier-label';
import * as styles from './PrivilegeDisagreementNote.css';

/** Says plainly when Microsoft's privileged flag and the EntraOps tier disagree about a role; nothing when they agree. */
export function PrivilegeDisagreementNote({ privileged, tier }: { privileged: boolean; tier: TierLevel | null }) {
  const disagreement = privilegeDisagreement(privileged, tier);
  if (disagreement === null) return null;
  const tierText =
    tier === null ? 'does not classify it' : `puts it in Tier ${tier} (${TIER_PLANE[tier].toLowerCase()})`;
  return (
    <p className={styles.note} role="note">
      <strong>Microsoft and EntraOps disagree. </strong>
      {disagreement === 'tier0-not-privileged'
        ? 'Microsoft does not flag this role as privileged, but the EntraOps tier model puts it in Tier 0 (control plane): a path to taking over the tenant. Protect it like a privileged role.'
        : `Microsoft flags this role as privileged, but the EntraOps tier model ${tierText}. Microsoft's flag is the stricter reading here; review its assignments as privileged.`}
    </p>
  );
}
