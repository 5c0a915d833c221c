// src/data/role-lookup.ts: finding a role by template id, slug or name, and suggesting close names for typos.
import { describe, expect, it } from 'vitest';
import { editDistance, findRole, suggestRoles } from '../../../../src/data/role-lookup';
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

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions, one each', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('reader', 'readr')).toBe(1);
    expect(editDistance('readr', 'reader')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('ab', 'ba')).toBe(2); // a swap is two edits
  });

  it('is a distance: symmetric, zero only between equal strings, and never more than the longer length', () => {
    const words = ['global-reader', 'global-administrator', 'user', 'users', 'helpdesk', '', 'a'];
    for (const a of words) {
      for (const b of words) {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(editDistance(a, b)).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      }
    }
  });
});
