// The adapter reports what it cannot read of a role's row (which role, what was wrong) instead of showing the role as empty.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSourceFiles } from '../../../../scripts/lib/graph-source';
import { checkDataset } from '../../../../scripts/lib/check-dataset';
import type { StoredRoleRow } from '../../../../src/data/rows';
import { roleDataProblems, toRoles } from '../../../../src/data/role-model';
import { DATASET_PATH, shippedRoles, dataPath } from '../../helpers';

const grant = (action: unknown) => ({ condition: null, permissions: { action, friendly_description: null } });

function row(id: string, name: string, rolePermissions: unknown): StoredRoleRow {
  return {
    id,
    display_name: name,
    template_id: id,
    description: null,
    is_builtin: true,
    role_permissions: rolePermissions as StoredRoleRow['role_permissions'],
  };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('role data problems', () => {
  it.each([
    ['null', null],
    ['missing', undefined],
    ['an object', { permissions: { action: 'a/b/read' } }],
    ['a string', 'a/b/read'],
  ])('a role_permissions that is %s marks the role unreadable, not empty, and names it', (_kind, value) => {
    const roles = toRoles([row('r2', 'Broken Role', value), row('r1', 'Sound Role', [grant('a/b/read')])]);
    const broken = roles.find((r) => r.id === 'r2')!;
    expect(broken.permissionsUnreadable).toBe(true);
    expect(broken.permissions).toEqual([]);
    expect(roleDataProblems(roles)).toEqual([
      { roleId: 'r2', roleName: 'Broken Role', problem: 'role_permissions is not a list' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Role data problem: Broken Role (r2): role_permissions is not a list');
  });

  it('grants without an action are left out and counted; the readable ones stay', () => {
    const roles = toRoles([
      row('r1', 'Partly Read', [
        grant('a/b/read'),
        grant(''),
        { condition: null, permissions: null },
        42,
        grant('a/c/read'),
      ]),
      row('r2', 'One Bad Grant', [grant('x/y/read'), grant(7)]),
    ]);
    const [oneBad, partly] = roles;
    expect(partly.permissions.map((p) => p.action)).toEqual(['a/b/read', 'a/c/read']);
    expect(partly.permissionsUnreadable).toBe(false);
    expect(oneBad.permissions.map((p) => p.action)).toEqual(['x/y/read']);
    expect(roleDataProblems(roles)).toEqual([
      { roleId: 'r2', roleName: 'One Bad Grant', problem: '1 of 2 grants has no action and is left out' },
      { roleId: 'r1', roleName: 'Partly Read', problem: '3 of 5 grants have no action and are left out' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a role with an empty list holds no permissions: no problem, nothing logged', () => {
    const roles = toRoles([row('r1', 'Empty Role', [])]);
    expect(roles[0].permissionsUnreadable).toBe(false);
    expect(roles[0].dataProblems).toEqual([]);
    expect(roleDataProblems(roles)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('the shipped dataset has none', () => {
    expect(roleDataProblems(shippedRoles())).toEqual([]);
  });

  it('the data build refuses a dataset with one (checkDataset)', () => {
    const rows: StoredRoleRow[] = JSON.parse(readFileSync(DATASET_PATH, 'utf8'));
    const source = readSourceFiles(dataPath('data/source'));
    const broken = rows.map((r) => (r.display_name === 'Helpdesk Administrator' ? row(r.id, r.display_name, null) : r));
    expect(checkDataset(broken, source)).toContain('Helpdesk Administrator: role_permissions is not a list');
  });
});
