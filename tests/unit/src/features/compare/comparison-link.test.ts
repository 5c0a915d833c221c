// src/features/compare/comparison-link.ts: role ids read from a query (ids, or roleIds) and the /compare link of a selection.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PermissionView } from '@engine/catalog';
import { comparisonPath, roleIdsFromSearch } from '../../../../../src/features/compare/comparison-link';
import { resolveRoleIds } from '../../../../../src/data/role-lookup';
import { viewFromSearch } from '../../../../../src/state/view';
import { shippedRoles } from '../../../helpers';

const roles = shippedRoles();
const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const UA = 'fe930be7-5e62-47db-91af-98c3a49a38b1';
const LISTED: PermissionView = { inherit: false, wildcards: false };
const ids = (query: string) => roleIdsFromSearch(new URLSearchParams(query));

describe('role ids from a query (spec section 5)', () => {
  it('are comma-split, trimmed, distinct and non-empty, in the order given', () => {
    expect(ids(`ids=${GA},${GR}`)).toEqual([GA, GR]);
    expect(ids(`ids= ${GR} ,,${GA}, ${GR},`)).toEqual([GR, GA]);
    expect(ids('ids=,, ,')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('take roleIds as an alias of ids, merged with ids in query order when both are given', () => {
    expect(ids(`roleIds=${GA},${UA}`)).toEqual([GA, UA]);
    expect(ids(`roleIds=${GA}&ids=${GR}`)).toEqual([GA, GR]);
    // An empty ids does not hide the alias.
    expect(ids(`ids=&roleIds=${UA}`)).toEqual([UA]);
  });

  it('keep ids that differ only in case apart (resolving them is what merges them)', () => {
    expect(ids(`ids=${GA},${GA.toUpperCase()}`)).toEqual([GA, GA.toUpperCase()]);
  });
});

describe('resolving ids against the roles', () => {
  it('keeps known roles in the order asked, each once, whatever the case of the id', () => {
    const { known, unknownIds } = resolveRoleIds([GR, GA.toUpperCase(), GR, GA], roles);
    expect(known.map((r) => r.displayName)).toEqual(['Global Reader', 'Global Administrator']);
    expect(unknownIds).toEqual([]);
  });

  it('lists the ids that match no role as they were asked, and never matches a slug or a name', () => {
    const { known, unknownIds } = resolveRoleIds(['nope', UA, 'global-reader', 'Global Administrator'], roles);
    expect(known.map((r) => r.displayName)).toEqual(['User Administrator']);
    expect(unknownIds).toEqual(['nope', 'global-reader', 'Global Administrator']);
  });

  it('resolves nothing from no ids, or against no roles', () => {
    expect(resolveRoleIds([], roles)).toEqual({ known: [], unknownIds: [] });
    expect(resolveRoleIds([GA], [])).toEqual({ known: [], unknownIds: [GA] });
  });
});

describe('the comparison link', () => {
  it('is /compare?ids=... in the order given, with the view', () => {
    expect(comparisonPath([GA, GR], LISTED)).toBe(`/compare?ids=${GA},${GR}`);
    expect(comparisonPath([GR, GA], { inherit: true, wildcards: false })).toBe(`/compare?ids=${GR},${GA}&inherit=1`);
    expect(comparisonPath([GA], { inherit: true, wildcards: true })).toBe(`/compare?ids=${GA}&inherit=1&wildcards=1`);
  });

  it('reads back as the same roles and view', () => {
    for (const view of [
      LISTED,
      { inherit: true, wildcards: false },
      { inherit: false, wildcards: true },
      { inherit: true, wildcards: true },
    ]) {
      const url = new URL(comparisonPath([UA, GA, GR], view), 'https://roleprism.example');
      expect(url.pathname).toBe('/compare');
      expect(roleIdsFromSearch(url.searchParams)).toEqual([UA, GA, GR]);
      expect(viewFromSearch(url.searchParams)).toEqual(view);
      expect(resolveRoleIds(roleIdsFromSearch(url.searchParams), roles).known.map((r) => r.templateId)).toEqual([
        UA,
        GA,
        GR,
      ]);
    }
  });

  it('property: ids with characters a URL treats specially read back unchanged', () => {
    const id = fc
      .array(fc.constantFrom('a', 'F', '0', '-', '&', '=', '+', '%', '#', '?', '/', ' ', 'é'), {
        minLength: 1,
        maxLength: 10,
      })
      .map((c) => c.join('').trim())
      .filter((s) => s !== '');
    fc.assert(
      fc.property(fc.uniqueArray(id, { maxLength: 5 }), (list) => {
        expect(
          roleIdsFromSearch(new URL(comparisonPath(list, LISTED), 'https://roleprism.example').searchParams),
        ).toEqual(list);
      }),
      { numRuns: 500 },
    );
  });
});
