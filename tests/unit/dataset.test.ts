// The shipped dataset against its Graph export: counts, actions, description fallback, slugs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRows, readSourceFiles } from '../../scripts/lib/graph-source';
import { checkDataset } from '../../scripts/lib/check-dataset';
import { toRole, toRoles, MalformedDataError } from '../../src/data/role-model';
import { roleSlug } from '../../src/data/slug';
import { findRole, suggestRoles } from '../../src/data/role-lookup';
import { DATASET_PATH, shippedRoles } from './helpers';

const source = readSourceFiles(resolve(import.meta.dirname, '../../data/source'));

describe('shipped dataset', () => {
  it('is exactly what the data build makes from the copied sources (rebuild with npm run data)', () => {
    const shipped = JSON.parse(readFileSync(DATASET_PATH, 'utf8'));
    const rebuilt = buildRows(source, { date: shipped[0].dataset_date, source: shipped[0].dataset_source });
    expect(rebuilt).toEqual(shipped);
  });

  it('passes the integrity checks', () => {
    expect(checkDataset(JSON.parse(readFileSync(DATASET_PATH, 'utf8')), source)).toEqual([]);
  });

  it('has every role and every action of the export', () => {
    const roles = shippedRoles();
    expect(roles).toHaveLength(source.graph.value.length);
    const exported = new Set(source.graph.value.flatMap((r) => (r.rolePermissions ?? []).flatMap((p) => p.allowedResourceActions)));
    const shipped = new Set(roles.flatMap((r) => r.permissions.map((p) => p.action)));
    expect(shipped).toEqual(exported);
    expect(exported.size).toBe(640);
  });

  it('falls back to the action string when the docs have no description', () => {
    const missing = readFileSync(resolve(import.meta.dirname, '../../data/source/missing-descriptions.txt'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t')[0]);
    expect(missing.length).toBe(38);
    const all = shippedRoles().flatMap((r) => r.permissions);
    for (const action of missing) {
      const p = all.find((x) => x.action === action)!;
      expect(p.description).toBe(action);
    }
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

describe('the adapter', () => {
  it('maps the spec fallbacks: templateId -> id, empty description, description -> action', () => {
    const role = toRole({ id: 'x1', display_name: 'X', template_id: null, description: null, is_builtin: true, role_permissions: [{ permissions: { action: 'a/b/c', friendly_description: null } }] });
    expect(role.templateId).toBe('x1');
    expect(role.description).toBe('');
    expect(role.permissions).toEqual([{ action: 'a/b/c', description: 'a/b/c', privileged: false, tier: null }]);
  });

  it('rejects malformed bodies with a clear error', () => {
    expect(() => toRoles({ not: 'an array' })).toThrow(MalformedDataError);
    expect(() => toRoles([42])).toThrow('The role data is malformed');
    expect(() => toRoles([{ id: 1 }])).toThrow(MalformedDataError);
  });
});

describe('role lookup', () => {
  const roles = shippedRoles();
  it('finds by template id, slug and display name, case-insensitively', () => {
    expect(findRole(roles, '62E90394-69F5-4237-9190-012177145E10')?.displayName).toBe('Global Administrator');
    expect(findRole(roles, 'global-reader')?.displayName).toBe('Global Reader');
    expect(findRole(roles, 'SECURITY reader')?.displayName).toBe('Security Reader');
    expect(findRole(roles, '')).toBeUndefined();
  });

  it('suggests close names for typos and acronyms', () => {
    expect(suggestRoles(roles, 'global readr')[0]).toBe('Global Reader');
    expect(suggestRoles(roles, 'ga')).toContain('Global Administrator');
    expect(suggestRoles(roles, 'qqqqqqqq')).toEqual([]);
  });
});
