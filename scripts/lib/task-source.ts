// Data build: Microsoft's "Least privileged roles by task" (data/source/docs/delegate-by-task.tsv) -> typed tasks whose
// role names are matched to the dataset's built-in roles (public/data/tasks.json).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DELEGATE_BY_TASK_URL,
  type DelegatedTask,
  type TaskFile,
  type TaskPrincipal,
} from '../../src/features/finder/task-data';
import { graphRoleForDocsName } from './docs-role-names';
import { asciiJson } from './ascii-json';

/** A role of the dataset, as the build knows it. */
export interface DatasetRole {
  displayName: string;
  templateId: string;
}

/** Thrown for a row or header the parser cannot read: the build stops instead of shipping a wrong table. */
export class TaskSourceError extends Error {}

const HEADER = /^#source=(\S+) (\S+) commit ([0-9a-f]{7,40}) ms\.date (\d{4}-\d{2}-\d{2})\b/;

function principalOf(cell: string, roles: readonly DatasetRole[], where: string): TaskPrincipal {
  const name = cell.trim();
  if (name === '' || name === '~') throw new TaskSourceError(`${where}: an empty role name`);
  if (name.startsWith('~')) return { kind: 'principal', name: name.slice(1).trim() };
  return { kind: 'role', name, templateId: graphRoleForDocsName(name, roles)?.templateId ?? null };
}

function principalsOf(cell: string, roles: readonly DatasetRole[], where: string): TaskPrincipal[] {
  return cell.trim() === '' ? [] : cell.split(';').map((part) => principalOf(part, roles, where));
}

/**
 * The table's tasks with their roles matched to `roles` by display name (docs names that differ go through
 * graphRoleForDocsName). Several least privileged principals in one cell are needed together: the Learn page stacks
 * them in one cell ("Reports Reader" and "Billing Administrator" for the sign-in diagnostic from the sign-in logs).
 */
export function parseTaskTsv(text: string, roles: readonly DatasetRole[]): TaskFile {
  const lines = text.split(/\r?\n/);
  const header = HEADER.exec(lines[0] ?? '');
  if (!header)
    throw new TaskSourceError('delegate-by-task.tsv: line 1 is not a "#source=REPO PATH commit C ms.date D" header');
  const [, repo, path, commit, msDate] = header;
  const tasks: DelegatedTask[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `delegate-by-task.tsv line ${i + 2}`;
    const cells = line.split('\t');
    if (cells.length !== 4)
      throw new TaskSourceError(`${where}: ${cells.length} columns, not 4 (section, task, least, additional)`);
    const [section, task, leastCell, additionalCell] = cells.map((c) => c.trim());
    if (section === '' || task === '') throw new TaskSourceError(`${where}: no section or no task`);
    const least = principalsOf(leastCell, roles, where);
    if (least.length === 0) throw new TaskSourceError(`${where}: no least privileged role`);
    tasks.push({
      section,
      task,
      least,
      leastTogether: least.length > 1,
      additional: principalsOf(additionalCell, roles, where),
    });
  });
  if (tasks.length === 0) throw new TaskSourceError('delegate-by-task.tsv: no tasks');
  return {
    source: {
      title: 'Least privileged roles by task in Microsoft Entra ID',
      url: DELEGATE_BY_TASK_URL,
      mirror: `${repo} ${path} @ ${commit}`,
      msDate,
      licence: 'CC BY 4.0',
    },
    tasks,
  };
}

/** The table read from `file`, matched to `roles`. */
export function readTaskSource(file: string, roles: readonly DatasetRole[]): TaskFile {
  return parseTaskTsv(readFileSync(file, 'utf8'), roles);
}

/**
 * The data build's step: reads data/source/docs/delegate-by-task.tsv under `root`, matches it to the built-in rows and
 * writes public/data/tasks.json; returns the line the build prints. Throws TaskSourceError on a malformed row.
 */
export function buildTaskFile(
  root: string,
  rows: readonly { display_name: string; template_id: string | null; is_builtin: boolean }[],
): string {
  const roles = rows
    .filter((r) => r.is_builtin && r.template_id)
    .map((r) => ({ displayName: r.display_name, templateId: r.template_id! }));
  const file = readTaskSource(join(root, 'data/source/docs/delegate-by-task.tsv'), roles);
  const out = join(root, 'public/data/tasks.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${asciiJson(JSON.stringify(file))}\n`);
  const named = file.tasks.flatMap((t) => [...t.least, ...t.additional]).filter((p) => p.kind === 'role');
  const missing = [...new Set(named.filter((p) => p.templateId === null).map((p) => p.name))];
  const sections = new Set(file.tasks.map((t) => t.section)).size;
  return `Wrote ${file.tasks.length} tasks in ${sections} sections (Microsoft docs ${file.source.msDate}) to ${out}${missing.length ? `; roles not in the dataset: ${missing.join(', ')}` : ''}`;
}
