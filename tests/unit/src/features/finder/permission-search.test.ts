import { describe, expect, it } from 'vitest';
import { permissionIndexOf } from '../../../../../src/features/permissions/permission-index';
import { queryWords, searchPermissionKeys } from '../../../../../src/features/finder/permission-search';
import { shippedRoles } from '../../../helpers';

const index = permissionIndexOf(shippedRoles());
const search = (query: string) => searchPermissionKeys(index, query);
const PASSWORD = 'microsoft.directory/users/password/update';

describe('the finder picker search, over the shipped permissions', () => {
  it('finds an action from the words of the need, in any order, plurals and filler words aside', () => {
    // Its description is "Reset passwords for all users": typed as a person would say it, not as Microsoft wrote it.
    for (const query of [
      'reset passwords for users',
      'reset a user password',
      'users password reset',
      'Reset Password',
    ])
      expect(search(query), query).toContain(PASSWORD);
  });

  it('reads the parts of a camel-cased action as words', () => {
    // Only its conditional form is in the dataset: a user changing their own password.
    expect(search('change password')).toEqual(['microsoft.directory/users/changePassword [$ResourceIsSelf]']);
  });

  it('lists actions holding the query as typed first, then descriptions holding it, then word matches', () => {
    const found = search('password/update');
    expect(found[0]).toBe(PASSWORD);
    const reset = search('reset passwords');
    // "Reset passwords for all users" holds the query as typed: it comes before any match by words alone.
    expect(reset[0]).toBe(PASSWORD);
  });

  it('still finds any part of an action string, as a substring', () => {
    // The action, and its conditional form (on the user's own account).
    expect(search('rs/password/upd')).toEqual([PASSWORD, `${PASSWORD} [$ResourceIsSelf]`]);
  });

  it('matches nothing for an empty query, and nothing for words no permission holds', () => {
    expect(search('   ')).toEqual([]);
    expect(search('reset zebra passwords')).toEqual([]);
    expect(search('<script>alert(1)</script>')).toEqual([]);
  });

  it('every match holds every meaningful word of the query', () => {
    const found = search('read bitlocker keys');
    expect(found.length).toBeGreaterThan(0);
    for (const key of found) {
      const text = `${key} ${index.byAction.get(key.split(' ')[0])?.description ?? ''}`.toLowerCase();
      expect(text, key).toMatch(/read/);
      expect(text, key).toMatch(/bitlocker/);
      expect(text, key).toMatch(/key/);
    }
  });
});

describe('queryWords', () => {
  it('drops filler words unless the query is nothing else', () => {
    expect(queryWords('reset the passwords of a user')).toEqual(['reset', 'password', 'user']);
    expect(queryWords('for the')).toEqual(['for', 'the']);
  });
});
