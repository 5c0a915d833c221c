// src/data/role-lookup.ts: finding a role by template id, slug or name, and suggesting close names for typos.
import { describe, expect, it } from 'vitest';
import { findRole, suggestRoles } from '../../../../src/data/role-lookup';
import { shippedRoles } from '../../helpers';

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
