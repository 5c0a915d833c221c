// The takeover graph in `npm run bench`: the review at 50,000 assignments with and without it, and its BFS against a
// plain BFS over Sets, in turns, each review cold. Alone: node --expose-gc --import tsx scripts/bench/takeover-bench.ts
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RoleEngine } from '../../workers/engine/engine';
import { reviewAssignmentList } from '../../workers/engine/assignments/review';
import { buildCatalog } from '../../workers/engine/catalog';
import { principalReach } from '../../workers/engine/takeover/principal-reach';
import { checkTakeoverFile } from '../../workers/engine/takeover/takeover-file';
import { builtInEngineRoles } from './node-bench';
import { BENCH_TENANT, syntheticTenantFile } from './synthetic-assignments';
import { referenceReach, takeoverReference } from './takeover-reference';
import { benchTable, measureInTurns, type BenchRow } from './timing';

const TAKEOVER = resolve(import.meta.dirname, '../../public/data/takeover.json');
const { principals: PRINCIPALS, assignments: ASSIGNMENTS } = BENCH_TENANT;
const ROUNDS = 7;

export async function takeoverCases(log: (line: string) => void): Promise<BenchRow[]> {
  const roles = builtInEngineRoles();
  const takeover = checkTakeoverFile(JSON.parse(readFileSync(TAKEOVER, 'utf8')));
  const withGraph = new RoleEngine();
  withGraph.load(roles, '2026-08-21');
  withGraph.loadTakeover(takeover);
  const without = new RoleEngine();
  without.load(roles, '2026-08-21');
  const file = syntheticTenantFile(roles, { principals: PRINCIPALS, assignments: ASSIGNMENTS });
  log(`node: takeover graph, ${ASSIGNMENTS} assignments over ${PRINCIPALS} principals`);
  // A new file name each call: the engine holds the last review of the same names and bytes, and no hit is timed.
  let round = 0;
  const review = (engine: RoleEngine) => () =>
    engine.reviewAssignments([{ name: `synthetic-${round++}.json`, bytes: file.bytes }]).review!;

  const catalog = buildCatalog(roles);
  const { assignments } = withGraph.readAssignments([file]);
  const bare = reviewAssignmentList(catalog, assignments, '2026-08-21');
  const reference = takeoverReference(withGraph, roles, takeover);
  // Not a timing: the BFS and the reference must agree on both figures, or the comparison means nothing.
  const reach = principalReach(bare, catalog, takeover);
  const [any, standing] = [referenceReach(assignments, reference, false), referenceReach(assignments, reference, true)];
  bare.principals.ids.forEach((id, p) => {
    const key = id.toLowerCase();
    const expected = [any.get(key) ?? null, standing.get(key) ?? null];
    const found = [reach.any.steps[p], reach.standing.steps[p]].map((s) => (s < 0 ? null : s));
    if (found[0] !== expected[0] || found[1] !== expected[1])
      throw new Error(`${id}: the BFS finds ${found.join('/')}, the reference ${expected.join('/')}.`);
  });
  const reaching = reach.summary.principalsReachingGlobalAdministrator;

  const times = await measureInTurns(
    {
      withGraph: review(withGraph),
      without: review(without),
      bfs: () => principalReach(bare, catalog, takeover),
      plain: () => [referenceReach(assignments, reference, false), referenceReach(assignments, reference, true)],
    },
    { rounds: ROUNDS },
  );
  const ratio = times.withGraph.medianMs / times.without.medianMs;
  log(
    `  review with the takeover graph ${times.withGraph.medianMs.toFixed(0)} ms, without ${times.without.medianMs.toFixed(0)} ms: ${ratio.toFixed(2)}x; BFS ${times.bfs.medianMs.toFixed(1)} ms, plain BFS over Sets ${times.plain.medianMs.toFixed(0)} ms`,
  );
  return [
    {
      where: 'node',
      name: `read and review ${ASSIGNMENTS.toLocaleString('en-US')} assignments with the takeover graph (reference: without it; cold, ${ROUNDS} rounds in turns)`,
      medianMs: times.withGraph.medianMs,
      referenceMs: times.without.medianMs,
      note: `${ratio.toFixed(2)}x the review without it; ${reaching} principals reach Global Administrator`,
    },
    {
      where: 'node',
      name: `of which: the takeover BFS, both figures (reference: a plain BFS over Sets of strings)`,
      medianMs: times.bfs.medianMs,
      referenceMs: times.plain.medianMs,
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = await takeoverCases((line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${benchTable(rows)}\n`);
}
