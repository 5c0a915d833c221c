// workers/engine/least-privilege.ts: the finder's single roles ranked by extra permissions, and the smallest combination.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainRole, rolesGranting } from '@engine/explain';
import { leastPrivilege } from '@engine/least-privilege';
import { buildCatalog, viewSets, LISTED_VIEW } from '@engine/catalog';
import { hasBit } from '@engine/bitset';
import { role, shippedCatalog, shippedRoles } from '../helpers';

const catalog = shippedCatalog();
const roles = shippedRoles();
const GA = '62e90394-69f5-4237-9190-012177145e10';
const WILD = { inherit: false, wildcards: true };

describe('leastPrivilege', () => {
  it('ranks single roles by permissions beyond the need, and reports unknown strings', () => {
    const answer = leastPrivilege(
      catalog,
      ['microsoft.directory/users/password/update', 'not/a/real-action', ''],
      LISTED_VIEW,
    );
    expect(answer.unknown).toEqual(['not/a/real-action']);
    expect(answer.need).toEqual(['microsoft.directory/users/password/update']);
    expect(answer.singleRoles.length).toBeGreaterThan(1);
    for (let i = 1; i < answer.singleRoles.length; i++)
      expect(answer.singleRoles[i].extra).toBeGreaterThanOrEqual(answer.singleRoles[i - 1].extra);
    const listing = roles.filter(
      (r) => r.builtIn && r.permissions.some((p) => p.action === answer.need[0] && !p.condition),
    );
    expect(answer.singleRoles.map((f) => f.name).sort()).toEqual(listing.map((r) => r.displayName).sort());
    // Global Administrator has it only through a wildcard, so it appears once wildcards are on.
    expect(answer.singleRoles.some((f) => f.templateId === GA)).toBe(false);
    expect(leastPrivilege(catalog, answer.need, WILD).singleRoles.some((f) => f.templateId === GA)).toBe(true);
    expect(answer.combination).toEqual([]);
  });

  it('finds a proven smallest combination when no single role covers the need', () => {
    const sets = viewSets(catalog, LISTED_VIEW);
    const ids = catalog.keys.map((_, id) => id);
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...ids), { minLength: 2, maxLength: 5 }), (picked) => {
        const answer = leastPrivilege(
          catalog,
          picked.map((id) => catalog.keys[id]),
          LISTED_VIEW,
        );
        const covers = (roleIdx: number[]) => picked.every((id) => roleIdx.some((r) => hasBit(sets[r], id)));
        const index = (t: string) => catalog.indexByTemplateId.get(t)!;
        if (answer.singleRoles.length > 0) {
          for (const f of answer.singleRoles) expect(covers([index(f.templateId)])).toBe(true);
          return;
        }
        const combo = answer.combination.map((f) => index(f.templateId));
        expect(covers(combo)).toBe(true);
        expect(answer.combinationProven).toBe(true);
        if (combo.length === 3) {
          for (let a = 0; a < sets.length; a++)
            for (let b = a + 1; b < sets.length; b++) expect(covers([a, b])).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('custom roles in the dataset', () => {
  // The engine holds every loaded role; the finder and the permission pages speak of built-in roles only (spec section 5).
  const withCustom = buildCatalog([
    role('Reader', ['ns/a/read']),
    role('Editor', ['ns/a/read', 'ns/a/update']),
    { ...role('Custom Lean', ['ns/a/read', 'ns/a/update']), builtIn: false },
    { ...role('Custom Only', ['ns/b/read']), builtIn: false },
  ]);

  it('never recommends a custom role, alone or in a combination', () => {
    expect(leastPrivilege(withCustom, ['ns/a/update'], LISTED_VIEW).singleRoles.map((f) => f.name)).toEqual(['Editor']);
    const answer = leastPrivilege(withCustom, ['ns/a/read', 'ns/b/read'], LISTED_VIEW);
    expect(answer.singleRoles).toEqual([]);
    expect(answer.combination.map((f) => f.name)).toEqual(['Reader']); // the reachable part, by built-in roles
    expect(answer.uncoverable).toEqual(['ns/b/read']);
  });

  it('lists only built-in roles as granting a permission', () => {
    expect(rolesGranting(withCustom, 'ns/a/update', LISTED_VIEW)!.map((g) => g.name)).toEqual(['Editor']);
    expect(rolesGranting(withCustom, 'ns/b/read', LISTED_VIEW)).toEqual([]);
  });

  it('still explains a custom role', () => {
    expect(explainRole(withCustom, 'custom lean', LISTED_VIEW)!.map((p) => p.key)).toEqual([
      'ns/a/read',
      'ns/a/update',
    ]);
  });
});
