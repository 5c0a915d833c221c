// The role-definition snapshots of data/source/history: reading them, normalising an export, appending a new one.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryGrant, SnapshotRole } from '../../workers/engine/history';
import type { GraphRole } from './graph-source';

/** One line of data/source/history/index.json (paths are relative to data/source). */
export interface HistoryIndexEntry {
  roles: number;
  builtin: number;
  distinct_actions: number;
  role_action_pairs: number;
  commit: string | null;
  commit_date: string;
  file: string;
}

export interface HistoryIndex {
  source_repo: string;
  path: string;
  latest: HistoryIndexEntry;
  history: HistoryIndexEntry[];
  all_commits_touching_file: number;
  note?: string;
}

export interface GraphExport {
  value: GraphRole[];
}

/** One snapshot, read and normalised. */
export interface SourceSnapshot {
  date: string;
  commit: string | null;
  roles: SnapshotRole[];
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function compareGrants(a: HistoryGrant, b: HistoryGrant): number {
  return (
    compare(a.action, b.action) ||
    (a.condition === b.condition
      ? 0
      : a.condition === null
        ? -1
        : b.condition === null
          ? 1
          : compare(a.condition, b.condition))
  );
}

/**
 * The content the history follows (see workers/engine/history.ts): built-in roles by template id, each with name,
 * description, privileged flag, inherited roles and its set of grants. Throws when a role's id is not its template id,
 * which the history format cannot record.
 */
export function normaliseExport(graph: GraphExport, where: string): SnapshotRole[] {
  return graph.value
    .filter((role) => role.isBuiltIn === true)
    .map((role): SnapshotRole => {
      const templateId = role.templateId || role.id;
      if (role.id !== templateId)
        throw new Error(
          `${where}: ${role.displayName} has id ${role.id} but template id ${templateId}; the history keys roles by one id`,
        );
      const seen = new Set<string>();
      const grants: HistoryGrant[] = [];
      for (const block of role.rolePermissions ?? []) {
        const condition = block.condition || null;
        for (const action of block.allowedResourceActions) {
          const key = `${action}\u0000${condition ?? ''}`;
          if (!seen.has(key)) grants.push({ action, condition });
          seen.add(key);
        }
      }
      return {
        templateId,
        name: role.displayName,
        description: role.description ?? '',
        privileged: role.isPrivileged === true,
        inheritsFrom: (role.inheritsPermissionsFrom ?? []).map((r) => r.id),
        grants: grants.sort(compareGrants),
      };
    })
    .sort((a, b) => compare(a.templateId, b.templateId));
}

export function readHistoryIndex(sourceDir: string): HistoryIndex {
  return JSON.parse(readFileSync(join(sourceDir, 'history/index.json'), 'utf8'));
}

/** The date a snapshot stands for: the day of its commit (UTC), as its file name has it. */
export function entryDate(entry: HistoryIndexEntry): string {
  return entry.commit_date.slice(0, 10);
}

/** Every snapshot listed in history/index.json, oldest first, normalised. */
export function readSnapshots(sourceDir: string): SourceSnapshot[] {
  return readHistoryIndex(sourceDir).history.map((entry) => {
    const graph: GraphExport = JSON.parse(readFileSync(join(sourceDir, entry.file), 'utf8'));
    return {
      date: entryDate(entry),
      commit: entry.commit ? entry.commit.slice(0, 8) : null,
      roles: normaliseExport(graph, entry.file),
    };
  });
}

/** The counts index.json keeps for an export. */
function indexCounts(graph: GraphExport) {
  const roles = normaliseExport(graph, 'export');
  return {
    roles: graph.value.length,
    builtin: roles.length,
    distinct_actions: new Set(roles.flatMap((r) => r.grants.map((g) => g.action))).size,
    role_action_pairs: roles.reduce((n, r) => n + r.grants.length, 0),
  };
}

/** JSON with object keys sorted: two exports are the same when these are equal, whatever their layout. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => compare(a, b)))
      : v,
  );
}

export type AppendResult = { appended: true; date: string } | { appended: false; newest: string };

/**
 * Adds an export to data/source/history as the snapshot of `date` when it differs from the newest snapshot (any
 * field, not only those the history follows: the source repo keeps a commit for every change too), and makes it
 * data/source/roles.graph.json, the export the dataset is built from. An export equal to the newest snapshot adds nothing.
 */
export function appendSnapshot(sourceDir: string, exportFile: string, date: string): AppendResult {
  const index = readHistoryIndex(sourceDir);
  const newest = index.history[index.history.length - 1];
  const graph: GraphExport = JSON.parse(readFileSync(exportFile, 'utf8'));
  if (!Array.isArray(graph?.value)) throw new Error(`${exportFile} is not a roleDefinitions export (no "value" list)`);
  const newestGraph = JSON.parse(readFileSync(join(sourceDir, newest.file), 'utf8'));
  if (canonical(graph) === canonical(newestGraph)) return { appended: false, newest: entryDate(newest) };
  if (date <= entryDate(newest))
    throw new Error(
      `The export differs from the newest snapshot (${entryDate(newest)}); give a later --date than that for it.`,
    );
  const file = `history/roles.graph.${date}.json`;
  copyFileSync(exportFile, join(sourceDir, file));
  copyFileSync(exportFile, join(sourceDir, 'roles.graph.json'));
  const entry: HistoryIndexEntry = { ...indexCounts(graph), commit: null, commit_date: `${date}T00:00:00+00:00`, file };
  index.history.push(entry);
  index.latest = { ...entry, file: 'roles.graph.json' };
  writeFileSync(join(sourceDir, 'history/index.json'), JSON.stringify(index, null, 2));
  return { appended: true, date };
}
