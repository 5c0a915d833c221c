// The role-definition snapshots of data/source/history (Graph beta) and data/source/history-v1 (Graph v1.0): reading
// them as one timeline, normalising an export of either shape, appending a new one.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { HistoryGrant, SnapshotRole } from '../../workers/engine/history';
import type { GraphRole } from './graph-source';
import { readDocsLabels, resolvePrivileged, type FlagSources, type PrivilegedFlag } from './privileged-flags';

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

/** The Graph API version an export came from, told by its fields: only beta carries `isPrivileged`. */
export type GraphApi = 'beta' | 'v1.0';

/** One line of data/source/history-v1/index.json (Graph v1.0 exports; paths relative to data/source). */
export interface V1IndexEntry {
  file: string;
  date: string;
  commit_prefix: string | null;
  roles: number;
  distinct_actions: number;
  role_action_pairs: number;
}

export interface V1Index {
  source_repo: string;
  path: string;
  /** The timeline takes these exports for the dates after this one (YYYY-MM-DD); beta covers up to it. */
  used_after?: string;
  snapshots: V1IndexEntry[];
  [field: string]: unknown;
}

/** One snapshot, read and normalised. */
export interface SourceSnapshot {
  date: string;
  commit: string | null;
  /** Which API the export came from; a v1.0 snapshot's privileged flags come from `resolvePrivileged`. */
  api: GraphApi;
  /** The export's file, relative to data/source. */
  file: string;
  roles: SnapshotRole[];
}

/**
 * The roles of an export in either shape: Graph beta's response (`{ "value": [...] }`) or a bare array, as the
 * v1.0 exports are stored. Throws, naming `where`, on anything else.
 */
export function exportRoles(graph: unknown, where: string): GraphRole[] {
  if (Array.isArray(graph)) return graph as GraphRole[];
  const value = (graph as { value?: unknown } | null)?.value;
  if (graph !== null && typeof graph === 'object' && Array.isArray(value)) return value as GraphRole[];
  throw new Error(`${where} is not a roleDefinitions export: neither {"value": [...]} nor a list of role definitions`);
}

