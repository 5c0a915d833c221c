// npm run analyze -- --task WORDS: Microsoft's least privileged roles for the matching tasks, with RolePrism's numbers
// beside each role, as the CLI's JSON object or its plain-text report.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Role } from '../../src/data/role-model';
import {
  readTaskFile,
  type DelegatedTask,
  type TaskPrincipal,
  type TaskSource,
} from '../../src/features/finder/task-data';
import { taskNotes, taskNoteText } from '../../src/features/finder/task-checks';
import { searchTasks } from '../../src/features/finder/task-search';
import { permissionKey } from '../../workers/engine/permission-grammar';

const TASKS = resolve(
  process.env.ROLEPRISM_DATA_DIR || resolve(import.meta.dirname, '../../public/data'),
  'tasks.json',
);

export type PrincipalJson =
  | { kind: 'principal'; name: string }
  | { kind: 'role'; name: string; templateId: null; inDataset: false }
  | {
      kind: 'role';
      name: string;
      templateId: string;
      inDataset: true;
      displayName: string;
      slug: string;
      permissionCount: number;
      privileged: boolean;
      tier: number | null;
    };

export interface TaskJson {
  section: string;
  task: string;
  leastTogether: boolean;
  least: PrincipalJson[];
  additional: PrincipalJson[];
  notes: string[];
}

export interface TaskReportJson {
  query: string;
  datasetDate: string;
  source: TaskSource;
  tasks: TaskJson[];
}

function principalJson(p: TaskPrincipal, byId: Map<string, Role>): PrincipalJson {
  if (p.kind === 'principal') return p;
  const role = p.templateId ? byId.get(p.templateId) : undefined;
  if (!role) return { kind: 'role', name: p.name, templateId: null, inDataset: false };
  return {
    kind: 'role',
    name: p.name,
    templateId: role.templateId,
    inDataset: true,
    displayName: role.displayName,
    slug: role.slug,
    permissionCount: role.permissions.length,
    privileged: role.privileged,
    tier: role.tier,
  };
}

function taskJson(task: DelegatedTask, byId: Map<string, Role>): TaskJson {
  const roleOf = (id: string) => {
    const role = byId.get(id);
    return (
      role && {
        displayName: role.displayName,
        permissions: role.permissions.map((p) => permissionKey(p.action, p.condition)),
      }
    );
  };
  return {
    section: task.section,
    task: task.task,
    leastTogether: task.leastTogether,
    least: task.least.map((p) => principalJson(p, byId)),
    additional: task.additional.map((p) => principalJson(p, byId)),
    notes: taskNotes(task, roleOf).map(taskNoteText),
  };
}

/** The matching tasks, best first, from the shipped tasks.json. */
export function toTaskJson(query: string, roles: Role[], datasetDate: string): TaskReportJson {
  const file = readTaskFile(JSON.parse(readFileSync(TASKS, 'utf8')));
  const byId = new Map(roles.map((r) => [r.templateId, r]));
  const matches = searchTasks(file.tasks, query);
  return { query, datasetDate, source: file.source, tasks: matches.map((m) => taskJson(m.task, byId)) };
}

function principalText(p: PrincipalJson): string {
  if (p.kind === 'principal') return `${p.name} (not a directory role)`;
  if (!p.inDataset) return `${p.name} (not in this dataset)`;
  const count = `${p.permissionCount} ${p.permissionCount === 1 ? 'permission' : 'permissions'}`;
  const privileged = p.privileged ? 'privileged (Microsoft)' : 'not privileged (Microsoft)';
  return `${p.displayName} (${count}, ${privileged}, ${p.tier === null ? 'unclassified tier' : `Tier ${p.tier}`})`;
}

function taskLines(task: TaskJson): string[] {
  const lines = [`${task.section}: ${task.task}`];
  const least = task.least.map(principalText);
  lines.push(
    task.leastTogether
      ? `  Least privileged, all needed together: ${least.join(' + ')}`
      : `  Least privileged: ${least.join(', ')}`,
  );
  if (task.additional.length > 0) lines.push(`  Additional roles: ${task.additional.map(principalText).join(', ')}`);
  lines.push(...task.notes.map((note) => `  Note: ${note}`));
  return lines;
}

export function toTaskTextReport(report: TaskReportJson): string {
  const n = report.tasks.length;
  const lines = [
    `RolePrism task finder: "${report.query}" (dataset ${report.datasetDate})`,
    `From Microsoft's "Least privileged roles by task" (${report.source.msDate}), ${report.source.licence}: ${report.source.url}`,
    "Beside each role: the permissions it lists, Microsoft's privileged label and its EntraOps tier.",
    '',
  ];
  if (n === 0) {
    lines.push(
      `No task matches "${report.query}". Try fewer words, or a word from the task such as "password" or "license".`,
    );
    return `${lines.join('\n')}\n`;
  }
  lines.push(`${n} ${n === 1 ? 'task matches' : 'tasks match'}, best first:`, '');
  for (const task of report.tasks) lines.push(...taskLines(task), '');
  return `${lines.join('\n').trimEnd()}\n`;
}
