// The shipped dataset against its Graph export: counts, actions, description fallback, slugs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRows } from '../../scripts/lib/graph-source';
import { readDatasetSources } from '../../scripts/lib/dataset-source';
import { checkDataset } from '../../scripts/lib/check-dataset';
import { roleSlug } from '../../src/data/slug';
import { findRole } from '../../src/data/role-lookup';
import { DATASET_PATH, shippedRoles, dataPath } from './helpers';

const { src: source, date: newestSnapshot } = readDatasetSources(dataPath('data/source'));

describe('shipped dataset', () => {
  it('is exactly what the data build makes from the copied sources (rebuild with npm run data)', () => {
    const shipped = JSON.parse(readFileSync(DATASET_PATH, 'utf8'));
    const rebuilt = buildRows(source, { date: shipped[0].dataset_date, source: shipped[0].dataset_source });
    expect(rebuilt).toEqual(shipped);
    expect(shipped[0].dataset_date).toBe(newestSnapshot);
  });

  it('passes the integrity checks', () => {
    expect(checkDataset(JSON.parse(readFileSync(DATASET_PATH, 'utf8')), source)).toEqual([]);
  });

  it('has every role and every action of the export', () => {
    const roles = shippedRoles();
    expect(roles).toHaveLength(source.graph.value.length);
    const exported = new Set(
      source.graph.value.flatMap((r) => (r.rolePermissions ?? []).flatMap((p) => p.allowedResourceActions)),
    );
    const shipped = new Set(roles.flatMap((r) => r.permissions.map((p) => p.action)));
    expect(shipped).toEqual(exported);
    expect(exported.size).toBeGreaterThan(0);
  });

  it('falls back to the action string when the docs have no description', () => {
    const missing = readFileSync(dataPath('data/source/missing-descriptions.txt'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t')[0]);
    const all = shippedRoles().flatMap((r) => r.permissions);
    // The list is the dataset's actions that no docs source describes, and each shows its action string.
    expect(missing).toEqual(
      [...new Set(all.filter((p) => !source.descriptions[p.action]).map((p) => p.action))].sort(),
    );
    for (const action of missing) {
      const p = all.find((x) => x.action === action)!;
      expect(p.description).toBe(action);
    }
    for (const p of all.filter((x) => source.descriptions[x.action]))
      expect(p.description).toBe(source.descriptions[p.action]);
    const described = all.find((p) => p.action === 'microsoft.directory/users/delete')!;
    expect(described.description).not.toBe(described.action);
  });

  it('has unique slugs made by the spec rule', () => {
    const roles = shippedRoles();
    expect(new Set(roles.map((r) => r.slug)).size).toBe(roles.length);
    expect(roleSlug('Global Administrator')).toBe('global-administrator');
    expect(roleSlug('Microsoft 365 Migration Administrator')).toBe('microsoft-365-migration-administrator');
    expect(roleSlug('  Odd / Name (x) ')).toBe('odd-name-x');
  });

  it('carries privilege, tier, inheritance and conditions', () => {
    const roles = shippedRoles();
    const ga = findRole(roles, 'global administrator')!;
    expect(ga.privileged).toBe(true);
    expect(ga.tier).toBe(0);
    expect(ga.inheritsFrom).toEqual(['88d8e3e3-8f55-4a1e-953a-9b9898b8876b']);
    const user = findRole(roles, 'user')!;
    expect(user.permissions.some((p) => p.condition === '$ResourceIsSelf')).toBe(true);
    // Microsoft's flag and the EntraOps tier disagree for some roles. semantics.md names Exchange Administrator,
    // but the shipped classification (2026-08-18) puts it in Tier 1; Billing Administrator is a real case.
    const billing = findRole(roles, 'billing administrator')!;
    expect(billing.privileged).toBe(false);
    expect(billing.tier).toBe(0);
    expect(findRole(roles, 'exchange administrator')!.tier).toBe(1);
    const disagreeing = roles.filter((r) => !r.privileged && r.tier === 0);
    expect(disagreeing.length).toBe(34);
  });
});
