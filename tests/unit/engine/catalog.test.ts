// workers/engine/catalog.ts: interning the dataset into member keys and bitsets, and each role's set in every permission view.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actionCovers, parseAction } from '@engine/permission-grammar';
import { buildCatalog, LISTED_VIEW, permissionCounts, viewLabel, viewMembers, viewSets } from '@engine/catalog';
import { analyzeSelection } from '@engine/analyze';
import { isSubsetOf, equalSets, countBits, bitsToIds } from '@engine/bitset';
import { role, shippedCatalog, shippedRoles } from '../helpers';

describe('shipped dataset through the engine', () => {
  it('reproduces known facts of the Graph export', () => {
    const roles = shippedRoles();
    const catalog = shippedCatalog();
    expect(catalog.roles).toHaveLength(roles.length);
    // Every distinct action is a member; each conditioned form is a member of its own.
    const listed = roles.flatMap((r) => r.permissions);
    expect(new Set(catalog.grants.map((g) => g.action))).toEqual(new Set(listed.map((p) => p.action)));
    const forms = new Set(listed.map((p) => `${p.action}|${p.condition ?? ''}`));
    expect(catalog.keys.length).toBe(forms.size);
    expect(catalog.grants.filter((g) => g.condition).length).toBe([...forms].filter((f) => !f.endsWith('|')).length);
    expect(catalog.grants.some((g) => g.condition)).toBe(true);
    const ga = roles.find((r) => r.slug === 'global-administrator')!;
    const gr = roles.find((r) => r.slug === 'global-reader')!;
    const r = analyzeSelection(catalog, [ga.templateId, gr.templateId], LISTED_VIEW);
    expect(r.roles[0].permissionCount).toBe(ga.permissions.length);
    expect(r.unionCount).toBe(
      new Set([...ga.permissions, ...gr.permissions].map((p) => p.action + (p.condition ?? ''))).size,
    );
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

  it('every view set contains the Listed set (finder answers never lose a listed grant)', () => {
    const wild = viewSets(catalog, { inherit: true, wildcards: true });
    catalog.listed.forEach((set, i) => expect(isSubsetOf(set, wild[i])).toBe(true));
  });

  it('+ Inherited equals Listed for roles that inherit nothing, and adds Directory Readers to those that do', () => {
    const inherited = viewSets(catalog, { inherit: true, wildcards: false });
    const readers = catalog.indexByTemplateId.get('88d8e3e3-8f55-4a1e-953a-9b9898b8876b')!;
    catalog.roles.forEach((r, i) => {
      if (r.inheritsFrom.length === 0) expect(equalSets(inherited[i], catalog.listed[i])).toBe(true);
      if (r.inheritsFrom.includes('88d8e3e3-8f55-4a1e-953a-9b9898b8876b'))
        expect(isSubsetOf(catalog.listed[readers], inherited[i])).toBe(true);
    });
  });

  it('wildcards give Global Administrator every users action, but not child entities like users/authenticationMethods', () => {
    const ga = catalog.indexByTemplateId.get('62e90394-69f5-4237-9190-012177145e10')!;
    const set = viewSets(catalog, { inherit: false, wildcards: true })[ga];
    const userActions = catalog.keys
      .map((k, id) => [k, id] as const)
      .filter(
        ([k]) =>
          parseAction(k.split(' ')[0])?.namespace === 'microsoft.directory' &&
          parseAction(k.split(' ')[0])?.entity.join('/') === 'users',
      );
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
    const action = fc
      .tuple(fc.constantFrom('microsoft.directory', 'microsoft.azure.x'), seg, prop, verb)
      .map(([ns, e, p, v]) => (p ? `${ns}/${e}/${p}/${v}` : `${ns}/${e}/${v}`));
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(action, { maxLength: 8 }), { minLength: 1, maxLength: 5 }), (sets) => {
        const roles = sets.map((actions, i) => ({
          templateId: `t${i}`,
          name: `R${i}`,
          inheritsFrom: [],
          grants: actions.map((a) => ({ action: a })),
        }));
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

describe('building a catalog', () => {
  it('interns every member key once, sorted, a conditioned grant as its own member', () => {
    const c = buildCatalog([
      {
        templateId: 'a',
        name: 'A',
        inheritsFrom: [],
        grants: [{ action: 'n/y/r' }, { action: 'n/x/r', condition: '$ResourceIsSelf' }],
      },
      {
        templateId: 'b',
        name: 'B',
        inheritsFrom: [],
        grants: [{ action: 'n/x/r' }, { action: 'n/y/r', condition: null }],
      },
    ]);
    expect(c.keys).toEqual(['n/x/r', 'n/x/r [$ResourceIsSelf]', 'n/y/r']);
    expect(c.grants).toEqual([
      { action: 'n/x/r', condition: null },
      { action: 'n/x/r', condition: '$ResourceIsSelf' },
      { action: 'n/y/r', condition: null },
    ]);
    expect(c.listed.map(bitsToIds)).toEqual([
      [1, 2],
      [0, 2],
    ]);
    expect(c.indexByTemplateId.get('b')).toBe(1);
  });

  it('ranks roles by name (code-unit order, then position) for tie-breaks', () => {
    const c = buildCatalog([role('beta', []), role('Alpha', []), role('alpha', []), role('Alpha', [])]);
    expect([...c.nameRank]).toEqual([3, 0, 2, 1]);
  });

  it('inherits through chains, from known roles only', () => {
    const c = buildCatalog([
      role('A', ['n/a/r'], ['b']),
      role('B', ['n/b/r'], ['c']),
      role('C', ['n/c/r']),
      role('D', ['n/d/r'], ['nobody']),
    ]);
    const inherited = viewSets(c, { inherit: true, wildcards: false }).map((set) =>
      bitsToIds(set).map((id) => c.keys[id]),
    );
    expect(inherited).toEqual([['n/a/r', 'n/b/r', 'n/c/r'], ['n/b/r', 'n/c/r'], ['n/c/r'], ['n/d/r']]);
  });

  it('finishes on a cycle in inheritsFrom, each role keeping its own permissions', () => {
    const c = buildCatalog([role('A', ['n/a/r'], ['b']), role('B', ['n/b/r'], ['a']), role('S', ['n/s/r'], ['s'])]);
    const inherited = viewSets(c, { inherit: true, wildcards: false });
    inherited.forEach((set, i) => expect(isSubsetOf(c.listed[i], set)).toBe(true));
  });
});

describe('view names, counts and member lists', () => {
  const catalog = shippedCatalog();

  it('names the four views', () => {
    expect(viewLabel(LISTED_VIEW)).toBe('Listed');
    expect(viewLabel({ inherit: true, wildcards: false })).toBe('Listed + Inherited');
    expect(viewLabel({ inherit: false, wildcards: true })).toBe('Listed + Wildcards');
    expect(viewLabel({ inherit: true, wildcards: true })).toBe('Effective (Listed + Inherited + Wildcards)');
  });

  it('counts each role in a view, and the Listed counts are the dataset counts', () => {
    expect([...permissionCounts(catalog, LISTED_VIEW)]).toEqual(shippedRoles().map((r) => r.permissions.length));
    const effective = { inherit: true, wildcards: true };
    expect([...permissionCounts(catalog, effective)]).toEqual(viewSets(catalog, effective).map(countBits));
  });

  it('lists each role’s members as ascending ids, once per view', () => {
    const view = { inherit: true, wildcards: false };
    const members = viewMembers(catalog, view);
    expect(viewMembers(catalog, view)).toBe(members);
    viewSets(catalog, view).forEach((set, r) =>
      expect([...members.ids.subarray(members.offsets[r], members.offsets[r + 1])]).toEqual(bitsToIds(set)),
    );
  });
});
