// The assignment review in the real engine worker (headless Chromium, `npm run bench`): the page sends the generated
// tenant's file to the worker, which parses and reviews it, as the /assignments page will (bytes copied in, the
// columnar answer back: typed arrays transferred, string columns cloned). In turns with the same engine on the page
// and the Set-of-strings rule on the same bytes on the page: 7 rounds, medians.
import type { Remote } from 'comlink';
import type { EngineApi } from '../../workers/engine-api';
import type { EngineRole } from '../../workers/engine/catalog';
import { RoleEngine } from '../../workers/engine/engine';
import { ASSIGNMENT_FLAG } from '../../workers/engine/assignments/review';
import { assignmentReferenceRoles, referenceReview } from './assignments-reference';
import { BENCH_TENANT, syntheticTenantFile, inTurnsWithTwin } from './synthetic-assignments';
import { measureInTurns, type BenchRow } from './timing';

const ROUNDS = 7;

/** Reads and reviews the bench tenant in the worker behind `api`; `roles`: the dataset's built-in roles, as the worker has them. */
export async function assignmentWorkerCases(api: Remote<EngineApi>, roles: readonly EngineRole[]): Promise<BenchRow[]> {
  const file = syntheticTenantFile(roles, BENCH_TENANT);
  const local = new RoleEngine();
  local.load([...roles], 'bench');
  const reference = assignmentReferenceRoles(local, roles);
  // Not a timing: the worker and the reference must find the same redundant assignments, or the ratio means nothing.
  const answer = (await api.reviewAssignments([file])).review;
  if (!answer) throw new Error('The worker read no assignments from the bench tenant.');
  const found = answer.assignments.flags.filter((f) => f & ASSIGNMENT_FLAG.redundant).length;
  const expected = referenceReview(file.bytes, reference).size;
  if (found !== expected)
    throw new Error(`The worker finds ${found} redundant assignments, the reference ${expected}.`);
  const toWorker = inTurnsWithTwin(file);
  const toPage = inTurnsWithTwin(file);
  const times = await measureInTurns(
    {
      worker: () => api.reviewAssignments([toWorker()]),
      page: () => local.reviewAssignments([toPage()]),
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
