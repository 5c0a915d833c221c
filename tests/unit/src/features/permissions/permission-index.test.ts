// src/features/permissions/permission-index.ts: the dataset's actions as a browsable index, member keys, and action paths.
import { describe, expect, it } from 'vitest';
import {
  actionFromPathParam,
  permissionIndexOf,
  permissionPath,
  splitPermissionKey,
} from '../../../../../src/features/permissions/permission-index';
import { shippedCatalog, shippedRoles } from '../../../helpers';

const roles = shippedRoles();
const PASSWORD = 'microsoft.directory/users/password/update';

describe('permission index', () => {
  const index = permissionIndexOf(roles);

  it('has one entry per action, sorted, and every member key the finder can need', () => {
    expect(index.entries.map((e) => e.action)).toEqual(
      [...new Set(roles.flatMap((r) => r.permissions.map((p) => p.action)))].sort(),
    );
    expect(index.keys).toEqual([...shippedCatalog().keys].sort());
    expect(index.namespaces).toEqual([...new Set(index.entries.map((e) => e.action.split('/')[0]))].sort());
    for (const e of index.entries) expect(index.byAction.get(e.action)).toBe(e);
  });

  it('records whether some role grants an action without a condition, and the conditions it is granted under', () => {
    const password = index.byAction.get(PASSWORD)!;
    expect(password.unconditioned).toBe(true);
    expect(password.conditions).toEqual(['$ResourceIsSelf']);
    for (const e of index.entries) {
      const grants = roles.flatMap((r) => r.permissions.filter((p) => p.action === e.action));
      expect(e.unconditioned).toBe(grants.some((p) => !p.condition));
      expect(e.conditions).toEqual([...new Set(grants.flatMap((p) => (p.condition ? [p.condition] : [])))].sort());
    }
    expect(index.entries.some((e) => !e.unconditioned)).toBe(true);
  });

  it('sorts the conditions of an action whatever order the roles grant them in', () => {
    const [first, second] = roles;
    const grant = (condition: string) => ({
      action: 'ns/x/update',
      description: 'Update x',
      condition,
      privileged: false,
      tier: null,
    });
    const made = [
      { ...first, permissions: [grant('$SubjectIsOwner')] },
      { ...second, permissions: [grant('$ResourceIsSelf'), grant('$SubjectIsOwner')] },
    ];
    const entry = permissionIndexOf(made).byAction.get('ns/x/update')!;
    expect(entry.conditions).toEqual(['$ResourceIsSelf', '$SubjectIsOwner']);
    expect(entry.unconditioned).toBe(false);
    expect(permissionIndexOf(made).keys).toEqual(['ns/x/update [$ResourceIsSelf]', 'ns/x/update [$SubjectIsOwner]']);
  });

  it('is built once per role list', () => {
    expect(permissionIndexOf(roles)).toBe(index);
    expect(permissionIndexOf([...roles])).not.toBe(index);
    expect(permissionIndexOf([])).toEqual({ entries: [], byAction: new Map(), namespaces: [], keys: [] });
  });
});

describe('member keys and paths', () => {
  it('split "action [$Condition]" into its parts, trimmed', () => {
    expect(splitPermissionKey(`${PASSWORD} [$ResourceIsSelf]`)).toEqual({
      action: PASSWORD,
      condition: '$ResourceIsSelf',
    });
    expect(splitPermissionKey(`  ${PASSWORD}[$SubjectIsOwner]  `)).toEqual({
      action: PASSWORD,
      condition: '$SubjectIsOwner',
    });
    expect(splitPermissionKey(` ${PASSWORD} `)).toEqual({ action: PASSWORD, condition: null });
    expect(splitPermissionKey(`${PASSWORD} [ResourceIsSelf]`)).toEqual({
      action: `${PASSWORD} [ResourceIsSelf]`,
      condition: null,
    });
    expect(splitPermissionKey('')).toEqual({ action: '', condition: null });
  });

  it('give an action page path with the slashes as they are', () => {
    expect(permissionPath(PASSWORD)).toBe(`/permissions/${PASSWORD}`);
  });

  it('read the action back from a path, decoded, without a trailing slash or a condition', () => {
    expect(actionFromPathParam(PASSWORD)).toBe(PASSWORD);
    expect(actionFromPathParam(`${PASSWORD}/`)).toBe(PASSWORD);
    expect(actionFromPathParam(`${PASSWORD}//`)).toBe(PASSWORD);
    expect(actionFromPathParam(encodeURIComponent(PASSWORD))).toBe(PASSWORD);
    expect(actionFromPathParam(`${PASSWORD}%20%5B$ResourceIsSelf%5D`)).toBe(PASSWORD);
    expect(actionFromPathParam(undefined)).toBe('');
  });

  it('show a malformed percent sequence as typed instead of failing', () => {
    expect(actionFromPathParam('microsoft.directory/users/%E0%A4%A')).toBe('microsoft.directory/users/%E0%A4%A');
    expect(actionFromPathParam('100%')).toBe('100%');
  });
});
