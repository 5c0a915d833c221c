// src/features/permissions/permission-filter.ts: the /permissions search and filters over the shipped dataset's index.
import { describe, expect, it } from 'vitest';
import {
  filterPermissions,
  NO_FILTER,
  type PermissionFilter,
} from '../../../../../src/features/permissions/permission-filter';
import { permissionIndexOf } from '../../../../../src/features/permissions/permission-index';
import { shippedRoles } from '../../../helpers';

const { entries, namespaces } = permissionIndexOf(shippedRoles());
const filter = (changes: Partial<PermissionFilter>) => filterPermissions(entries, { ...NO_FILTER, ...changes });
const actions = (list: { action: string }[]) => list.map((e) => e.action);

describe('permission filter', () => {
  it('with no filter keeps every entry, in the index order', () => {
    expect(filterPermissions(entries, NO_FILTER)).toEqual(entries);
    expect(entries).toHaveLength(new Set(shippedRoles().flatMap((r) => r.permissions.map((p) => p.action))).size);
  });

  it('searches the action or the description, in any case, with the query trimmed', () => {
    const byAction = filter({ query: '  USERS/PASSWORD/update ' });
    expect(actions(byAction)).toContain('microsoft.directory/users/password/update');
    for (const e of byAction) expect(`${e.action}\n${e.description}`.toLowerCase()).toContain('users/password/update');
    // A word that only descriptions use finds entries whose action does not contain it.
    const byDescription = filter({ query: 'reset' });
    expect(byDescription.some((e) => !e.action.toLowerCase().includes('reset'))).toBe(true);
    for (const e of byDescription) expect(`${e.action}\n${e.description}`.toLowerCase()).toContain('reset');
    expect(filter({ query: '   ' })).toEqual(entries);
    expect(filter({ query: 'no such permission text' })).toEqual([]);
  });

  it('keeps one namespace exactly, and none for a namespace the dataset does not have', () => {
    expect(namespaces).toContain('microsoft.directory');
    for (const namespace of namespaces) {
      const kept = filter({ namespace });
      expect(kept.length).toBeGreaterThan(0);
      for (const e of kept) expect(e.namespace).toBe(namespace);
    }
    expect(namespaces.reduce((sum, namespace) => sum + filter({ namespace }).length, 0)).toBe(entries.length);
    expect(filter({ namespace: 'microsoft' })).toEqual([]);
    expect(filter({ namespace: 'MICROSOFT.DIRECTORY' })).toEqual([]);
  });

  it("keeps only Microsoft's privileged actions when asked", () => {
    const privileged = filter({ privilegedOnly: true });
    expect(privileged.length).toBeGreaterThan(0);
    expect(privileged.length).toBeLessThan(entries.length);
    expect(privileged).toEqual(entries.filter((e) => e.privileged));
  });

  it('keeps one EntraOps tier, or the unclassified actions; the four together are every entry', () => {
    const tiers = {
      '0': filter({ tier: '0' }),
      '1': filter({ tier: '1' }),
      '2': filter({ tier: '2' }),
      none: filter({ tier: 'none' }),
    };
    expect(tiers['0'].every((e) => e.tier === 0)).toBe(true);
    expect(tiers['1'].every((e) => e.tier === 1)).toBe(true);
    expect(tiers['2'].every((e) => e.tier === 2)).toBe(true);
    expect(tiers.none.every((e) => e.tier === null)).toBe(true);
    expect(tiers['0'].length).toBeGreaterThan(0);
    expect(Object.values(tiers).reduce((sum, list) => sum + list.length, 0)).toBe(entries.length);
  });

  it('keeps what passes every filter at once', () => {
    const combined = filter({ query: 'users', namespace: 'microsoft.directory', privilegedOnly: true, tier: '0' });
    const expected = entries.filter(
      (e) =>
        e.namespace === 'microsoft.directory' &&
        e.privileged &&
        e.tier === 0 &&
        `${e.action}\n${e.description}`.toLowerCase().includes('users'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(combined).toEqual(expected);
  });

  it('keeps nothing from no entries', () => {
    expect(filterPermissions([], { query: 'x', namespace: '', privilegedOnly: true, tier: '1' })).toEqual([]);
  });
});
