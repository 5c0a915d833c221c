// src/features/roles/role-permission-rows.ts: a role's permissions in one view as the role pages list, filter and group them.
import { describe, expect, it } from 'vitest';
import { explainRole } from '@engine/explain';
import {
  actionArea,
  filterPermissionRows,
  groupByArea,
  permissionLabelsOf,
  toPermissionRows,
  type RolePermissionRow,
} from '../../../../../src/features/roles/role-permission-rows';
import { shippedCatalog, shippedRole, shippedRoles } from '../../../helpers';

const roles = shippedRoles();
const catalog = shippedCatalog();
const GA = shippedRole('global-administrator');
const rowsOf = (templateId: string, view = { inherit: true, wildcards: true }) =>
  toPermissionRows(explainRole(catalog, templateId, view)!, permissionLabelsOf(roles));

describe('action area', () => {
  it('is the entity under microsoft.directory, otherwise the namespace without microsoft.', () => {
    expect(actionArea('microsoft.directory/users/password/update')).toBe('users');
    expect(actionArea('microsoft.directory/accessReviews/definitions/allProperties/allTasks')).toBe('accessReviews');
    expect(actionArea('microsoft.office365.messageCenter/messages/read')).toBe('office365.messageCenter');
    expect(actionArea('microsoft.azure.supportTickets/allEntities/allTasks')).toBe('azure.supportTickets');
  });

  it('falls back to the text before the first slash for strings outside the grammar', () => {
    expect(actionArea('microsoft.directory/users')).toBe('directory');
    expect(actionArea('nonsense')).toBe('nonsense');
    expect(actionArea('')).toBe('');
  });
});

describe('permission rows', () => {
  it('join every explained member with its labels, once per loaded role list', () => {
    const labels = permissionLabelsOf(roles);
    expect(permissionLabelsOf(roles)).toBe(labels);
    expect(labels.size).toBe(new Set(roles.flatMap((r) => r.permissions.map((p) => p.action))).size);
    const rows = rowsOf(GA.templateId);
    expect(rows.length).toBeGreaterThan(GA.permissions.length);
    for (const row of rows) {
      const label = labels.get(row.action)!;
      expect(row).toMatchObject({
        description: label.description,
        privileged: label.privileged,
        tier: label.tier,
        area: actionArea(row.action),
      });
    }
    expect(rows.find((r) => r.key === 'microsoft.directory/users/basic/update')?.how).toEqual({
      kind: 'wildcard',
      via: 'microsoft.directory/users/allProperties/allTasks',
    });
  });

  it('keep the action as the description of an action the dataset does not know', () => {
    const [row] = toPermissionRows(
      [{ key: 'ns/new/read', action: 'ns/new/read', condition: null, how: { kind: 'listed' } }],
      new Map(),
    );
    expect(row).toEqual({
      key: 'ns/new/read',
      action: 'ns/new/read',
      condition: null,
      description: 'ns/new/read',
      privileged: false,
      tier: null,
      how: { kind: 'listed' },
      area: 'ns',
    });
  });
});

describe('filtering and grouping rows', () => {
  const rows = rowsOf(GA.templateId);

  it('keeps rows passing every filter; the text matches action or description in any case', () => {
    expect(filterPermissionRows(rows, { query: '', privilegedOnly: false, area: '' })).toEqual(rows);
    const users = filterPermissionRows(rows, { query: '', privilegedOnly: false, area: 'users' });
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((r) => r.area === 'users')).toBe(true);
    expect(filterPermissionRows(rows, { query: '', privilegedOnly: true, area: '' })).toEqual(
      rows.filter((r) => r.privileged),
    );
    const text = filterPermissionRows(rows, { query: ' PASSWORD ', privilegedOnly: false, area: 'users' });
    expect(text.length).toBeGreaterThan(0);
    for (const r of text) expect(`${r.action} ${r.description}`.toLowerCase()).toContain('password');
    expect(filterPermissionRows(rows, { query: 'no such text', privilegedOnly: false, area: '' })).toEqual([]);
  });

  it('groups by area, largest first, ties by name, counting privileged rows', () => {
    const groups = groupByArea(rows);
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(rows.length);
    for (let i = 1; i < groups.length; i++) expect(groups[i].count).toBeLessThanOrEqual(groups[i - 1].count);
    for (const g of groups) {
      const inArea = rows.filter((r) => r.area === g.area);
      expect(g).toEqual({
        area: g.area,
        count: inArea.length,
        privilegedCount: inArea.filter((r) => r.privileged).length,
      });
    }
    const row = (area: string, privileged = false) => ({ ...rows[0], area, privileged }) as RolePermissionRow;
    expect(groupByArea([row('b'), row('a', true), row('c'), row('c')])).toEqual([
      { area: 'c', count: 2, privilegedCount: 0 },
      { area: 'a', count: 1, privilegedCount: 1 },
      { area: 'b', count: 1, privilegedCount: 0 },
    ]);
    expect(groupByArea([])).toEqual([]);
  });
});
