// The worker adapter only: exposes every public RoleEngine method and the custom-role import through Comlink; typed arrays in answers are transferred, not copied.
import { expose, transfer } from 'comlink';
import { RoleEngine } from './engine/engine';
import { transferList } from './transfer-list';
import { importRoleDefinitions } from './custom-roles-import';
import type { DatasetSummary } from './engine/engine';
import type { EngineRole } from './engine/catalog';
import { readStaticDataset, withExtraRoles, type StaticDataset } from './static-dataset';

type EngineMethod = {
  [K in keyof RoleEngine]: RoleEngine[K] extends (...args: never[]) => unknown ? K : never;
}[keyof RoleEngine];

/** Where the engine's dataset came from: the worker's own read of the file, or roles the page sent (load). */
export interface DatasetSource {
  from: 'file' | 'page' | null;
  /** How many times this worker requested the dataset file itself. */
  fileRequests: number;
  /** How many roles the page sent: all of them with load(), only its custom roles with setExtraRoles(). */
  rolesReceived: number;
}

/** The worker's own dataset methods, beside the engine's. */
export interface DatasetApi {
  /** Reads the bundled file itself (no roles cross from the page) and loads it with `extra` (the custom roles) added. */
  loadFile(extra: EngineRole[]): Promise<DatasetSummary>;
  /** Replaces the custom roles added to the file's roles; [] restores the file's set. Needs loadFile() first. */
  setExtraRoles(extra: EngineRole[]): DatasetSummary;
  datasetSource(): DatasetSource;
}

/** What the worker answers: RoleEngine's public methods, as they are (Comlink makes each one asynchronous), and the dataset's. */
export type EngineApi = Pick<RoleEngine, EngineMethod> & DatasetApi & WorkerOnly;

/** Questions the worker answers beside the engine's: they need no dataset of the engine's own. */
interface WorkerOnly {
  importRoleDefinitions: typeof importRoleDefinitions;
}

const engine = new RoleEngine();
let file: StaticDataset | null = null;
const source: DatasetSource = { from: null, fileRequests: 0, rolesReceived: 0 };

const datasetApi: DatasetApi = {
  async loadFile(extra) {
    source.fileRequests++;
    file = await readStaticDataset();
    return datasetApi.setExtraRoles(extra);
  },
  setExtraRoles(extra) {
    if (!file) throw new Error('The dataset file is not loaded yet.');
    source.from = 'file';
    source.rolesReceived += extra.length;
    return engine.load(withExtraRoles(file.roles, extra), file.datasetDate);
  },
  datasetSource: () => ({ ...source }),
};

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

expose({ ...exposeAll(), importRoleDefinitions } satisfies EngineApi);