/** beta when every role carries a boolean isPrivileged (Graph beta), else v1.0 (which has no such field). */
export function exportApi(roles: readonly GraphRole[]): GraphApi {
  return roles.length > 0 && roles.every((r) => typeof r.isPrivileged === 'boolean') ? 'beta' : 'v1.0';
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
export function normaliseExport(
  graph: unknown,
  where: string,
  flagOf: (templateId: string, name: string) => boolean = () => false,
): SnapshotRole[] {
  return exportRoles(graph, where)
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
        privileged: typeof role.isPrivileged === 'boolean' ? role.isPrivileged : flagOf(templateId, role.displayName),
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

/** data/source/history-v1/index.json, or null when there is no v1.0 series. */
export function readV1Index(sourceDir: string): V1Index | null {
  const file = join(sourceDir, 'history-v1/index.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The beta snapshots (history/index.json), oldest first, normalised. */
function readBetaSnapshots(sourceDir: string): SourceSnapshot[] {
  return readHistoryIndex(sourceDir).history.map((entry) => ({
    date: entryDate(entry),
    commit: entry.commit ? entry.commit.slice(0, 8) : null,
    api: 'beta' as const,
    file: entry.file,
    roles: normaliseExport(JSON.parse(readFileSync(join(sourceDir, entry.file), 'utf8')), entry.file),
  }));
}

/** The newest of these beta snapshots, whose flags a later v1.0 export's roles keep. */
function flagSources(beta: readonly SourceSnapshot[]): Omit<FlagSources, 'docs'> {
  const newest = beta[beta.length - 1];
  return {
    beta: newest ? { date: newest.date, flags: new Map(newest.roles.map((r) => [r.templateId, r.privileged])) } : null,
  };
}

/** The periods each API's exports cover in the timeline: beta up to its newest export, v1.0 after it. */
export interface SeriesPeriod {
  api: GraphApi;
  from: string;
  to: string;
  source: string;
}

/**
 * The one timeline, oldest first: every beta snapshot, then the v1.0 snapshots dated after the newest beta one (their
 * privileged flags from `flagSources`). A snapshot equal to the one kept before it on every field the history follows
 * (name, description, privileged flag, inheritance, grants) is left out: it adds no change point.
 */
export function readSnapshots(sourceDir: string): SourceSnapshot[] {
  return readSeries(sourceDir).snapshots;
}

export function readSeries(sourceDir: string): {
  snapshots: SourceSnapshot[];
  periods: SeriesPeriod[];
  /** The flag sources of the newest v1.0 export (the newest beta export, the docs labels). */
  flags: FlagSources;
  /** How many snapshots were left out as equal to the one before. */
  repeats: number;
} {
  const beta = readBetaSnapshots(sourceDir);
  const v1Index = readV1Index(sourceDir);
  // The v1.0 exports stand for the dates after `used_after` (the newest beta export when they were added); before
  // it the beta exports, which carry every field, cover the timeline. On a date both have, beta wins.
  const usedAfter = v1Index?.used_after ?? beta[beta.length - 1]?.date ?? '';
  const betaDates = new Set(beta.map((s) => s.date));
  const docs = readDocsLabels(sourceDir);
  const flagsBefore = (date: string): FlagSources => {
    const before = beta.filter((s) => s.date < date);
    return { ...flagSources(before), docs };
  };
  const v1 = (v1Index?.snapshots ?? [])
    .filter((entry) => entry.date > usedAfter && !betaDates.has(entry.date))
    .map((entry): SourceSnapshot => {
      const flags = flagsBefore(entry.date);
      return {
        date: entry.date,
        commit: entry.commit_prefix ? entry.commit_prefix.slice(0, 8) : null,
        api: 'v1.0',
        file: entry.file,
        roles: normaliseExport(
          JSON.parse(readFileSync(join(sourceDir, entry.file), 'utf8')),
          entry.file,
          (id, name) => resolvePrivileged(flags, id, name).privileged,
        ),
      };
    });
  const snapshots: SourceSnapshot[] = [];
  let repeats = 0;
  for (const snapshot of [...beta, ...v1].sort((a, b) => compare(a.date, b.date))) {
    const previous = snapshots[snapshots.length - 1];
    if (previous && isDeepStrictEqual(previous.roles, snapshot.roles)) repeats++;
    else snapshots.push(snapshot);
  }
  // Consecutive runs of one API among the exports the timeline takes (repeats included), as periods.
  const periods: SeriesPeriod[] = [];
  const betaIndex = readHistoryIndex(sourceDir);
  for (const s of [...beta, ...v1].sort((a, b) => compare(a.date, b.date))) {
    const last = periods[periods.length - 1];
    if (last && last.api === s.api) last.to = s.date;
    else
      periods.push({
        api: s.api,
        from: s.date,
        to: s.date,
        source:
          s.api === 'beta'
            ? `${betaIndex.source_repo} (${betaIndex.path})`
            : `${v1Index?.source_repo ?? ''} (${v1Index?.path ?? ''})`,
      });
  }
  const newest = snapshots[snapshots.length - 1];
  return { snapshots, periods, flags: flagsBefore(newest ? `${newest.date}~` : '~'), repeats };
}

/** Every role's privileged flag in an export, and where it came from (the export itself when it carries one). */
export function exportFlags(
  roles: readonly GraphRole[],
  flags: FlagSources,
  exportDate: string,
): Map<string, PrivilegedFlag> {
  return new Map(
    roles.map((role) => {
      const id = role.templateId || role.id;
      const flag: PrivilegedFlag =
        typeof role.isPrivileged === 'boolean'
          ? { privileged: role.isPrivileged, from: 'export', date: exportDate }
          : resolvePrivileged(flags, id, role.displayName);
      return [id, flag];
    }),
  );
}

/** The counts index.json keeps for an export. */
function indexCounts(all: GraphRole[]) {
  const roles = normaliseExport(all, 'export');
  return {
    roles: all.length,
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

export type AppendResult = { appended: true; date: string; api: GraphApi } | { appended: false; newest: string };

/**
 * Adds an export (either shape, either API) as the snapshot of `date` when it differs from the newest export of the
 * timeline (any field, not only those the history follows: the source repos keep a commit for every change too): a
 * beta export to data/source/history, a v1.0 export to data/source/history-v1. It also becomes
 * data/source/roles.graph.json, the export the dataset is built from. An export equal to the newest one adds nothing.
 */
export function appendSnapshot(sourceDir: string, exportFile: string, date: string): AppendResult {
  const graph: unknown = JSON.parse(readFileSync(exportFile, 'utf8'));
  const roles = exportRoles(graph, exportFile);
  const api = exportApi(roles);
  const index = readHistoryIndex(sourceDir);
  const v1Index = readV1Index(sourceDir);
  const newestBeta = index.history[index.history.length - 1];
  const newestV1 = v1Index?.snapshots[v1Index.snapshots.length - 1];
  const newest =
    newestV1 && newestV1.date > entryDate(newestBeta)
      ? { date: newestV1.date, file: newestV1.file }
      : { date: entryDate(newestBeta), file: newestBeta.file };
  const newestRoles = exportRoles(JSON.parse(readFileSync(join(sourceDir, newest.file), 'utf8')), newest.file);
  if (canonical(roles) === canonical(newestRoles)) return { appended: false, newest: newest.date };
  if (date <= newest.date)
    throw new Error(
      `The export differs from the newest snapshot (${newest.date}); give a later --date than that for it.`,
    );
  const counts = indexCounts(roles);
  if (api === 'beta') {
    const file = `history/roles.graph.${date}.json`;
    copyFileSync(exportFile, join(sourceDir, file));
    const entry: HistoryIndexEntry = { ...counts, commit: null, commit_date: `${date}T00:00:00+00:00`, file };
    index.history.push(entry);
    index.latest = { ...entry, file: 'roles.graph.json' };
    writeFileSync(join(sourceDir, 'history/index.json'), JSON.stringify(index, null, 2));
  } else {
    const file = `history-v1/roles_graph_raw.v1.0.${date}.json`;
    mkdirSync(join(sourceDir, 'history-v1'), { recursive: true });
    copyFileSync(exportFile, join(sourceDir, file));
    const v1: V1Index = v1Index ?? {
      source_repo: 'Microsoft Graph v1.0',
      path: 'roleManagement/directory/roleDefinitions',
      used_after: entryDate(newestBeta),
      snapshots: [],
    };
    v1.snapshots.push({
      file,
      date,
      commit_prefix: null,
      roles: counts.roles,
      distinct_actions: counts.distinct_actions,
      role_action_pairs: counts.role_action_pairs,
    });
    writeFileSync(join(sourceDir, 'history-v1/index.json'), `${JSON.stringify(v1, null, 2)}\n`);
  }
  copyFileSync(exportFile, join(sourceDir, 'roles.graph.json'));
  return { appended: true, date, api };
}
