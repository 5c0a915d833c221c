// workers/engine/analyze.ts: union, intersection, per-pair numbers, subsets and the shape of an analysis result.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCatalog, LISTED_VIEW } from '@engine/catalog';
import {
  analyzeSelection,
  clusterOrder,
  holdersOf,
  pairDetail,
  pairPercent,
  pairStats,
  quickStats,
  resolveSelection,
  subsetRelations,
} from '@engine/analyze';
import { transferList } from '../../../workers/transfer-list';
import { DATASET_PATH, emptyShippedRoles, role, shippedCatalog } from '../helpers';
import { tiny } from './fixtures';
import { bySubsetThenSuperset, catalogArb, oracle, analyzeEveryRole } from './set-oracle';

describe('pair stats (spec section 5)', () => {
  it('reads as a symmetric matrix with 100 on the diagonal', () => {
    const r = analyzeSelection(tiny, ['alpha', 'beta', 'gamma'], LISTED_VIEW);
    expect(pairStats(r, 0, 1)).toEqual({ shared: 2, union: 3, percent: 67, emptyInPair: 0 }); // {a,b} of {a,b,c}
    expect(pairStats(r, 1, 0)).toEqual({ shared: 2, union: 3, percent: 67, emptyInPair: 0 });
    expect(pairStats(r, 0, 2)).toEqual({ shared: 1, union: 4, percent: 25, emptyInPair: 0 }); // {c} of {a,b,c,d}
    expect(pairPercent(r, 1, 2)).toBe(0);
    expect(pairPercent(r, 2, 0)).toBe(25);
    for (let i = 0; i < 3; i++)
      expect(pairStats(r, i, i)).toEqual({
        shared: r.roles[i].permissionCount,
        union: r.roles[i].permissionCount,
        percent: 100,
        emptyInPair: 0,
      });
  });

  it('flags two roles that both have no permissions: the 0 for 0/0 is no finding', () => {
    const c = buildCatalog([role('A', []), role('B', [])]);
    const r = analyzeSelection(c, ['a', 'b'], LISTED_VIEW);
    expect(pairPercent(r, 0, 1)).toBe(0);
    expect(pairStats(r, 0, 1)).toEqual({ shared: 0, union: 0, percent: 0, emptyInPair: 2 });
    expect(pairStats(r, 1, 1).emptyInPair).toBe(2);
    expect(r.emptyRoles).toEqual([0, 1]);
    expect(r.unionCount).toBe(0);
    expect(r.minimalSet).toEqual([]);
  });
});

describe('union, intersection and unique permissions', () => {
  it('counts the union and the permissions every role has', () => {
    const r = analyzeSelection(tiny, ['alpha', 'beta'], LISTED_VIEW);
    expect(r.actions).toEqual(['ns/a/read', 'ns/b/read', 'ns/c/read']);
    expect(r.unionCount).toBe(3);
    expect(r.intersectionCount).toBe(2);
    expect([...r.isCommon]).toEqual([1, 1, 0]);
    expect([...r.uniqueTo]).toEqual([-1, -1, 0]);
    expect(r.actions.map((_, p) => [...holdersOf(r, p)])).toEqual([[0, 1], [0, 1], [0]]);
    expect(quickStats(tiny, ['alpha', 'beta'], LISTED_VIEW)).toEqual({ union: 3, common: 2 });
  });

  it('drops repeated, blank and unknown ids, and reports the unknown ones', () => {
    const r = analyzeSelection(tiny, ['alpha', ' alpha ', '', 'nope', 'beta', 'nope'], LISTED_VIEW);
    expect(r.roles.map((x) => x.name)).toEqual(['Alpha', 'Beta']);
    expect(r.unknownIds).toEqual(['nope']);
  });

  it('lists shared and one-sided permissions of a pair', () => {
    expect(pairDetail(tiny, 'alpha', 'gamma', LISTED_VIEW)).toEqual({
      shared: ['ns/c/read'],
      onlyA: ['ns/a/read', 'ns/b/read'],
      onlyB: ['ns/d/read'],
    });
    expect(pairDetail(tiny, 'alpha', 'nope', LISTED_VIEW)).toBeNull();
  });
});

describe('subsets (all contained AND strictly fewer)', () => {
  it('finds strict subsets and ignores identical roles', () => {
    const r = analyzeSelection(tiny, ['alpha', 'beta', 'delta', 'gamma'], LISTED_VIEW);
    const pairs = subsetRelations(r).map((s) => `${s.subsetName} < ${s.supersetName}`);
    expect(pairs).toEqual(['Beta < Alpha', 'Delta < Alpha']);
  });
});

