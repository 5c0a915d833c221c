// What the engine worker answers, in one object: every public RoleEngine method (asked once the worker's own dataset is
// in), the dataset's methods and the custom-role import. The worker exposes it (engine.worker.ts); the build-time render
// answers from the same object in its own process.
import { transfer } from 'comlink';
import { RoleEngine } from './engine/engine';
import { transferList } from './transfer-list';
import { importRoleDefinitions, type ImportedIdentity } from './custom-roles-import';
import type { ImportAnswer } from '../src/data/import-answer';
import { createDatasetApi, type DatasetApi } from './dataset-api';
import type { Role } from '../src/data/role-model';

type EngineMethod = {
  [K in keyof RoleEngine]: RoleEngine[K] extends (...args: never[]) => unknown ? K : never;
}[Exclude<keyof RoleEngine, 'load'>];

/** Reads custom role definitions (a text or a file) against the dataset's built-in roles and the roles imported so far. */
type ImportQuestion = (source: string | Blob, alreadyImported: readonly ImportedIdentity[]) => Promise<ImportAnswer>;

/** RoleEngine's public methods but load() (the worker loads its own dataset), the dataset's, and the import. */
export type EngineApi = Pick<RoleEngine, EngineMethod> & DatasetApi & { importRoleDefinitions: ImportQuestion };

/**
 * A new engine and its API; its dataset's read starts now (`read`: the roles, from the backend or the bundled file by
 * default). Transferring answers is safe because no method returns a typed array the catalog keeps
 * (tests/unit/engine-answers.test.ts holds each method to that).
 */
export function createEngineApi(read?: () => Promise<Role[]>): EngineApi {
  const engine = new RoleEngine();
  const dataset = createDatasetApi(engine, read);
  const api: Record<string, (...args: unknown[]) => unknown> = {};
  // One entry per method of RoleEngine's prototype (its private getters are skipped: they have no value).
  for (const name of Object.getOwnPropertyNames(RoleEngine.prototype)) {
    const method: unknown = Object.getOwnPropertyDescriptor(RoleEngine.prototype, name)?.value;
    if (name === 'constructor' || name === 'load' || typeof method !== 'function') continue;
    api[name] = async (...args) => {
      await dataset.ready();
      const answer: unknown = method.apply(engine, args);
      const buffers = transferList(answer);
      return buffers.length > 0 ? transfer(answer, buffers) : answer;
    };
  }
  // The import's answer pieces are bytes: transferred to the page, not copied.
  const importTransferred: ImportQuestion = async (source, alreadyImported) => {
    const builtIns = (await dataset.ready()).filter((role) => role.builtIn);
    const answer = await importRoleDefinitions(source, builtIns, alreadyImported);
    return transfer(
      answer,
      answer.pieces.map((piece) => piece.buffer),
    );
  };
  return {
    ...(api as unknown as Pick<RoleEngine, EngineMethod>),
    ...dataset.api,
    importRoleDefinitions: importTransferred,
  };
}
