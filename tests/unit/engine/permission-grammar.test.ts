// workers/engine/permission-grammar.ts: every example of docs/spec/semantics.md, the grammar and the coverage rules.
import { describe, expect, it } from 'vitest';
import { actionCovers, grantCovers, parseAction } from '@engine/permission-grammar';
import { SEMANTICS_EXAMPLES } from '../../semantics-examples';

describe('semantics.md: when grant G covers action A', () => {
  it.each(SEMANTICS_EXAMPLES)('%s covers %s: %s', (g, a, expected) => {
    expect(actionCovers(g, a)).toBe(expected);
  });

  it('parses the grammar examples', () => {
    expect(parseAction('microsoft.directory/users/password/update')).toEqual({
      namespace: 'microsoft.directory',
      entity: ['users'],
      propertySet: 'password',
      verb: 'update',
    });
    expect(parseAction('microsoft.directory/users/delete')).toEqual({
      namespace: 'microsoft.directory',
      entity: ['users'],
      propertySet: null,
      verb: 'delete',
    });
    expect(parseAction('microsoft.directory/accessReviews/definitions/allProperties/allTasks')?.entity).toEqual([
      'accessReviews',
      'definitions',
    ]);
    expect(parseAction('nonsense')).toBeNull();
  });

  it('allProperties covers an action with no property set; a named set does not', () => {
    expect(actionCovers('microsoft.directory/users/allProperties/allTasks', 'microsoft.directory/users/delete')).toBe(
      true,
    );
    expect(actionCovers('microsoft.directory/users/standard/allTasks', 'microsoft.directory/users/delete')).toBe(false);
  });

  it('an unconditioned grant covers its conditioned form; never the other way round', () => {
    const plain = { action: 'microsoft.directory/users/password/update' };
    const self = { action: 'microsoft.directory/users/password/update', condition: '$ResourceIsSelf' };
    expect(grantCovers(plain, self)).toBe(true);
    expect(grantCovers(self, plain)).toBe(false);
    expect(
      grantCovers({ action: 'microsoft.directory/users/allProperties/allTasks', condition: '$ResourceIsSelf' }, self),
    ).toBe(true);
    expect(
      grantCovers({ action: 'microsoft.directory/users/allProperties/allTasks', condition: '$SubjectIsOwner' }, self),
    ).toBe(false);
  });
});
