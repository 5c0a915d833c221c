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

/** The custom roles the page sends: pieces of JSON bytes, each a list of roles, transferred rather than copied. */
export type ExtraRoles = Uint8Array[];

/** The roles the pieces hold, in order. */
function decodeExtraRoles(pieces: ExtraRoles): EngineRole[] {
  const decoder = new TextDecoder();
  return pieces.flatMap((piece) => JSON.parse(decoder.decode(piece)) as EngineRole[]);
}

/** The worker's own dataset methods, beside the engine's. */
export interface DatasetApi {
  /**
   * Reads the bundled file itself (no roles cross from the page) and loads it with `extra` (the custom roles, as
   * pieces of JSON bytes) added.
   */
  loadFile(extra: ExtraRoles): Promise<DatasetSummary>;
  /** Replaces the custom roles added to the file's roles; [] restores the file's set. Needs loadFile() first. */
  setExtraRoles(extra: ExtraRoles): DatasetSummary;
  datasetSource(): DatasetSource;
}

/**
 * The dataset methods of `engine`, and the record of where its dataset came from (the adapter counts page loads in it).
 * `readAtOnce`: the file's read starts now, before the page asks for it (its first loadFile() takes that read), so a
 * worker started while the page's own code still runs has the file in hand by then.
 */
export function createDatasetApi(
  engine: RoleEngine,
  { readAtOnce = false }: { readAtOnce?: boolean } = {},
): { source: DatasetSource; api: DatasetApi } {
  let file: StaticDataset | null = null;
  const source: DatasetSource = { from: null, fileRequests: 0, rolesReceived: 0 };
  const startRead = () => {
    source.fileRequests++;
    return readStaticDataset();
  };
  let early: Promise<StaticDataset> | null = readAtOnce ? startRead() : null;
  // Nobody may be waiting yet when it fails: the first loadFile() reports it.
  early?.catch(() => {});
  const api: DatasetApi = {
    async loadFile(extra) {
      // A later load (a retry of a failed read, a new generation of the file) reads the file again.
      const read = early ?? startRead();
      early = null;
      file = await read;
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
