// Every example of docs/spec/semantics.md, and the view properties.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actionCovers, grantCovers, parseAction } from '@engine/permission-grammar';
import { buildCatalog, viewSets } from '@engine/catalog';
import { isSubsetOf, equalSets, countBits } from '@engine/bitset';
import { shippedCatalog } from './helpers';
import { SEMANTICS_EXAMPLES } from '../semantics-examples';

describe('semantics.md: when grant G covers action A', () => {
  it.each(SEMANTICS_EXAMPLES)('%s covers %s: %s', (g, a, expected) => {
    expect(actionCovers(g, a)).toBe(expected);
  });

  it('parses the grammar examples', () => {
    expect(parseAction('microsoft.directory/users/password/update')).toEqual({ namespace: 'microsoft.directory', entity: ['users'], propertySet: 'password', verb: 'update' });
    expect(parseAction('microsoft.directory/users/delete')).toEqual({ namespace: 'microsoft.directory', entity: ['users'], propertySet: null, verb: 'delete' });
    expect(parseAction('microsoft.directory/accessReviews/definitions/allProperties/allTasks')?.entity).toEqual(['accessReviews', 'definitions']);
    expect(parseAction('nonsense')).toBeNull();
  });

  it('allProperties covers an action with no property set; a named set does not', () => {
    expect(actionCovers('microsoft.directory/users/allProperties/allTasks', 'microsoft.directory/users/delete')).toBe(true);
    expect(actionCovers('microsoft.directory/users/standard/allTasks', 'microsoft.directory/users/delete')).toBe(false);
  });

  it('an unconditioned grant covers its conditioned form; never the other way round', () => {
    const plain = { action: 'microsoft.directory/users/password/update' };
    const self = { action: 'microsoft.directory/users/password/update', condition: '$ResourceIsSelf' };
    expect(grantCovers(plain, self)).toBe(true);
    expect(grantCovers(self, plain)).toBe(false);
    expect(grantCovers({ action: 'microsoft.directory/users/allProperties/allTasks', condition: '$ResourceIsSelf' }, self)).toBe(true);
    expect(grantCovers({ action: 'microsoft.directory/users/allProperties/allTasks', condition: '$SubjectIsOwner' }, self)).toBe(false);
  });
});

describe('permission views over the shipped dataset', () => {
  const catalog = shippedCatalog();
  const views = [
    { inherit: true, wildcards: false },
    { inherit: false, wildcards: true },
    { inherit: true, wildcards: true },
  ];

  it('every view contains the Listed set of every role', () => {
    for (const view of views) {
      viewSets(catalog, view).forEach((set, i) => expect(isSubsetOf(catalog.listed[i], set)).toBe(true));
    }
  });

  it('+ Inherited equals Listed for roles that inherit nothing, and adds Directory Readers to those that do', () => {
    const inherited = viewSets(catalog, { inherit: true, wildcards: false });
    const readers = catalog.indexByTemplateId.get('88d8e3e3-8f55-4a1e-953a-9b9898b8876b')!;
    catalog.roles.forEach((r, i) => {
      if (r.inheritsFrom.length === 0) expect(equalSets(inherited[i], catalog.listed[i])).toBe(true);
      if (r.inheritsFrom.includes('88d8e3e3-8f55-4a1e-953a-9b9898b8876b')) expect(isSubsetOf(catalog.listed[readers], inherited[i])).toBe(true);
    });
  });

  it('wildcards give Global Administrator every users action, but not child entities like users/authenticationMethods', () => {
    const ga = catalog.indexByTemplateId.get('62e90394-69f5-4237-9190-012177145e10')!;
    const set = viewSets(catalog, { inherit: false, wildcards: true })[ga];
    const userActions = catalog.keys
      .map((k, id) => [k, id] as const)
      .filter(([k]) => parseAction(k.split(' ')[0])?.namespace === 'microsoft.directory' && parseAction(k.split(' ')[0])?.entity.join('/') === 'users');
    expect(userActions.length).toBeGreaterThan(20);
    for (const [, id] of userActions) expect((set[id >>> 5] >>> (id & 31)) & 1).toBe(1);
    expect(countBits(set)).toBeGreaterThan(countBits(catalog.listed[ga]));
    const restricted = catalog.idByKey.get('microsoft.directory/users/authenticationMethods/standard/restrictedRead')!;
    expect((set[restricted >>> 5] >>> (restricted & 31)) & 1).toBe(0);
  });

  it('views are cached: asking twice returns the same sets', () => {
    expect(viewSets(catalog, views[2])).toBe(viewSets(catalog, views[2]));
  });

  it('property: on random grammar-shaped actions, wildcard views contain Listed and respect coverage', () => {
    const seg = fc.constantFrom('users', 'groups', 'groups.unified', 'applications', 'allEntities');
    const prop = fc.constantFrom('allProperties', 'standard', 'basic', null);
    const verb = fc.constantFrom('read', 'update', 'allTasks', 'create', 'createAsOwner');
    const action = fc.tuple(fc.constantFrom('microsoft.directory', 'microsoft.azure.x'), seg, prop, verb).map(([ns, e, p, v]) => (p ? `${ns}/${e}/${p}/${v}` : `${ns}/${e}/${v}`));
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(action, { maxLength: 8 }), { minLength: 1, maxLength: 5 }), (sets) => {
        const roles = sets.map((actions, i) => ({ templateId: `t${i}`, name: `R${i}`, inheritsFrom: [], grants: actions.map((a) => ({ action: a })) }));
        const c = buildCatalog(roles);
        const wild = viewSets(c, { inherit: false, wildcards: true });
        wild.forEach((set, i) => {
          expect(isSubsetOf(c.listed[i], set)).toBe(true);
          c.keys.forEach((k, id) => {
            const has = ((set[id >>> 5] >>> (id & 31)) & 1) === 1;
            expect(has).toBe(sets[i].some((g) => actionCovers(g, k)));
          });
        });
      }),
    );
  });
});
