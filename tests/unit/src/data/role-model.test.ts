// src/data/role-model.ts: the one adapter from stored rows to the client role model (spec section 3).
import { describe, expect, it } from 'vitest';
import { toRole, toRoles, MalformedDataError } from '../../../../src/data/role-model';

describe('the adapter', () => {
  it('maps the spec fallbacks: templateId -> id, empty description, description -> action', () => {
    const role = toRole({
      id: 'x1',
      display_name: 'X',
      template_id: null,
      description: null,
      is_builtin: true,
      role_permissions: [{ permissions: { action: 'a/b/c', friendly_description: null } }],
    });
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
