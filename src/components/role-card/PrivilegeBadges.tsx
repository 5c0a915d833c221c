import type { TierLevel } from '../../data/rows';
import { badge, visuallyHidden } from '../../styles/shared.css';

/** EntraOps Enterprise Access Model plane of each tier. */
const TIER_PLANE: Record<TierLevel, string> = { 0: 'control plane', 1: 'management plane', 2: 'user access' };
const TIER_TONE = { 0: 'warning', 1: 'brand', 2: 'neutral' } as const;

/** Microsoft's privileged flag (preview) and the EntraOps tier, for a role or one permission. */
export function PrivilegeBadges({ privileged, tier }: { privileged: boolean; tier: TierLevel | null }) {
  return (
    <>
      {privileged ? (
        <span className={badge({ tone: 'danger' })} title="Microsoft marks this as privileged (preview label)">
          Privileged (Microsoft)
        </span>
      ) : null}
      {tier !== null ? (
        <span
          className={badge({ tone: TIER_TONE[tier] })}
          title={`EntraOps tier model: Tier ${tier}, ${TIER_PLANE[tier]}`}
        >
          Tier {tier}
          <span className={visuallyHidden}> in the EntraOps tier model ({TIER_PLANE[tier]})</span>
        </span>
      ) : null}
    </>
  );
}
