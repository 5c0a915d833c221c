// How the role pages name Microsoft's privileged flag and the EntraOps tiers, and when the two sources disagree.
import type { TierLevel } from '../../data/rows';

/** The Enterprise Access Model plane of each EntraOps tier. */
export const TIER_PLANE: Record<TierLevel, string> = { 0: 'Control plane', 1: 'Management plane', 2: 'User access' };

/** 'Tier 0 — Control plane (EntraOps)', or the unclassified wording. */
export function tierLabel(tier: TierLevel | null): string {
  return tier === null ? 'Not classified (EntraOps)' : `Tier ${tier} — ${TIER_PLANE[tier]} (EntraOps)`;
}

export type PrivilegeDisagreement = 'tier0-not-privileged' | 'privileged-not-tier0' | null;

/** Where Microsoft's flag and the EntraOps tier tell different stories (semantics.md, 'Privilege and risk data'). */
export function privilegeDisagreement(privileged: boolean, tier: TierLevel | null): PrivilegeDisagreement {
  if (!privileged && tier === 0) return 'tier0-not-privileged';
  if (privileged && tier !== 0) return 'privileged-not-tier0';
  return null;
}
