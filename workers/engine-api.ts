// What the engine worker answers, in one object: every public RoleEngine method (asked once the worker's own dataset is
// in, and its history when the question needs it), the dataset's methods and the custom-role import. The worker exposes
// it (engine.worker.ts); the build-time render asks the same object in its own process.
import { transfer } from 'comlink';
import { RoleEngine, type HistorySummary } from './engine/engine';
import type { HistoryFile } from './engine/history-format';
import type { TakeoverFile } from './engine/takeover/takeover-file';
import { fetchHistoryFile, fetchTakeoverFile } from './history-file';
import { transferList } from './transfer-list';
import { createAssignmentReviews, type AssignmentReviewApi } from './assignment-review';
import { importRoleDefinitions, type ImportedIdentity } from './custom-roles-import';
import type { ImportAnswer } from '../src/data/import-answer';
import { createDatasetApi, type DatasetApi } from './dataset-api';
import type { Role } from '../src/data/role-model';
import type { Comparison } from './compare-page';

/**
 * Engine methods the worker does not expose: the loads (it reads its own data), and the assignment reading, which the
 * held review (assignment-review.ts) does with the files it was handed once.
 */
const UNEXPOSED = ['load', 'loadHistory', 'readAssignments', 'assignmentCsvColumns', 'reviewAssignments'] as const;
type PageOnlyMethod = (typeof UNEXPOSED)[number];

type EngineMethod = {
  [K in keyof RoleEngine]: RoleEngine[K] extends (...args: never[]) => unknown ? K : never;
}[Exclude<keyof RoleEngine, PageOnlyMethod>];

/** The questions that need the role history, and those that do when their last argument carries `{ asOf }`. */
const HISTORY_QUESTIONS = new Set<string>([
  'snapshotOn',
  'historyDiff',
  'historyTimeline',
  'roleHistory',
  'permissionHistory',
  'datasetOn',
  'rolesAsOf',
]);

/** The questions that need the takeover facts. */
const TAKEOVER_QUESTIONS = new Set<string>(['roleTakeover', 'takeoverGraph', 'attackPaths', 'attackPath']);

function needsHistory(name: string, args: unknown[]): boolean {
  if (HISTORY_QUESTIONS.has(name)) return true;
  const last = args[args.length - 1];
  return typeof last === 'object' && last !== null && typeof (last as { asOf?: unknown }).asOf === 'string';
}

/** Reads custom role definitions (a text or a file) against the dataset's built-in roles and the roles imported so far. */
type ImportQuestion = (source: string | Blob, alreadyImported: readonly ImportedIdentity[]) => Promise<ImportAnswer>;

/**
 * RoleEngine's public methods but the loads (the worker reads its own dataset and history), the dataset's, the import,
 * and the history's facts (asking them reads the history).
 */
export type EngineApi = Pick<RoleEngine, EngineMethod> &
  DatasetApi &
  AssignmentReviewApi & { importRoleDefinitions: ImportQuestion; historySummary: () => Promise<HistorySummary> };

/** Where the engine reads its data: by default the backend or the bundled file, and the bundled history file. */
export interface EngineSources {
  roles?: () => Promise<Role[]>;
  history?: () => Promise<HistoryFile>;
  takeover?: () => Promise<TakeoverFile>;
}

/** `load` run at the first call and kept; a failed load is not kept: the next call runs it again. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = null;
      });
    }
    return loading;
  };
}

/**
 * A new engine and its API; its dataset's read starts now, its history's at the first question that needs it (a failed
 * read is not kept: the next question reads again). Transferring answers is safe because no method returns a typed
 * array the catalog keeps (tests/unit/engine-answers.test.ts holds each method to that).
 */
export function createEngineApi({
  roles,
  history = fetchHistoryFile,
  takeover = fetchTakeoverFile,
}: EngineSources = {}): EngineApi {
  const engine = new RoleEngine();
  const dataset = createDatasetApi(engine, roles);
  const historyReady = loadOnce(async () => engine.loadHistory(await history()));
  const takeoverReady = loadOnce(async () => engine.loadTakeover(await takeover()));
  /** An answer as it crosses to the page: its typed arrays transferred, not copied. */
  const sent = (answer: unknown) => {
    const buffers = transferList(answer);
    return buffers.length > 0 ? transfer(answer, buffers) : answer;
  };
  const api: Record<string, (...args: unknown[]) => unknown> = {};
  // One entry per method of RoleEngine's prototype (its private getters are skipped: they have no value).
  for (const name of Object.getOwnPropertyNames(RoleEngine.prototype)) {
    const method: unknown = Object.getOwnPropertyDescriptor(RoleEngine.prototype, name)?.value;
    const skipped = name === 'constructor' || (UNEXPOSED as readonly string[]).includes(name);
    if (skipped || typeof method !== 'function') continue;
    api[name] = async (...args) => {
      await dataset.ready();
      if (needsHistory(name, args)) await historyReady();
      if (TAKEOVER_QUESTIONS.has(name)) await takeoverReady();
      return sent(method.apply(engine, args));
    };
  }
  // The comparison is the engine's analysis with the dataset's labels: asked like the engine's own questions.
  const comparison: DatasetApi['comparison'] = async (templateIds, view, options = {}) => {
    await dataset.ready();
    if (options.asOf !== undefined) await historyReady();
    return sent(await dataset.api.comparison(templateIds, view, options)) as Comparison;
  };
  // The import's answer pieces are bytes: transferred to the page, not copied.
  const importTransferred: ImportQuestion = async (source, alreadyImported) => {
    const builtIns = (await dataset.ready()).filter((role) => role.builtIn);
    const answer = await importRoleDefinitions(source, builtIns, alreadyImported);
    return transfer(
      answer,
      answer.pieces.map((piece) => piece.buffer),
    );
  };
  // The held reviews read with the dataset in, and with the takeover facts when they load: without them the review is
  // still whole, and says that reach was not worked out.
  const reviews = createAssignmentReviews(engine, async (files, options) => {
    await dataset.ready();
    await takeoverReady().catch(() => {});
    return engine.reviewAssignments(files, options);
  });
  const reviewApi = Object.fromEntries(
    Object.entries(reviews).map(([name, method]) => [
      name,
      async (...args: unknown[]) => sent(await (method as (...a: unknown[]) => Promise<unknown>)(...args)),
    ]),
  ) as AssignmentReviewApi;
  return {
    ...(api as unknown as Pick<RoleEngine, EngineMethod>),
    ...reviewApi,
    ...dataset.api,
    comparison,
    importRoleDefinitions: importTransferred,
    historySummary: historyReady,
  };
}
