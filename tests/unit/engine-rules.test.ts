import { describe, expect, it } from 'vitest';
import { buildCatalog, LISTED_VIEW } from '@engine/catalog';
import { analyzeSelection, holdersOf, overlapPercent, pairDetail, pairPercent, pairStats, quickStats, subsetRelations } from '@engine/analyze';
import { pairIndex, sharedCount, triangleSize } from '@engine/pairs';
import { comparisonCsv, csvField, CSV_COLUMNS } from '@engine/csv';
import { role, shippedCatalog, shippedRoles } from './helpers';

const tiny = buildCatalog([
  role('Alpha', ['ns/a/read', 'ns/b/read', 'ns/c/read']),
  role('Beta', ['ns/a/read', 'ns/b/read']),
  role('Gamma', ['ns/c/read', 'ns/d/read']),
  role('Delta', ['ns/a/read', 'ns/b/read']),
  role('Empty', []),
]);

describe('overlap percent (spec section 5)', () => {
  it('is shared / union x 100, rounded, and 0 for an empty union', () => {
    expect(overlapPercent(1, 3)).toBe(33);
    expect(overlapPercent(2, 3)).toBe(67);
    expect(overlapPercent(0, 0)).toBe(0);
    expect(overlapPercent(5, 5)).toBe(100);
  });

  it('reads as a symmetric matrix with 100 on the diagonal', () => {
    const r = analyzeSelection(tiny, ['alpha', 'beta', 'gamma'], LISTED_VIEW);
    expect(pairStats(r, 0, 1)).toEqual({ shared: 2, union: 3, percent: 67 }); // {a,b} of {a,b,c}
    expect(pairStats(r, 1, 0)).toEqual({ shared: 2, union: 3, percent: 67 });
    expect(pairStats(r, 0, 2)).toEqual({ shared: 1, union: 4, percent: 25 }); // {c} of {a,b,c,d}
    expect(pairPercent(r, 1, 2)).toBe(0);
    expect(pairPercent(r, 2, 0)).toBe(25);
    for (let i = 0; i < 3; i++) expect(pairStats(r, i, i)).toEqual({ shared: r.roles[i].permissionCount, union: r.roles[i].permissionCount, percent: 100 });
  });

  it('stores only the upper triangle, row by row', () => {
    const n = 5;
    const r = analyzeSelection(tiny, ['alpha', 'beta', 'gamma', 'delta', 'empty'], LISTED_VIEW);
    expect(r.pairShared.sparse).toHaveLength(triangleSize(n));
    const positions: number[] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) positions.push(pairIndex(n, i, j));
    expect(positions).toEqual(Array.from({ length: triangleSize(n) }, (_, k) => k));
    expect(sharedCount(r.pairShared, n, 1, 3)).toBe(2); // Beta and Delta are the same two permissions
    expect(sharedCount(r.pairShared, n, 3, 1)).toBe(2);
  });

  it('gives 0% for two roles that both have no permissions', () => {
    const c = buildCatalog([role('A', []), role('B', [])]);
    const r = analyzeSelection(c, ['a', 'b'], LISTED_VIEW);
    expect(pairPercent(r, 0, 1)).toBe(0);
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

describe('minimal role set', () => {
  it('greedy picks the largest gain, then fewer permissions, then name', () => {
    const r = analyzeSelection(tiny, ['beta', 'delta'], LISTED_VIEW);
    expect(r.greedySet).toEqual([0]); // identical sets: Beta wins on name
    expect(r.minimalSetNames).toEqual(['Beta']);
    expect(r.minimalSetProven).toBe(true);
  });

  it('proves a minimum smaller than greedy on the classic counter-example', () => {
    // Greedy takes Big (6) first and then needs both halves' leftovers; the optimum is Left + Right.
    const c = buildCatalog([
      role('Big', ['n/1/r', 'n/2/r', 'n/3/r', 'n/4/r', 'n/5/r', 'n/6/r'].map((a) => a)),
      role('Left', ['n/1/r', 'n/2/r', 'n/3/r', 'n/7/r']),
      role('Right', ['n/4/r', 'n/5/r', 'n/6/r', 'n/8/r']),
    ]);
    const r = analyzeSelection(c, ['big', 'left', 'right'], LISTED_VIEW);
    expect(r.greedySet).toEqual([0, 1, 2]);
    expect(r.minimalSetNames).toEqual(['Left', 'Right']);
    expect(r.minimalSetProven).toBe(true);
    expect(r.minimalSetMethod).toBe('exact');
  });

  it('labels the answer unproven when the search budget runs out', () => {
    // A cycle: every permission has two holders, so nothing is essential and the search must branch.
    const c = buildCatalog([role('AB', ['n/a/r', 'n/b/r']), role('BC', ['n/b/r', 'n/c/r']), role('CA', ['n/c/r', 'n/a/r'])]);
    const r = analyzeSelection(c, ['ab', 'bc', 'ca'], LISTED_VIEW, { exactBudget: 1 });
    expect(r.minimalSetProven).toBe(false);
    expect(r.minimalSetMethod).toBe('greedy');
    expect(r.minimalSet).toEqual(r.greedySet);
    expect(r.minimalSet).toHaveLength(2);
    const proven = analyzeSelection(c, ['ab', 'bc', 'ca'], LISTED_VIEW);
    expect(proven.minimalSetProven).toBe(true);
    expect(proven.minimalSet).toHaveLength(2);
  });

  it('proves the minimum for the whole built-in catalog', () => {
    const catalog = shippedCatalog();
    const r = analyzeSelection(catalog, catalog.roles.map((x) => x.templateId), LISTED_VIEW);
    expect(r.roles).toHaveLength(143);
    expect(r.minimalSetProven).toBe(true);
    expect(r.minimalSet.length).toBeLessThanOrEqual(r.greedySet.length);
  });
});

describe('CSV export (role-comparison.csv)', () => {
  it('has the spec columns and one row per union permission', () => {
    const r = analyzeSelection(tiny, ['alpha', 'gamma'], LISTED_VIEW);
    const lines = comparisonCsv(r, '2026-05-04').trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0].startsWith('Action,InRoles,IsCommon,UniqueTo')).toBe(true);
    expect(lines.slice(1)).toEqual([
      'ns/a/read,Alpha,No,Alpha,Listed,2026-05-04',
      'ns/b/read,Alpha,No,Alpha,Listed,2026-05-04',
      'ns/c/read,Alpha; Gamma,Yes,,Listed,2026-05-04',
      'ns/d/read,Gamma,No,Gamma,Listed,2026-05-04',
    ]);
  });

  it('neutralises formulas and quotes separators', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('plain')).toBe('plain');
  });

  it('neutralises a formula behind a leading tab, carriage return or line feed', () => {
    // Spreadsheets skip these before a formula when they import a cell.
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvField('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvField('\r\n@SUM(A1)')).toBe(`"'\r\n@SUM(A1)"`);
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('neutralises a formula hidden in a role name', () => {
    const c = buildCatalog([role('=cmd|calc', ['n/x/r']), role('Other', ['n/y/r'])]);
    const csv = comparisonCsv(analyzeSelection(c, ['=cmd|calc', 'other'], LISTED_VIEW), 'd');
    expect(csv).toContain(",'=cmd|calc,No,'=cmd|calc,");
  });
});

describe('shipped dataset through the engine', () => {
  it('reproduces known facts of the Graph export', () => {
    const roles = shippedRoles();
    const catalog = shippedCatalog();
    expect(roles).toHaveLength(143);
    // 640 distinct actions; 91 grants carry a condition, and each conditioned form is its own member.
    expect(new Set(catalog.grants.map((g) => g.action)).size).toBe(640);
    expect(catalog.keys.length).toBe(719);
    expect(catalog.grants.filter((g) => g.condition).length).toBe(91);
    const ga = roles.find((r) => r.slug === 'global-administrator')!;
    const gr = roles.find((r) => r.slug === 'global-reader')!;
    const r = analyzeSelection(catalog, [ga.templateId, gr.templateId], LISTED_VIEW);
    expect(r.roles[0].permissionCount).toBe(ga.permissions.length);
    expect(r.unionCount).toBe(new Set([...ga.permissions, ...gr.permissions].map((p) => p.action + (p.condition ?? ''))).size);
  });
});
