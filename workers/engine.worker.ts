// The worker adapter only: exposes every public RoleEngine method and the custom-role import through Comlink; typed arrays in answers are transferred, not copied.
import { expose, transfer } from 'comlink';
import { RoleEngine } from './engine/engine';
import { transferList } from './transfer-list';
import { importRoleDefinitions } from './custom-roles-import';
import { createDatasetApi, type DatasetApi } from './dataset-api';
import { FILE_READING_WORKER_NAME } from './worker-name';

export type { DatasetApi, DatasetSource } from './dataset-api';

type EngineMethod = {
  [K in keyof RoleEngine]: RoleEngine[K] extends (...args: never[]) => unknown ? K : never;
}[keyof RoleEngine];

/** What the worker answers: RoleEngine's public methods, as they are (Comlink makes each one asynchronous), and the dataset's. */
export type EngineApi = Pick<RoleEngine, EngineMethod> & DatasetApi & WorkerOnly;

/** Questions the worker answers beside the engine's: they need no dataset of the engine's own. */
interface WorkerOnly {
  importRoleDefinitions: typeof importRoleDefinitions;
}

const engine = new RoleEngine();
// Named so by a page whose worker reads the dataset file itself (src/worker-bridge/engine-client.ts): the read starts now.
const { source, api: datasetApi } = createDatasetApi(engine, { readAtOnce: self.name === FILE_READING_WORKER_NAME });

/**
 * One entry per method of RoleEngine's prototype (its private getter is skipped: it has no value). Transferring is safe
 * because no method returns a typed array the catalog keeps: analyze() builds all of its arrays per call, and
 * permissionCounts() counts into a fresh one (tests/unit/engine-answers.test.ts holds each method to that).
 */
function exposeAll(): Pick<RoleEngine, EngineMethod> & DatasetApi {
  const api: Record<string, (...args: unknown[]) => unknown> = {};
  for (const name of Object.getOwnPropertyNames(RoleEngine.prototype)) {
    const method: unknown = Object.getOwnPropertyDescriptor(RoleEngine.prototype, name)?.value;
    if (name === 'constructor' || typeof method !== 'function') continue;
    api[name] = (...args) => {
      if (name === 'load') {
        source.from = 'page';
        source.rolesReceived += (args[0] as unknown[]).length;
      }
      const answer: unknown = method.apply(engine, args);
      const buffers = transferList(answer);
      return buffers.length > 0 ? transfer(answer, buffers) : answer;
    };
  }
  return { ...api, ...datasetApi } as unknown as Pick<RoleEngine, EngineMethod> & DatasetApi;
}

/** The import's answer pieces are bytes: transferred to the page, not copied. */
async function importTransferred(...args: Parameters<typeof importRoleDefinitions>) {
  const answer = await importRoleDefinitions(...args);
  return transfer(
    answer,
    answer.pieces.map((piece) => piece.buffer),
  );
}

expose({ ...exposeAll(), importRoleDefinitions: importTransferred } satisfies EngineApi);
