// Node side of `npm run bench`: the engine against the Set-of-strings reference, same inputs, same run.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toRoles } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { buildCatalog, LISTED_VIEW, viewSets, type EngineRole } from '../../workers/engine/catalog';
import { analyzeSelection, clusterOrder } from '../../workers/engine/analyze';
import { comparisonCsv } from '../../workers/engine/csv';
import { minimalRoleSet } from '../../workers/engine/minimal-set';
import { greedyCover } from '../../workers/engine/minimal-set-greedy';
import type { CoverCandidate } from '../../workers/engine/minimal-set-problem';
import { countBits, createBitset, orInto } from '../../workers/engine/bitset';
import { referenceAnalysis, referenceCsv, referenceGreedy, referenceRoles } from './reference';
import { syntheticCatalog } from './synthetic';
import { historyCases } from './history-bench';
import { measure, measureInterleaved, type BenchRow } from './timing';

const DATASET = resolve(import.meta.dirname, '../../public/data/roles_with_permissions.json');

export function builtInEngineRoles(): EngineRole[] {
  return toEngineRoles(toRoles(JSON.parse(readFileSync(DATASET, 'utf8'))).filter((r) => r.builtIn));
}

/** The reference is quadratic in roles with a Set per pair; past this many roles it would take minutes. */
const REFERENCE_MAX_ROLES = 1000;

function analysisCase(name: string, roles: EngineRole[], count: number): BenchRow {
  const catalog = buildCatalog(roles);
  const ids = roles.slice(0, count).map((r) => r.templateId);
  const analyze = () => analyzeSelection(catalog, ids, LISTED_VIEW);
  if (count > REFERENCE_MAX_ROLES) {
    const engine = measure(analyze, { minRuns: 3, minMs: 0 });
    return {
      where: 'node',
      name,
      medianMs: engine.medianMs,
      referenceMs: null,
      note: 'reference not run: minutes at this size',
    };
  }
  const reference = referenceRoles(roles.slice(0, count));
  // A reference run of 1,000 roles takes seconds: three rounds then, with the engine sampled for as long.
  const timings = measureInterleaved(
    analyze,
    () => referenceAnalysis(reference),
    count >= 1000 ? { minRounds: 3, minMs: 0 } : undefined,
  );
  return { where: 'node', name, medianMs: timings.engine.medianMs, referenceMs: timings.reference.medianMs };
}

function coverCandidates(roles: EngineRole[]) {
  const catalog = buildCatalog(roles);
  const sets = viewSets(catalog, LISTED_VIEW);
  const union = createBitset(catalog.keys.length);
  sets.forEach((s) => orInto(union, s));
  const candidates: CoverCandidate[] = sets.map((set, index) => ({
    index,
    name: roles[index].name,
    set,
    size: countBits(set),
    order: catalog.nameRank[index],
  }));
  return { candidates, union };
}