describe('analysis against a Set-based oracle', () => {
  it('union, intersection and per-role counts match', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets, union, intersection } = oracle(roles);
        const r = analyzeEveryRole(roles);
        expect(r.unionCount).toBe(union.size);
        expect(r.intersectionCount).toBe(intersection.size);
        expect(r.roles.map((x) => x.permissionCount)).toEqual(sets.map((s) => s.size));
        // intersection within each role within union
        for (const s of sets) {
          for (const a of intersection) expect(s.has(a)).toBe(true);
          for (const a of s) expect(union.has(a)).toBe(true);
        }
        expect(new Set(r.actions)).toEqual(union);
      }),
    );
  });

  it('subsets are exactly the strictly smaller contained roles', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets } = oracle(roles);
        const r = analyzeEveryRole(roles);
        const expected: string[] = [];
        sets.forEach((a, i) =>
          sets.forEach((b, j) => {
            if (i !== j && a.size < b.size && [...a].every((x) => b.has(x))) expected.push(`${i}<${j}`);
          }),
        );
        expect(subsetRelations(r).map((s) => `${s.subset}<${s.superset}`)).toEqual(expected.sort(bySubsetThenSuperset));
      }),
    );
  });

  it('common and unique flags agree with membership', () => {
    fc.assert(
      fc.property(catalogArb, (roles) => {
        const { sets } = oracle(roles);
        const n = roles.length;
        const r = analyzeEveryRole(roles);
        r.actions.forEach((action, p) => {
          const holders = sets.map((s, i) => (s.has(action) ? i : -1)).filter((i) => i >= 0);
          expect([...holdersOf(r, p)]).toEqual(holders);
          expect(r.isCommon[p]).toBe(holders.length === n ? 1 : 0);
          expect(r.uniqueTo[p]).toBe(holders.length === 1 ? holders[0] : -1);
        });
      }),
    );
  });
});

describe('selection, views and the shape of a result', () => {
  it('resolves ids to catalog indices in the order given, unknown ones once and apart', () => {
    expect(resolveSelection(tiny, ['gamma', ' alpha', 'gamma', 'x', '  ', 'x', 'ALPHA'])).toEqual({
      indices: [2, 0],
      unknownIds: ['x', 'ALPHA'],
    });
    expect(resolveSelection(tiny, [])).toEqual({ indices: [], unknownIds: [] });
  });

  it('analyses an empty selection as nothing at all', () => {
    const r = analyzeSelection(tiny, [], LISTED_VIEW);
    expect(r).toMatchObject({
      roles: [],
      actions: [],
      unionCount: 0,
      intersectionCount: 0,
      minimalSet: [],
      greedySet: [],
      minimalSetProven: true,
    });
    expect(quickStats(tiny, [], LISTED_VIEW)).toEqual({ union: 0, common: 0 });
    expect(quickStats(tiny, ['nope'], LISTED_VIEW)).toEqual({ union: 0, common: 0 });
  });

  it('copies the view it was asked for, and counts every role in that view', () => {
    const view = { inherit: true, wildcards: true };
    const catalog = shippedCatalog();
    const ga = '62e90394-69f5-4237-9190-012177145e10';
    const r = analyzeSelection(catalog, [ga], view);
    expect(r.view).toEqual(view);
    expect(r.view).not.toBe(view);
    expect(r.roles[0].permissionCount).toBeGreaterThan(
      analyzeSelection(catalog, [ga], LISTED_VIEW).roles[0].permissionCount,
    );
    expect(quickStats(catalog, [ga], view)).toEqual({ union: r.unionCount, common: r.intersectionCount });
  });

  it('hands every typed array over for transfer, each on its own buffer, and survives a structured clone', () => {
    const r = analyzeSelection(tiny, ['alpha', 'beta', 'gamma', 'delta', 'empty'], LISTED_VIEW);
    const buffers = transferList(r);
    expect(buffers).toHaveLength(9);
    expect(new Set(buffers).size).toBe(9);
    const copy = structuredClone(r);
    expect(pairStats(copy, 0, 2)).toEqual(pairStats(r, 0, 2));
    expect(subsetRelations(copy)).toEqual(subsetRelations(r));
  });

  it('orders the display by similarity: a permutation that starts with the largest role', () => {
    const catalog = shippedCatalog();
    const r = analyzeSelection(
      catalog,
      catalog.roles.map((x) => x.templateId),
      LISTED_VIEW,
    );
    const order = [...clusterOrder(r)];
    expect([...order].sort((a, b) => a - b)).toEqual(r.roles.map((_, i) => i));
    const largest = Math.max(...r.roles.map((x) => x.permissionCount));
    expect(r.roles[order[0]].permissionCount).toBe(largest);
    // Each next role is the unplaced one most like the current one (percent first).
    for (let k = 1; k < order.length; k++) {
      const best = Math.max(...order.slice(k).map((j) => pairPercent(r, order[k - 1], j)));
      expect(pairPercent(r, order[k - 1], order[k])).toBe(best);
    }
    expect([...clusterOrder(analyzeSelection(tiny, [], LISTED_VIEW))]).toEqual([]);
  });
});

