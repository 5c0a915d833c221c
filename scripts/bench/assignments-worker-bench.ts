// The assignment review in the real engine worker (headless Chromium, `npm run bench`): the page hands the generated
// tenant's file to the worker as a File, as /assignments does; the worker reads and reviews it into a new review each
// round and answers its overview. In turns with the same engine on the page and the Set-of-strings rule on the same
// bytes on the page: 7 rounds, medians.
import type { Remote } from 'comlink';
import type { EngineApi } from '../../workers/engine-api';
import type { EngineRole } from '../../workers/engine/catalog';
import { RoleEngine } from '../../workers/engine/engine';
import { assignmentReferenceRoles, referenceReview } from './assignments-reference';
import { BENCH_TENANT, syntheticTenantFile } from './synthetic-assignments';
import { measureInTurns, type BenchRow } from './timing';

const ROUNDS = 7;

/** Reads and reviews the bench tenant in the worker behind `api`; `roles`: the dataset's built-in roles, as the worker has them. */
export async function assignmentWorkerCases(api: Remote<EngineApi>, roles: readonly EngineRole[]): Promise<BenchRow[]> {
  const file = syntheticTenantFile(roles, BENCH_TENANT);
  const local = new RoleEngine();
  local.load([...roles], 'bench');
  const reference = assignmentReferenceRoles(local, roles);
  // Not a timing: the worker and the reference must find the same redundant assignments, or the ratio means nothing.
  const handle = new File([file.bytes as BlobPart], file.name);
  const answer = (await api.addReviewFiles(null, [handle], [])).review;
  if (!answer) throw new Error('The worker read no assignments from the bench tenant.');
  const found = answer.summary.redundantAssignments;
  const expected = referenceReview(file.bytes, reference).size;
  if (found !== expected)
    throw new Error(`The worker finds ${found} redundant assignments, the reference ${expected}.`);
  const times = await measureInTurns(
    {
      // A new review each round (null: none held yet): nothing is answered from an earlier round.
      worker: () => api.addReviewFiles(null, [handle], []),
      page: () => local.reviewAssignments([file]),
      reference: () => referenceReview(file.bytes, reference),
    },
    { rounds: ROUNDS },
  );
  const mb = (file.bytes.length / 1024 / 1024).toFixed(1);
  const count = (n: number) => n.toLocaleString('en-US');
  const name = `read and review ${count(BENCH_TENANT.assignments)} assignments over ${count(BENCH_TENANT.principals)} principals (${mb} MB Graph JSON)`;
  const note = `${count(found)} redundant; ${ROUNDS} rounds in turns, reference on the page`;
  return [
    {
      where: 'browser worker',
      name: `${name}, round trip`,
      medianMs: times.worker.medianMs,
      referenceMs: times.reference.medianMs,
      note,
    },
    {
      where: 'browser page',
      name: `${name}, same engine on the page`,
      medianMs: times.page.medianMs,
      referenceMs: times.reference.medianMs,
    },
  ];
}
