// src/features/permissions/close-actions.ts: the dataset actions closest to a string that is not one.
import { describe, expect, it } from 'vitest';
import { closeActions } from '../../../../../src/features/permissions/close-actions';
import { permissionIndexOf } from '../../../../../src/features/permissions/permission-index';
import { shippedRoles } from '../../../helpers';

const actions = permissionIndexOf(shippedRoles()).entries.map((e) => e.action);
const PASSWORD = 'microsoft.directory/users/password/update';

describe('close actions', () => {
  it('puts the action a typo meant first, in any case', () => {
    expect(closeActions(actions, 'microsoft.directory/users/pasword/update')[0]).toBe(PASSWORD);
    expect(closeActions(actions, 'Microsoft.Directory/Users/Password/Updat')[0]).toBe(PASSWORD);
    expect(closeActions(actions, `  ${PASSWORD}  `)[0]).toBe(PASSWORD);
  });

  it('suggests actions that contain a fragment of four characters or more', () => {
    const found = closeActions(actions, 'password/update');
    expect(found).toContain(PASSWORD);
    expect(closeActions(actions, 'pas')).toEqual([]);
  });

  it('gives at most the limit, 5 unless asked', () => {
    expect(closeActions(actions, 'microsoft.directory/users/')).toHaveLength(5);
    expect(closeActions(actions, 'microsoft.directory/users/', 2)).toHaveLength(2);
    expect(closeActions(actions, 'microsoft.directory/users/', 0)).toEqual([]);
  });

  it('suggests nothing for blank text or text unlike any action', () => {
    expect(closeActions(actions, '')).toEqual([]);
    expect(closeActions(actions, '   ')).toEqual([]);
    expect(closeActions(actions, 'qqqq zzzz xxxx')).toEqual([]);
    expect(closeActions([], PASSWORD)).toEqual([]);
  });
});
