// The role history file (public/data/history.json, 17 kB gzip), read by the worker the first time a question needs it.
import type { HistoryFile } from './engine/history-format';

/** How long the history file may take before the question fails with a message for the page. */
export const HISTORY_TIMEOUT_MS = 15_000;

/** The history file's address under the app's base path. */
export const HISTORY_URL = `${import.meta.env.BASE_URL}data/history.json`;

/** GETs and parses the history file; every failure is an Error whose message the page shows as it is. */
export async function fetchHistoryFile(): Promise<HistoryFile> {
  let response: Response;
  try {
    response = await fetch(HISTORY_URL, { signal: AbortSignal.timeout(HISTORY_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error('The role history took too long to load.');
    throw new Error('The role history could not be loaded. Check your connection.');
  }
  if (!response.ok) throw new Error(`The role history could not be loaded (HTTP ${response.status}).`);
  try {
    return (await response.json()) as HistoryFile;
  } catch {
    throw new Error('The role history could not be loaded: the file is not valid JSON.');
  }
}
