// The assignment review in `npm run bench`: 50,000 generated assignments over 20,000 principals (Graph JSON), read and
// reviewed by the engine, against the Set-of-strings rule on the same bytes, in turns. Alone: npx tsx scripts/bench/assignments-bench.ts
import { resolve } from 'node:path';
import { RoleEngine } from '../../workers/engine/engine';
import { ASSIGNMENT_FLAG } from '../../workers/engine/assignments/review';
import { builtInEngineRoles } from './node-bench';
import { assignmentReferenceRoles, referenceReview } from './assignments-reference';
import { BENCH_TENANT, syntheticTenantFile } from './synthetic-assignments';
import { benchTable, measure, measureInterleaved, type BenchRow } from './timing';

const { principals: PRINCIPALS, assignments: ASSIGNMENTS } = BENCH_TENANT;

export function assignmentCases(log: (line: string) => void): BenchRow[] {
  const roles = builtInEngineRoles();
  const engine = new RoleEngine();
  engine.load(roles, '2026-05-04');
  const file = syntheticTenantFile(roles, { principals: PRINCIPALS, assignments: ASSIGNMENTS });
  const reference = assignmentReferenceRoles(engine, roles);
  const mb = (file.bytes.length / 1024 / 1024).toFixed(1);
  log(`node: assignment review, ${ASSIGNMENTS} assignments over ${PRINCIPALS} principals (${mb} MB of Graph JSON)`);
  // Every round reads and reviews the bytes afresh: the engine keeps no review (the worker's held one is by id).
  const review = () => engine.reviewAssignments([file]);
  // Not a timing: both must find the same redundant assignments, or the comparison means nothing.
  const answer = review().review!;
  const found = answer.assignments.flags.filter((f) => f & ASSIGNMENT_FLAG.redundant).length;
  const expected = referenceReview(file.bytes, reference).size;
  if (found !== expected)
    throw new Error(`The engine finds ${found} redundant assignments, the reference ${expected}.`);
  const both = measureInterleaved(review, () => referenceReview(file.bytes, reference), {
    minRounds: 7,
    minMs: 0,
    warmMs: 0,
  });
  const name = `read and review ${ASSIGNMENTS.toLocaleString('en-US')} assignments over ${PRINCIPALS.toLocaleString('en-US')} principals (${mb} MB Graph JSON)`;
  const read = measure(() => engine.readAssignments([file]), { minRuns: 5, minMs: 0, warmMs: 0 });
  return [
    {
      where: 'node',
      name,
      medianMs: both.engine.medianMs,
      referenceMs: both.reference.medianMs,
      note: `${found} redundant`,
    },
    {
      where: 'node',
      name: `of which: read the file (decode, JSON.parse, roles matched)`,
      medianMs: read.medianMs,
      referenceMs: null,
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = assignmentCases((line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${benchTable(rows)}\n`);
}