/** Spreading actions over the roles: time grows with roles (n² pairs) far more than with actions. */
export function runNodeBench(log: (line: string) => void): BenchRow[] {
  const rows: BenchRow[] = [];
  const builtIn = builtInEngineRoles();
  const shuffled = [...builtIn].sort((a, b) => a.templateId.localeCompare(b.templateId));
  for (const count of [2, 10, builtIn.length]) {
    log(`node: built-in ${count} roles`);
    rows.push(
      analysisCase(`analyze ${count === builtIn.length ? `all ${count}` : count} built-in roles`, shuffled, count),
    );
  }
  log('node: built-in, effective view');
  const catalog = buildCatalog(builtIn);
  const allIds = builtIn.map((r) => r.templateId);
  const effective = { inherit: true, wildcards: true };
  viewSets(catalog, effective);
  rows.push({
    where: 'node',
    name: `analyze all ${builtIn.length} built-in roles, effective view (views cached)`,
    medianMs: measure(() => analyzeSelection(catalog, allIds, effective)).medianMs,
    referenceMs: null,
  });
  rows.push({
    where: 'node',
    name: 'derive all four views from scratch (catalog build + inheritance + wildcard coverage)',
    medianMs: measure(() => {
      const fresh = buildCatalog(builtIn);
      for (const inherit of [false, true])
        for (const wildcards of [false, true]) viewSets(fresh, { inherit, wildcards });
    }).medianMs,
    referenceMs: null,
  });

  for (const [roleCount, actionCount] of [
    [100, 640],
    [1000, 2000],
    [5000, 10000],
    [1000, 640],
    [1000, 10000],
  ] as const) {
    log(`node: synthetic ${roleCount} roles x ${actionCount} actions`);
    const roles = syntheticCatalog(roleCount, actionCount);
    rows.push(
      analysisCase(
        `analyze synthetic ${roleCount.toLocaleString('en-US')} roles × ${actionCount.toLocaleString('en-US')} actions`,
        roles,
        roleCount,
      ),
    );
  }

  log('node: similarity order (computed where the matrix is drawn)');
  const wholeResult = analyzeSelection(catalog, allIds, LISTED_VIEW);
  rows.push({
    where: 'node',
    name: `similarity order of the matrix, all ${builtIn.length} built-in roles (display side)`,
    medianMs: measure(() => clusterOrder(wholeResult)).medianMs,
    referenceMs: null,
  });
  const synthetic = syntheticCatalog(1000, 2000);
  const syntheticResult = analyzeSelection(
    buildCatalog(synthetic),
    synthetic.map((r) => r.templateId),
    LISTED_VIEW,
  );
  rows.push({
    where: 'node',
    name: 'similarity order of the matrix, synthetic 1,000 roles (display side)',
    medianMs: measure(() => clusterOrder(syntheticResult)).medianMs,
    referenceMs: null,
  });

  log('node: minimal set alone');
  const builtInCover = coverCandidates(builtIn);
  const refBuiltIn = referenceRoles(builtIn);
  const refUnion = new Set(refBuiltIn.flatMap((r) => [...r.permissions]));
  rows.push({
    where: 'node',
    name: `greedy minimal set, all ${builtIn.length} built-in roles`,
    medianMs: measure(() => greedyCover(builtInCover.candidates, builtInCover.union)).medianMs,
    referenceMs: measure(() => referenceGreedy(refBuiltIn, refUnion)).medianMs,
  });
  const proof = minimalRoleSet(builtInCover.candidates, builtInCover.union);
  rows.push({
    where: 'node',
    name: `exact minimal set, all ${builtIn.length} built-in roles`,
    note: proof.proven ? `proven: ${proof.roles.length} roles` : 'not proven',
    medianMs: measure(() => minimalRoleSet(builtInCover.candidates, builtInCover.union)).medianMs,
    referenceMs: null,
  });
  const synth = coverCandidates(syntheticCatalog(1000, 2000));
  const synthProof = minimalRoleSet(synth.candidates, synth.union);
  rows.push({
    where: 'node',
    name: 'exact minimal set, synthetic 1,000 roles',
    note: synthProof.proven
      ? `proven: ${synthProof.roles.length}`
      : `budget ran out: ${synthProof.roles.length} vs greedy ${synthProof.greedy.length}`,
    medianMs: measure(() => minimalRoleSet(synth.candidates, synth.union)).medianMs,
    referenceMs: null,
  });

  log('node: CSV');
  const result = analyzeSelection(catalog, allIds, LISTED_VIEW);
  rows.push({
    where: 'node',
    name: `CSV of all ${builtIn.length} built-in roles (${result.unionCount} rows)`,
    medianMs: measure(() => comparisonCsv(result, '2026-05-04')).medianMs,
    referenceMs: measure(() => referenceCsv(refBuiltIn)).medianMs,
    note: 'reference re-derives holders',
  });
  rows.push(...historyCases(log));
  return rows;
}
