// src/features/roles/tier-label.ts: the wording of the EntraOps tiers, and where Microsoft's privileged flag disagrees with them.
import { describe, expect, it } from 'vitest';
import { privilegeDisagreement, tierLabel } from '../../../../../src/features/roles/tier-label';
import { shippedRole, shippedRoles } from '../../../helpers';

describe('tier label', () => {
  it('names each tier with its plane, and the unclassified case', () => {
    expect(tierLabel(0)).toBe('Tier 0 — Control plane (EntraOps)');
    expect(tierLabel(1)).toBe('Tier 1 — Management plane (EntraOps)');
    expect(tierLabel(2)).toBe('Tier 2 — User access (EntraOps)');
    expect(tierLabel(null)).toBe('Not classified (EntraOps)');
  });
});

describe('privilege disagreement', () => {
  it('is Tier 0 without the privileged flag, or the flag outside Tier 0; nothing when they agree', () => {
    expect(privilegeDisagreement(false, 0)).toBe('tier0-not-privileged');
    expect(privilegeDisagreement(true, 0)).toBeNull();
    for (const tier of [1, 2, null] as const) {
      expect(privilegeDisagreement(true, tier)).toBe('privileged-not-tier0');
      expect(privilegeDisagreement(false, tier)).toBeNull();
    }
  });

  it('finds the 34 shipped roles in Tier 0 that Microsoft does not flag, Billing Administrator among them', () => {
    const roles = shippedRoles();
    const tier0 = roles.filter((r) => privilegeDisagreement(r.privileged, r.tier) === 'tier0-not-privileged');
    expect(tier0).toHaveLength(34);
    expect(tier0.map((r) => r.displayName)).toContain('Billing Administrator');
    expect(privilegeDisagreement(true, shippedRole('global-administrator').tier)).toBeNull();
  });
});
