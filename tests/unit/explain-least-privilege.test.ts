// Provenance of permissions (listed / inherited / wildcard), roles granting an action, and the least-privilege finder.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainRole, rolesGranting } from '@engine/explain';
import { leastPrivilege } from '@engine/least-privilege';
import { buildCatalog, viewSets, LISTED_VIEW } from '@engine/catalog';
import { isSubsetOf, hasBit } from '@engine/bitset';
import { role, shippedCatalog, shippedRoles } from './helpers';

const catalog = shippedCatalog();
const roles = shippedRoles();
const GA = '62e90394-69f5-4237-9190-012177145e10';
const READERS = '88d8e3e3-8f55-4a1e-953a-9b9898b8876b';
const INHERIT = { inherit: true, wildcards: false };
const WILD = { inherit: false, wildcards: true };

describe('explainRole', () => {
  it('in the Listed view, every permission is listed and the count matches the role', () => {
    const explained = explainRole(catalog, GA, LISTED_VIEW)!;
    expect(explained).toHaveLength(roles.find((r) => r.templateId === GA)!.permissions.length);
    expect(explained.every((p) => p.how.kind === 'listed')).toBe(true);
  });

  it('with inheritance, Directory Readers actions that GA does not list are inherited from Directory Readers', () => {
    const gaListed = new Set(roles.find((r) => r.templateId === GA)!.permissions.map((p) => p.action));
    const readerOnly = roles.find((r) => r.templateId === READERS)!.permissions.filter((p) => !p.condition && !gaListed.has(p.action));
    expect(readerOnly.length).toBeGreaterThan(0);
    const explained = explainRole(catalog, GA, INHERIT)!;
    for (const p of readerOnly) {
      expect(explained.find((e) => e.key === p.action)?.how).toEqual({ kind: 'inherited', fromTemplateId: READERS, fromName: 'Directory Readers' });
    }
  });

  it('with wildcards, names the covering grant', () => {
    const explained = explainRole(catalog, GA, WILD)!;
    const basicUpdate = explained.find((e) => e.key === 'microsoft.directory/users/basic/update');
    expect(basicUpdate?.how).toEqual({ kind: 'wildcard', via: 'microsoft.directory/users/allProperties/allTasks' });
    expect(explainRole(catalog, 'no-such-role', WILD)).toBeNull();
  });
});

describe('rolesGranting', () => {
  it('lists exactly the roles that list an action, fewest permissions first', () => {
    const action = 'microsoft.directory/users/password/update';
    const granting = rolesGranting(catalog, action, LISTED_VIEW)!;
    const expected = roles.filter((r) => r.permissions.some((p) => p.action === action && !p.condition)).map((r) => r.displayName);
    expect(granting.map((g) => g.name).sort()).toEqual(expected.sort());
    for (let i = 1; i < granting.length; i++) expect(granting[i].permissionCount).toBeGreaterThanOrEqual(granting[i - 1].permissionCount);
    expect(rolesGranting(catalog, 'microsoft.nothing/x/y', LISTED_VIEW)).toBeNull();
  });

  it('grows with wildcards and says which grant covers it', () => {
    const action = 'microsoft.directory/users/basic/update';
    const listed = rolesGranting(catalog, action, LISTED_VIEW)!;
    const wild = rolesGranting(catalog, action, WILD)!;
    expect(wild.length).toBeGreaterThan(listed.length);
    const ga = wild.find((g) => g.templateId === GA)!;
    expect(ga.how.kind).toBe('wildcard');
  });
});

describe('leastPrivilege', () => {
  it('ranks single roles by permissions beyond the need, and reports unknown strings', () => {
    const answer = leastPrivilege(catalog, ['microsoft.directory/users/password/update', 'not/a/real-action', ''], LISTED_VIEW);
    expect(answer.unknown).toEqual(['not/a/real-action']);
    expect(answer.need).toEqual(['microsoft.directory/users/password/update']);
    expect(answer.singleRoles.length).toBeGreaterThan(1);
    for (let i = 1; i < answer.singleRoles.length; i++) expect(answer.singleRoles[i].extra).toBeGreaterThanOrEqual(answer.singleRoles[i - 1].extra);
    const listing = roles.filter((r) => r.builtIn && r.permissions.some((p) => p.action === answer.need[0] && !p.condition));
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
        const answer = leastPrivilege(catalog, picked.map((id) => catalog.keys[id]), LISTED_VIEW);
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
          for (let a = 0; a < sets.length; a++) for (let b = a + 1; b < sets.length; b++) expect(covers([a, b])).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every view set contains the Listed set (finder answers never lose a listed grant)', () => {
    const wild = viewSets(catalog, { inherit: true, wildcards: true });
    catalog.listed.forEach((set, i) => expect(isSubsetOf(set, wild[i])).toBe(true));
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
    expect(explainRole(withCustom, 'custom lean', LISTED_VIEW)!.map((p) => p.key)).toEqual(['ns/a/read', 'ns/a/update']);
  });
});