describe('roles that list no permissions (real dataset: two found in it, one inheriting a role, one not)', () => {
  const catalog = shippedCatalog();
  const id = (name: string) => catalog.roles.find((r) => r.name === name)!.templateId;
  const { inheriting, alone } = emptyShippedRoles();
  const TGR = inheriting.name;
  const DJ = alone.name;
  const GR = 'Global Reader';
  const INHERITED = { inherit: true, wildcards: false };
  /** The roles of the shipped file with no grants at all, straight from the JSON (not from the engine). */
  const listedEmpty = (
    JSON.parse(readFileSync(DATASET_PATH, 'utf8')) as { display_name: string; role_permissions: unknown[] }[]
  )
    .filter((r) => r.role_permissions.length === 0)
    .map((r) => r.display_name);

  it('the roles the file lists with no grants are the roles the engine finds empty', () => {
    expect(listedEmpty).toContain(TGR);
    expect(listedEmpty).toContain(DJ);
    const all = analyzeSelection(
      catalog,
      catalog.roles.map((r) => r.templateId),
      LISTED_VIEW,
    );
    expect(all.emptyRoles.map((i) => all.roles[i].name).sort()).toEqual([...listedEmpty].sort());
  });

  it('an empty role with Global Reader: the containment is kept, marked trivial, and the pair flagged', () => {
    const r = analyzeSelection(catalog, [id(TGR), id(GR)], LISTED_VIEW);
    expect(r.emptyRoles).toEqual([0]);
    expect(subsetRelations(r)).toEqual([{ subset: 0, superset: 1, subsetName: TGR, supersetName: GR, trivial: true }]);
    const stats = pairStats(r, 0, 1);
    expect(stats.emptyInPair).toBe(1);
    expect(stats.shared).toBe(0);
    expect(r.minimalSetNames).toEqual([GR]);
    expect(r.minimalSetProven).toBe(true);
  });

  it('two empty roles together: no subset either way, the pair 0/0 is flagged as both empty, no coverage to keep', () => {
    const r = analyzeSelection(catalog, [id(TGR), id(DJ)], LISTED_VIEW);
    expect(r.emptyRoles).toEqual([0, 1]);
    expect(subsetRelations(r)).toEqual([]);
    expect(pairStats(r, 0, 1)).toEqual({ shared: 0, union: 0, percent: 0, emptyInPair: 2 });
    expect(r.unionCount).toBe(0);
    expect(r.minimalSet).toEqual([]);
  });

  it('an empty role never joins the minimal set, and the set still covers the union', () => {
    const names = ['Global Administrator', GR, 'User Administrator', TGR, DJ, 'Security Reader'];
    const r = analyzeSelection(catalog, names.map(id), LISTED_VIEW);
    expect(r.emptyRoles.map((i) => r.roles[i].name)).toEqual([TGR, DJ]);
    for (const i of r.emptyRoles) {
      expect(r.minimalSet).not.toContain(i);
      expect(r.greedySet).not.toContain(i);
    }
    expect(r.minimalSet.length).toBeGreaterThan(0);
    expect(r.actions.every((_, p) => [...holdersOf(r, p)].some((h) => r.minimalSet.includes(h)))).toBe(true);
  });

  it('over the whole catalog, in every view: exactly the relations whose subset is empty are trivial', () => {
    const all = catalog.roles.map((r) => r.templateId);
    for (const view of [LISTED_VIEW, INHERITED, { inherit: true, wildcards: true }]) {
      const r = analyzeSelection(catalog, all, view);
      const empty = r.roles.flatMap((role, i) => (role.permissionCount === 0 ? [i] : []));
      expect(r.emptyRoles).toEqual(empty);
      const relations = subsetRelations(r);
      expect(relations.some((s) => s.trivial)).toBe(empty.length > 0);
      for (const s of relations) expect(s.trivial).toBe(empty.includes(s.subset));
      // Every empty role is trivially contained in every role that lists something.
      const nonEmpty = r.roles.length - empty.length;
      for (const e of empty) expect(relations.filter((s) => s.subset === e)).toHaveLength(nonEmpty);
    }
  });

  it('empty in a view means empty in that view: one empty role inherits a role, the other nothing', () => {
    const listed = analyzeSelection(
      catalog,
      catalog.roles.map((r) => r.templateId),
      LISTED_VIEW,
    );
    expect(listed.emptyRoles.map((i) => listed.roles[i].name).sort()).toEqual([...listedEmpty].sort());
    const r = analyzeSelection(catalog, [id(TGR), id(DJ), id(GR)], INHERITED);
    expect(r.emptyRoles).toEqual([1]);
    expect(r.roles[0].permissionCount).toBeGreaterThan(0);
    const relation = subsetRelations(r).find((s) => s.subset === 0);
    if (relation) expect(relation.trivial).toBe(false);
  });
});
