// src/features/roles/structured-data.ts: which roles a role page's JSON-LD names (its JSON text needs a page: tests/browser).
import { describe, expect, it } from 'vitest';
import { MAX_STRUCTURED_ROLES, structuredRoles } from '../../../../../src/features/roles/structured-data';
import { shippedRole, shippedRoles } from '../../../helpers';

const roles = shippedRoles();
const names = (list: { displayName: string }[]) => list.map((r) => r.displayName);

describe('structured roles', () => {
  it('are the role, then the ones it inherits from, then the related ones, each once', () => {
    const ga = shippedRole('global-administrator');
    const readers = shippedRole('directory-readers');
    const related = [shippedRole('global-reader'), readers, ga, shippedRole('user-administrator')];
    expect(names(structuredRoles(ga, [readers], related))).toEqual([
      'Global Administrator',
      'Directory Readers',
      'Global Reader',
      'User Administrator',
    ]);
  });

  it('are just the role when nothing else is named', () => {
    expect(structuredRoles(roles[0], [], [])).toEqual([roles[0]]);
  });

  it('stop at 10 roles (spec section 9), the role itself always first', () => {
    expect(MAX_STRUCTURED_ROLES).toBe(10);
    const role = roles[5];
    const listed = structuredRoles(role, roles.slice(0, 3), roles.slice(3, 40));
    expect(listed).toHaveLength(10);
    expect(listed[0]).toBe(role);
    expect(new Set(listed.map((r) => r.templateId)).size).toBe(10);
  });
});
