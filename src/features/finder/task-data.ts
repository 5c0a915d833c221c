// Microsoft's "Least privileged roles by task" as the data build writes it (public/data/tasks.json) and the app reads it.

/** An Entra role the docs name (templateId null: not in this dataset), or a principal that is no directory role. */
export type TaskPrincipal =
  { kind: 'role'; name: string; templateId: string | null } | { kind: 'principal'; name: string };

/** One row of the docs table. */
export interface DelegatedTask {
  section: string;
  task: string;
  /** Microsoft's least privileged role(s). */
  least: TaskPrincipal[];
  /** True when the docs list several least privileged principals in one cell: all of them are needed together. */
  leastTogether: boolean;
  /** Microsoft's additional roles: each of them can also do the task. */
  additional: TaskPrincipal[];
}

export interface TaskSource {
  title: string;
  url: string;
  /** The mirror the table was copied from: repository, path and commit. */
  mirror: string;
  msDate: string;
  licence: string;
}

export interface TaskFile {
  source: TaskSource;
  tasks: DelegatedTask[];
}

/** The Learn page the table comes from. */
export const DELEGATE_BY_TASK_URL =
  'https://learn.microsoft.com/en-us/entra/identity/role-based-access-control/delegate-by-task';

/** Thrown when the tasks file is not what the data build writes. */
export class MalformedTaskFileError extends Error {
  constructor(detail: string) {
    super(`The task table is malformed: ${detail}`);
    this.name = 'MalformedTaskFileError';
  }
}

function isPrincipal(value: unknown): value is TaskPrincipal {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  if (typeof p.name !== 'string' || p.name === '') return false;
  if (p.kind === 'principal') return true;
  return p.kind === 'role' && (p.templateId === null || typeof p.templateId === 'string');
}

function isTask(value: unknown): value is DelegatedTask {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.section === 'string' &&
    typeof t.task === 'string' &&
    typeof t.leastTogether === 'boolean' &&
    Array.isArray(t.least) &&
    t.least.length > 0 &&
    t.least.every(isPrincipal) &&
    Array.isArray(t.additional) &&
    t.additional.every(isPrincipal)
  );
}

/** The parsed tasks file, checked; a file of another shape throws MalformedTaskFileError (never a half-read table). */
export function readTaskFile(json: unknown): TaskFile {
  if (typeof json !== 'object' || json === null) throw new MalformedTaskFileError('not an object');
  const file = json as Record<string, unknown>;
  const source = file.source as Record<string, unknown> | undefined;
  if (!source || typeof source.msDate !== 'string' || typeof source.licence !== 'string')
    throw new MalformedTaskFileError('its source line is missing');
  if (!Array.isArray(file.tasks)) throw new MalformedTaskFileError('it has no list of tasks');
  const bad = file.tasks.findIndex((t) => !isTask(t));
  if (bad >= 0) throw new MalformedTaskFileError(`task ${bad + 1} cannot be read`);
  return json as TaskFile;
}
