// src/features/compare/overlap-matrix/top-pairs.ts: every role pair ranked by overlap, and the pairs a name search keeps.
import { describe, expect, it } from 'vitest';
import { analyzeSelection, pairStats } from '@engine/analyze';
import { LISTED_VIEW } from '@engine/catalog';
import { pairsMatching, rankedPairs } from '../../../../../../src/features/compare/overlap-matrix/top-pairs';
import { shippedCatalog } from '../../../../helpers';

const catalog = shippedCatalog();
const all = analyzeSelection(
  catalog,
  catalog.roles.map((r) => r.templateId),
  { inherit: true, wildcards: true },
);
const n = all.roles.length;

describe('ranked pairs', () => {
  it('are every pair once, as a * n + b with a < b', () => {
    const ranked = rankedPairs(all);
    expect(ranked).toHaveLength((n * (n - 1)) / 2);
    expect(new Set(ranked).size).toBe(ranked.length);
    for (const key of ranked) expect(Math.floor(key / n)).toBeLessThan(key % n);
  });

  it('run by percent, then shared permissions, then selection order, with the engine numbers', () => {
    const expected = [];
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++) expected.push({ key: a * n + b, ...pairStats(all, a, b) });
    expected.sort((x, y) => y.percent - x.percent || y.shared - x.shared || x.key - y.key);
    expect([...rankedPairs(all)]).toEqual(expected.map((p) => p.key));
  });

  it('are none for fewer than two roles', () => {
    expect(rankedPairs(analyzeSelection(catalog, [catalog.roles[0].templateId], LISTED_VIEW))).toHaveLength(0);
    expect(rankedPairs(analyzeSelection(catalog, [], LISTED_VIEW))).toHaveLength(0);
  });
});

describe('pairs matching a search', () => {
  const ranked = rankedPairs(all);
  const names = (key: number) => [all.roles[Math.floor(key / n)].name, all.roles[key % n].name];

  it('keep the pairs where either name contains the query, in any case, in ranked order', () => {
    const kept = pairsMatching(all, ranked, '  GLOBAL reader ');
    expect(kept.length).toBe(n - 1);
    for (const key of kept) expect(names(key).some((name) => name.toLowerCase().includes('global reader'))).toBe(true);
    expect([...kept]).toEqual([...ranked].filter((key) => kept.includes(key)));
  });

  it('keep every pair for a blank query and none for a name nobody has', () => {
    expect(pairsMatching(all, ranked, '   ')).toBe(ranked);
    expect(pairsMatching(all, ranked, 'no such role')).toHaveLength(0);
  });
});
