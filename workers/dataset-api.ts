// The engine's dataset methods beside its questions: the worker reads the bundled file itself and adds the page's custom
// roles. Shared by the worker adapter (engine.worker.ts) and the build-time render's in-process engine.
import type { DatasetSummary, RoleEngine } from './engine/engine';
import type { EngineRole } from './engine/catalog';
import { readStaticDataset, withExtraRoles, type StaticDataset } from './static-dataset';

/** Where the engine's dataset came from: the worker's own read of the file, or roles the page sent (load). */
export interface DatasetSource {
  from: 'file' | 'page' | null;
  /** How many times this worker requested the dataset file itself. */
  fileRequests: number;
  /** How many roles the page sent: all of them with load(), only its custom roles with setExtraRoles(). */
  rolesReceived: number;
}

/** Custom roles for the engine: as they are, or as pieces of JSON bytes, each a list of roles (what the page sends). */
export type ExtraRoles = EngineRole[] | Uint8Array[];

/** The roles of `extra`, decoding pieces of JSON bytes. */
function decodeExtraRoles(extra: ExtraRoles): EngineRole[] {
  if (!extra.some((piece) => piece instanceof Uint8Array)) return extra as EngineRole[];
  const decoder = new TextDecoder();
  return (extra as Uint8Array[]).flatMap((piece) => JSON.parse(decoder.decode(piece)) as EngineRole[]);
}

/** The worker's own dataset methods, beside the engine's. */
export interface DatasetApi {
  /**
   * Reads the bundled file itself (no roles cross from the page) and loads it with `extra` (the custom roles) added:
   * the roles, or pieces of their JSON bytes (what the page sends: transferred, where objects would be copied).
   */
  loadFile(extra: ExtraRoles): Promise<DatasetSummary>;
  /** Replaces the custom roles added to the file's roles; [] restores the file's set. Needs loadFile() first. */
  setExtraRoles(extra: ExtraRoles): DatasetSummary;
  datasetSource(): DatasetSource;
}

/** The dataset methods of `engine`, and the record of where its dataset came from (the adapter counts page loads in it). */
export function createDatasetApi(engine: RoleEngine): { source: DatasetSource; api: DatasetApi } {
  let file: StaticDataset | null = null;
  const source: DatasetSource = { from: null, fileRequests: 0, rolesReceived: 0 };
  const api: DatasetApi = {
    async loadFile(extra) {
      source.fileRequests++;
      file = await readStaticDataset();
      return api.setExtraRoles(extra);
    },
    setExtraRoles(extraRoles) {
      if (!file) throw new Error('The dataset file is not loaded yet.');
      const extra = decodeExtraRoles(extraRoles);
      source.from = 'file';
      source.rolesReceived += extra.length;
      return engine.load(withExtraRoles(file.roles, extra), file.datasetDate);
    },
    datasetSource: () => ({ ...source }),
  };
  return { source, api };
}
