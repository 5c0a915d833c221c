// The data files the worker reads the first time a question needs them: the role history (public/data/history.json,
// 17 kB gzip) and the takeover facts (public/data/takeover.json, Microsoft's matrices and EntraOps' attack paths).
import type { HistoryFile } from './engine/history-format';
import type { TakeoverFile } from './engine/takeover/takeover-file';

/** How long a data file may take before the question fails with a message for the page. */
export const HISTORY_TIMEOUT_MS = 15_000;

/** The history file's address under the app's base path. */
export const HISTORY_URL = `${import.meta.env.BASE_URL}data/history.json`;

/** The takeover file's address under the app's base path. */
export const TAKEOVER_URL = `${import.meta.env.BASE_URL}data/takeover.json`;

/** GETs and parses the JSON file at `url`; every failure is an Error naming `what`, which the page shows as it is. */
async function fetchDataFile(url: string, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(HISTORY_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(`${what} took too long to load.`);
    throw new Error(`${what} could not be loaded. Check your connection.`);
  }
  if (!response.ok) throw new Error(`${what} could not be loaded (HTTP ${response.status}).`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${what} could not be loaded: the file is not valid JSON.`);
  }
}

/** The role history file. */
export const fetchHistoryFile = async (): Promise<HistoryFile> =>
  (await fetchDataFile(HISTORY_URL, 'The role history')) as HistoryFile;

/** The takeover facts file. */
export const fetchTakeoverFile = async (): Promise<TakeoverFile> =>
  (await fetchDataFile(TAKEOVER_URL, 'The takeover data')) as TakeoverFile;
