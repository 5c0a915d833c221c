// The custom part of a comparison address (after '#'), and how a comparison splits built-in and custom ids.
import { describe, expect, it } from 'vitest';
import { parseRoleDefinitions } from '../../../../../src/data/custom-roles';
import {
  customHashText,
  readCustomHash,
  resolveComparison,
} from '../../../../../src/features/custom-roles/compare-hash';
import { MAX_LINK_IDS } from '../../../../../src/app/input-limits';
import { shippedRoles } from '../../../helpers';

describe('compare-hash', () => {
  it('writes and reads custom ids (encoded, distinct, capped) and the packed roles of a share link', () => {
    expect(customHashText([])).toBe('');
    expect(customHashText(['a b', 'c,d'], 'xyz')).toBe('#custom=a%20b,c%2Cd&roles=xyz');
    expect(readCustomHash('#custom=a%20b,c&roles=xyz')).toEqual({ ids: ['a b', 'c'], packedRoles: 'xyz' });
    expect(readCustomHash('custom= a , ,a,b')).toEqual({ ids: ['a', 'b'], packedRoles: null });
    expect(readCustomHash('#section-2')).toEqual({ ids: [], packedRoles: null });
    const many = Array.from({ length: MAX_LINK_IDS + 5 }, (_, i) => `id${i}`);
    expect(readCustomHash(customHashText(many)).ids).toHaveLength(MAX_LINK_IDS);
  });

  it('adds the hash ids found among the imported roles to the built-in ones, and counts those not imported', () => {
    const builtIns = shippedRoles();
    const parsed = parseRoleDefinitions(
      JSON.stringify({
        templateId: 'lite-1',
        displayName: 'Lite',
        rolePermissions: [{ allowedResourceActions: ['x/y'] }],
      }),
      builtIns,
    );
    if ('error' in parsed) throw new Error(parsed.error.message);
    const [ga, gr] = builtIns;
    // What the worker answers for the query's ids (workers/compare-page.ts): a custom id there is unknown.
    const found = { known: [ga, gr], unknownIds: ['lite-1'] };
    const resolved = resolveComparison(found, ['lite-1', ga.templateId, 'gone'], parsed.roles);
    expect(resolved.known.map((r) => r.templateId)).toEqual([ga.templateId, gr.templateId, 'lite-1']);
    expect(resolved.unknownIds).toEqual(['lite-1']);
    expect(resolved.notImported).toBe(2);
  });
});
