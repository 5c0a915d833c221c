// Browser side of `npm run bench`: the real engine worker in headless Chromium, the boundary cost, the reference.
import { wrap } from 'comlink';
import type { EngineApi } from '../../workers/engine-api';
import { toRoles } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { RoleEngine } from '../../workers/engine/engine';
import type { AnalysisResult } from '../../workers/engine/analyze';
import { transferList } from '../../workers/transfer-list';
import { referenceAnalysis, referenceRoles } from './reference';
import { measure, measureAsync, type BenchRow } from './timing';
import { assignmentWorkerCases } from './assignments-worker-bench';

const LISTED = { inherit: false, wildcards: false };

async function run(): Promise<BenchRow[]> {
  const response = await fetch('/data/roles_with_permissions.json');
  const roles = toEngineRoles(toRoles(await response.json()).filter((r) => r.builtIn)).sort((a, b) =>
    a.templateId.localeCompare(b.templateId),
  );
  const rows: BenchRow[] = [];

  const started = performance.now();
  const worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<EngineApi>(worker);
  // The worker reads the dataset itself, as it starts; its first answer waits for that.
  await api.datasetFacts();
  rows.push({
    where: 'browser worker',
    name: 'start worker + load dataset (first use)',
    medianMs: performance.now() - started,
    referenceMs: null,
    note: 'one run',
  });

  const local = new RoleEngine();
  local.load(roles, 'bench');
  for (const count of [2, 10, roles.length]) {
    const ids = roles.slice(0, count).map((r) => r.templateId);
    const reference = referenceRoles(roles.slice(0, count));
    const ref = measure(() => referenceAnalysis(reference), { minRuns: 3, minMs: 300 });
    const label = count === roles.length ? `all ${count}` : `${count}`;
    rows.push({
      where: 'browser worker',
      name: `analyze ${label} built-in roles, round trip`,
      medianMs: (await measureAsync(() => api.analyze(ids, LISTED))).medianMs,
      referenceMs: ref.medianMs,
    });
    rows.push({
      where: 'browser page',
      name: `analyze ${label} built-in roles, same engine on the page`,
      medianMs: measure(() => local.analyze(ids, LISTED)).medianMs,
      referenceMs: ref.medianMs,
    });
  }

  // The boundary alone, for the whole-catalog result: structured clone (copy) versus transfer of the typed arrays.
  const allIds = roles.map((r) => r.templateId);
  const fresh = (): AnalysisResult[] => Array.from({ length: 40 }, () => local.analyze(allIds, LISTED));
  const copies = fresh();
  let i = 0;
  rows.push({
    where: 'browser page',
    name: 'structured clone of the whole-catalog result (copy)',
    medianMs: measure(() => structuredClone(copies[i++ % copies.length]), { minRuns: 20, minMs: 200 }).medianMs,
    referenceMs: null,
  });
  const movable = fresh();
  let j = 0;
  rows.push({
    where: 'browser page',
    name: 'structured clone of the whole-catalog result (typed arrays transferred)',
    medianMs: measure(
      () => {
        const result = movable[j++];
        if (result) structuredClone(result, { transfer: transferList(result) });
      },
      // No warm-up: each result can be transferred once, and every one is needed for a sample.
      { minRuns: 20, minMs: 0, maxRuns: movable.length - 1, warmMs: 0 },
    ).medianMs,
    referenceMs: null,
  });

  rows.push({
    where: 'browser worker',
    name: `CSV of all ${roles.length} built-in roles, round trip`,
    medianMs: (await measureAsync(() => api.csv(allIds, LISTED))).medianMs,
    referenceMs: null,
  });
  const effective = { inherit: true, wildcards: true };
  const firstEffective = performance.now();
  await api.analyze(allIds, effective);
  rows.push({
    where: 'browser worker',
    name: 'first effective-view analysis (derives the view)',
    medianMs: performance.now() - firstEffective,
    referenceMs: null,
    note: 'one run',
  });
  rows.push({
    where: 'browser worker',
    name: 'effective-view analysis, view cached',
    medianMs: (await measureAsync(() => api.analyze(allIds, effective))).medianMs,
    referenceMs: null,
  });
  rows.push(...(await assignmentWorkerCases(api, roles)));
  worker.terminate();
  return rows;
}

declare global {
  interface Window {
    __benchRows?: BenchRow[];
    __benchError?: string;
  }
}

run().then(
  (rows) => {
    window.__benchRows = rows;
    document.getElementById('status')!.textContent = 'Done';
  },
  (error) => {
    window.__benchError = String(error?.stack ?? error);
  },
);
