// Microsoft's "least privileged roles by task" table (public/data/tasks.json): fetched only when the finder's task tab
// asks for it, once per session; a retry fetches it again.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { readTaskFile, type TaskFile } from '../features/finder/task-data';
import { loadableOf, type Loadable } from './loadable';

/** Where the data build writes the table. */
export const TASKS_URL = `${import.meta.env.BASE_URL}data/tasks.json`;

const reloadCountAtom = atom(0);

async function fetchTaskFile(signal: AbortSignal): Promise<TaskFile> {
  const response = await fetch(TASKS_URL, { signal });
  if (!response.ok) throw new Error(`The task table could not be loaded (HTTP ${response.status}).`);
  return readTaskFile(await response.json());
}

const taskFileAtom = atom((get, { signal }) => {
  get(reloadCountAtom);
  return fetchTaskFile(signal);
});

const taskFileLoadableAtom = loadableOf(taskFileAtom);

/** The task table: loading, its error, or the table. Reading it starts the download. */
export function useTaskTable(): Loadable<TaskFile> {
  return useAtomValue(taskFileLoadableAtom);
}

/** Fetches the table again (after a failed download). */
export function useRetryTaskTable(): () => void {
  const setCount = useSetAtom(reloadCountAtom);
  return () => setCount((n) => n + 1);
}
