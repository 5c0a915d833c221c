// Reconciles the Graph export with Microsoft's docs tables (data/source/docs) and writes public/data/docs-notes.json:
// where the sources disagree about a role's permissions, names, privileged labels or descriptions, and what each
// source is. Every fact comes from the files; nothing here names a role or an action.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { roleSlug } from '../../src/data/slug';
import { DOCS_NAME_ALIASES, graphRoleForDocsName } from './docs-role-names';
import type { GraphRole } from './graph-source';
import { readSnapshots, type SeriesPeriod } from './history-source';
import type { PrivilegedFlag } from './privileged-flags';
import { asciiJson } from './ascii-json';

/** The shape of public/data/docs-notes.json (the app reads it in src/state/docs-notes.ts). */
export interface DocsNotesFile {
  /** The date of the Graph export the dataset is built from. */
  datasetDate: string;
  sources: DocsNotesSource[];
  counts: { roles: number; privileged: number; actions: number; grants: number; describedActions: number };
  /** Roles whose permissions the export and a docs table disagree about (the rule is in `permissionNote`). */
  roles: RolePermissionNote[];
  /** Roles the export lists with no permissions at all, with what their docs table lists. */
  emptyRoles: { templateId: string; docsDate: string | null; docsCount: number | null }[];
  docsOnlyRoles: DocsOnlyRole[];
  /** Roles whose name in the docs differs from the export's; `caseOnly` when only letter case differs. */
  nameDifferences: { templateId: string; graphName: string; docsName: string; caseOnly: boolean }[];
  privilegedDifferences: { templateId: string; docsPrivileged: boolean; exportPrivileged: boolean }[];
  /** Docs descriptions that say the opposite of their action (a read action described as managing, or the reverse). */
  suspectDescriptions: { action: string; description: string; expected: 'read' | 'manage' }[];
  /** Export roles with no docs table of their own. */
  noDocsPage: string[];
  /** Which Graph API's exports cover which period of the role history (beta carries every field, v1.0 fewer). */
  periods?: { api: 'beta' | 'v1.0'; from: string; to: string; source: string }[];
  /**
   * Where the privileged flags came from when the export carries none (Graph v1.0): `betaDate` is the newest beta
   * export whose flags the roles it has keep; `fromDocs` the roles added after it, labelled from Microsoft's docs.
   * Absent when the export carries every flag itself.
   */
  privilegedFlags?: {
    betaDate: string | null;
    fromBeta: number;
    fromDocs: { templateId: string; privileged: boolean; docsDate: string | null; where: string }[];
  };
}

export interface DocsNotesSource {
  name: string;
  where: string;
  /** The source's date (YYYY-MM-DD); `dateTo` when it spans a range. */
  date: string | null;
  dateTo?: string;
  licence: string;
}

export interface RolePermissionNote {
  templateId: string;
  docsDate: string;
  docsCommit: string;
  /** Why it is flagged: the export lists nothing, the docs copy is newer, or the export's history cannot explain it. */
  basis: 'empty' | 'newer' | 'unexplained';
  exportEmpty: boolean;
  docsOnly: { action: string; description: string }[];
  exportOnly: string[];
}

export interface DocsOnlyRole {
  name: string;
  templateId: string | null;
  description: string | null;
  /** The date of the docs text that names it. */
  docsDate: string;
  /** Where in the docs it is named. */
  where: string;
}

/** One docs role table (data/source/docs/roles/SLUG.tsv). */
export interface DocsRoleTable {
  slug: string;
  date: string;
  commit: string;
  /** The header line's comment after the date, e.g. "(default) -- empty table". */
  comment: string;
  actions: { action: string; description: string }[];
}

export interface DocsReferenceRole {
  name: string;
  templateId: string;
  privileged: boolean;
  description: string;
}

export interface DocsSources {
  tables: DocsRoleTable[];
  reference: { rows: DocsReferenceRole[]; date: string | null; commit: string | null };
  /** Role names in the 'Least privileged roles by task' table (principals that are not Entra roles left out). */
  taskRoles: { names: Map<string, string>; date: string | null; commit: string | null };
}

/** MM/DD/YYYY (the docs' ms.date) -> YYYY-MM-DD. */
function isoFromDocsDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
}

/** Parses one docs role table; throws with the file name when its header is not `#commit=... ms.date=MM/DD/YYYY`. */
export function parseRoleTable(slug: string, text: string): DocsRoleTable {
  const lines = text.split(/\r?\n/);
  const header = /^#commit=([0-9a-f]+) ms\.date=(\S+)\s*(.*)$/.exec(lines[0] ?? '');
  const date = header ? isoFromDocsDate(header[2]) : null;
  if (!header || !date)
    throw new Error(`docs/roles/${slug}.tsv: the first line must be "#commit=... ms.date=MM/DD/YYYY".`);
  const actions: DocsRoleTable['actions'] = [];
  for (const line of lines.slice(1)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [action, description = ''] = line.split('\t');
    actions.push({ action: action.trim(), description: description.trim() });
  }
  return { slug, date, commit: header[1], comment: header[3].trim(), actions };
}

/** `ms.date 2026-06-17` or `ms.date=06/17/2026`, and `commit 60bcd50e` or `commit=60bcd50e`, from a header line. */
function headerFacts(line: string): { date: string | null; commit: string | null } {
  const iso = /ms\.date[ =](\d{4}-\d{2}-\d{2})/.exec(line)?.[1];
  const us = /ms\.date[ =](\d{2}\/\d{2}\/\d{4})/.exec(line)?.[1];
  return {
    date: iso ?? (us ? isoFromDocsDate(us) : null),
    commit: /commit[ =]([0-9a-f]{7,40})/.exec(line)?.[1] ?? null,
  };
}

/**
 * The commit and date PROVENANCE.md gives a source file (its table row names the file first), for a docs table that
 * carries no header line of its own, e.g. "| docs/permissions-reference-roles.tsv | ... commit 270c10ab (ms.date 2026-06-30) |".
 */
function provenanceFacts(sourceDir: string, file: string): { date: string | null; commit: string | null } {
  const path = join(sourceDir, 'PROVENANCE.md');
  if (!existsSync(path)) return { date: null, commit: null };
  const row = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .find((line) => line.startsWith(`| ${file} `));
  return row ? headerFacts(row) : { date: null, commit: null };
}

/** Reads data/source/docs (role tables, the permissions-reference role table, the delegate-by-task table). */
export function readDocsSources(sourceDir: string): DocsSources {
  const docsDir = join(sourceDir, 'docs');
  const rolesDir = join(docsDir, 'roles');
  const tables = readdirSync(rolesDir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => parseRoleTable(f.slice(0, -4), readFileSync(join(rolesDir, f), 'utf8')));

  const refLines = readFileSync(join(docsDir, 'permissions-reference-roles.tsv'), 'utf8').split(/\r?\n/);
  const refHeader = refLines.find((l) => l.startsWith('#'));
  const rows: DocsReferenceRole[] = refLines
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => {
      const [name, templateId, label, description] = l.split('\t');
      return {
        name: name.trim(),
        templateId: templateId.trim(),
        privileged: label?.trim() === 'P',
        description: (description ?? '').trim(),
      };
    });

  const names = new Map<string, string>();
  let taskFacts: { date: string | null; commit: string | null } = { date: null, commit: null };
  const taskFile = join(docsDir, 'delegate-by-task.tsv');
  if (existsSync(taskFile)) {
    for (const line of readFileSync(taskFile, 'utf8').split(/\r?\n/)) {
      if (line.startsWith('#')) {
        taskFacts = headerFacts(line);
        continue;
      }
      const [, task, least = '', additional = ''] = line.split('\t');
      for (const name of [...least.split(';'), ...additional.split(';')].map((n) => n.trim())) {
        if (name && !name.startsWith('~') && !names.has(name)) names.set(name, task.trim());
      }
    }
  }
  return {
    tables,
    reference: {
      rows,
      ...(refHeader ? headerFacts(refHeader) : provenanceFacts(sourceDir, 'docs/permissions-reference-roles.tsv')),
    },
    taskRoles: { names, ...taskFacts },
  };
}

/** The action strings a Graph role lists, any condition. */
function exportActions(role: GraphRole): string[] {
  return [...new Set((role.rolePermissions ?? []).flatMap((b) => b.allowedResourceActions))].sort();
}

/** A role's actions in one export snapshot (lower case), for telling a lagging docs copy from one that is ahead. */
export interface PastExport {
  date: string;
  actions: ReadonlySet<string>;
}

/**
 * The disagreement to flag for one role, or null. Flagged when the export lists nothing and the docs list something
 * ('empty'), or when the docs copy is dated after the export and the two lists differ ('newer'). A docs copy dated on
 * or before the export that differs merely lags it and is not flagged, unless the role's export history (`past`,
 * oldest first) cannot explain the difference ('unexplained'): the docs list an action no export of the role ever held,
 * or lack one the export already held on the docs' date. A docs page's ms.date is its last editorial date, so a table
 * can list newer content than its date says.
 */
export function permissionNote(
  templateId: string,
  exported: readonly string[],
  table: DocsRoleTable,
  datasetDate: string,
  past: readonly PastExport[] = [],
): RolePermissionNote | null {
  const exportEmpty = exported.length === 0;
  if (exportEmpty && table.actions.length === 0) return null;
  const inExport = new Set(exported.map((a) => a.toLowerCase()));
  const inDocs = new Set(table.actions.map((a) => a.action.toLowerCase()));
  const docsOnly = table.actions.filter((a) => !inExport.has(a.action.toLowerCase()));
  const exportOnly = exported.filter((a) => !inDocs.has(a.toLowerCase()));
  if (docsOnly.length === 0 && exportOnly.length === 0) return null;
  let basis: RolePermissionNote['basis'];
  if (exportEmpty) basis = 'empty';
  else if (table.date > datasetDate) basis = 'newer';
  else {
    const atDocsDate = [...past].reverse().find((p) => p.date <= table.date);
    const everHeld = (action: string) => past.some((p) => p.actions.has(action.toLowerCase()));
    const unexplained =
      past.length > 0 &&
      (docsOnly.some((a) => !everHeld(a.action)) ||
        (atDocsDate !== undefined && exportOnly.some((a) => atDocsDate.actions.has(a.toLowerCase()))));
    if (!unexplained) return null;
    basis = 'unexplained';
  }
  return { templateId, docsDate: table.date, docsCommit: table.commit, basis, exportEmpty, docsOnly, exportOnly };
}

/** The last segment of an action, the task it grants: `read`, `update`, `getPasswordSingleSignOnCredentials`... */
function taskOf(action: string): string {
  return action.slice(action.lastIndexOf('/') + 1);
}

/**
 * Whether a docs description says the opposite of its action: "Manage…/Update…" on a get or read action, or
 * "Read…/Get…" on a manage or update action. Returns what the action's own name says it does, or null.
 */
export function descriptionContradicts(action: string, description: string): 'read' | 'manage' | null {
  const task = taskOf(action);
  const verb = /^\s*(\w+)/.exec(description)?.[1].toLowerCase() ?? '';
  const readTask = /^(get|read)([A-Z]|$)/.test(task);
  const manageTask = /^(manage|update)([A-Z]|$)/.test(task);
  if (readTask && /^(manage|update|modify|write)$/.test(verb)) return 'read';
  if (manageTask && /^(read|get|view|list)$/.test(verb)) return 'manage';
  return null;
}

/** Title case for a docs file slug whose role has no name in any docs table, e.g. "microsoft-365-support-engineer". */
function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export interface ReconcileInput {
  graph: { value: GraphRole[] };
  descriptions: Record<string, string>;
  docs: DocsSources;
  datasetDate: string;
  datasetSource: string;
  flags?: ReadonlyMap<string, PrivilegedFlag>;
  periods?: SeriesPeriod[];
  /** Sources of the other data files the app ships (the takeover facts), listed after the dataset's own. */
  moreSources?: readonly DocsNotesSource[];
  /** The export's snapshots, oldest first (data/source/history); without them older docs copies are never flagged. */
  history?: readonly {
    date: string;
    roles: readonly { templateId: string; grants: readonly { action: string }[] }[];
  }[];
}

/** Everything docs-notes.json says, from the export and the docs tables. */
export function reconcileDocs({
  graph,
  descriptions,
  docs,
  datasetDate,
  datasetSource,
  history = [],
  flags,
  periods,
  moreSources = [],
}: ReconcileInput): DocsNotesFile {
  const roles = graph.value.filter((r) => r.isBuiltIn !== false);
  const idOf = (r: GraphRole) => r.templateId || r.id;
  const byId = new Map(roles.map((r) => [idOf(r), r]));
  const refBySlug = new Map(docs.reference.rows.map((r) => [roleSlug(r.name), r]));

  /** The export role a docs table is about: through the reference table's template id or name, else the slug. */
  const roleForTable = (table: DocsRoleTable): GraphRole | null => {
    const ref = refBySlug.get(table.slug);
    if (ref) return byId.get(ref.templateId) ?? graphRoleForDocsName(ref.name, roles);
    const aliasSlugs = Object.entries(DOCS_NAME_ALIASES).map(([docsName, graphName]) => [
      roleSlug(docsName),
      graphName,
    ]);
    const viaAlias = aliasSlugs.find(([slug]) => slug === table.slug)?.[1];
    return roles.find((r) => roleSlug(r.displayName) === table.slug || r.displayName === viaAlias) ?? null;
  };

  const notes: RolePermissionNote[] = [];
  const docsOnlyRoles: DocsOnlyRole[] = [];
  const withTable = new Map<string, DocsRoleTable>();
  for (const table of docs.tables) {
    const role = roleForTable(table);
    if (!role) {
      const ref = refBySlug.get(table.slug);
      docsOnlyRoles.push({
        name: ref?.name ?? nameFromSlug(table.slug),
        templateId: ref?.templateId ?? /template id ([0-9a-f-]{36})/.exec(table.comment)?.[1] ?? null,
        description: ref?.description || null,
        docsDate: table.date,
        where: ref
          ? 'Microsoft Entra built-in roles (permissions reference) and its own permissions table'
          : table.actions.length > 0
            ? 'its own permissions table in the docs, not the main role table'
            : 'an empty permissions table in the docs, not the main role table',
      });
      continue;
    }
    withTable.set(idOf(role), table);
    const past = history.map((snapshot) => ({
      date: snapshot.date,
      actions: new Set(
        (snapshot.roles.find((r) => r.templateId === idOf(role))?.grants ?? []).map((g) => g.action.toLowerCase()),
      ),
    }));
    const note = permissionNote(idOf(role), exportActions(role), table, datasetDate, past);
    if (note) notes.push(note);
  }
  // Reference rows with no table of their own, and roles named only in the task table.
  for (const ref of docs.reference.rows) {
    if (byId.has(ref.templateId) || graphRoleForDocsName(ref.name, roles)) continue;
    if (docsOnlyRoles.some((d) => d.name.toLowerCase() === ref.name.toLowerCase())) continue;
    docsOnlyRoles.push({
      name: ref.name,
      templateId: ref.templateId,
      description: ref.description || null,
      docsDate: docs.reference.date ?? '',
      where: 'Microsoft Entra built-in roles (permissions reference)',
    });
  }
  for (const [name, task] of docs.taskRoles.names) {
    if (graphRoleForDocsName(name, roles)) continue;
    if (docsOnlyRoles.some((d) => d.name.toLowerCase() === name.toLowerCase())) continue;
    docsOnlyRoles.push({
      name,
      templateId: null,
      description: null,
      docsDate: docs.taskRoles.date ?? '',
      where: `Least privileged roles by task, for "${task}"`,
    });
  }

  const nameDifferences: DocsNotesFile['nameDifferences'] = [];
  const privilegedDifferences: DocsNotesFile['privilegedDifferences'] = [];
  for (const ref of docs.reference.rows) {
    const role = byId.get(ref.templateId) ?? graphRoleForDocsName(ref.name, roles);
    if (!role) continue;
    if (role.displayName !== ref.name) {
      nameDifferences.push({
        templateId: idOf(role),
        graphName: role.displayName,
        docsName: ref.name,
        caseOnly: role.displayName.toLowerCase() === ref.name.toLowerCase(),
      });
    }
    if ((role.isPrivileged === true) !== ref.privileged) {
      privilegedDifferences.push({
        templateId: idOf(role),
        docsPrivileged: ref.privileged,
        exportPrivileged: role.isPrivileged === true,
      });
    }
  }

  // Docs descriptions that contradict their action: in the dataset's descriptions and in every docs table.
  const suspect = new Map<string, DocsNotesFile['suspectDescriptions'][number]>();
  const consider = (action: string, description: string) => {
    const expected = descriptionContradicts(action, description);
    const key = `${action}\u0000${description}`;
    if (expected && !suspect.has(key)) suspect.set(key, { action, description, expected });
  };
  for (const [action, description] of Object.entries(descriptions)) consider(action, description);
  for (const table of docs.tables) for (const a of table.actions) consider(a.action, a.description);

  const actions = new Set(roles.flatMap(exportActions));
  const emptyRoles = roles
    .filter((r) => exportActions(r).length === 0)
    .map((r) => {
      const table = withTable.get(idOf(r));
      return { templateId: idOf(r), docsDate: table?.date ?? null, docsCount: table ? table.actions.length : null };
    });
  const tableDates = docs.tables.map((t) => t.date).sort();

  return {
    datasetDate,
    sources: [
      {
        name: 'Built-in role definitions',
        where: datasetSource,
        date: datasetDate,
        licence: 'Microsoft Graph API output; the repository that publishes it has no license file',
      },
      {
        name: 'Per-role permission tables (actions and descriptions)',
        where:
          'Microsoft Entra documentation, github.com/MicrosoftDocs/entra-docs, docs/identity/role-based-access-control/includes/*.md',
        date: tableDates[0] ?? null,
        dateTo: tableDates[tableDates.length - 1],
        licence: 'CC BY 4.0 (Microsoft)',
      },
      {
        name: 'Built-in role table (names, template ids, privileged labels, descriptions)',
        where: `Microsoft Entra documentation, permissions-reference.md${docs.reference.commit ? ` (commit ${docs.reference.commit})` : ''}`,
        date: docs.reference.date,
        licence: 'CC BY 4.0 (Microsoft)',
      },
      {
        name: 'Least privileged roles by task',
        where: `Microsoft Entra documentation, delegate-by-task.md${docs.taskRoles.commit ? ` (commit ${docs.taskRoles.commit})` : ''}`,
        date: docs.taskRoles.date,
        licence: 'CC BY 4.0 (Microsoft)',
      },
      {
        name: 'Enterprise Access Model tiers',
        where:
          'EntraOps classification by Thomas Naunheim, github.com/Cloud-Architekt/AzurePrivilegedIAM and github.com/Cloud-Architekt/EntraOps',
        date: null,
        licence: 'MIT',
      },
      ...moreSources,
    ],
    counts: {
      roles: roles.length,
      privileged: roles.filter((r) => r.isPrivileged === true).length,
      actions: actions.size,
      grants: roles.reduce((n, r) => n + exportActions(r).length, 0),
      describedActions: [...actions].filter((a) => descriptions[a]).length,
    },
    roles: notes,
    emptyRoles,
    docsOnlyRoles,
    nameDifferences,
    privilegedDifferences,
    suspectDescriptions: [...suspect.values()].sort((a, b) => a.action.localeCompare(b.action)),
    noDocsPage: roles.filter((r) => !withTable.has(idOf(r))).map(idOf),
    ...(periods ? { periods: periods.map(({ api, from, to, source }) => ({ api, from, to, source })) } : {}),
    ...(flags && [...flags.values()].some((f) => f.from !== 'export')
      ? { privilegedFlags: privilegedFlagsNote(roles.map(idOf), flags) }
      : {}),
  };
}

/** The privileged-flag sources of a v1.0 export, as docs-notes.json says them. */
function privilegedFlagsNote(
  ids: string[],
  flags: ReadonlyMap<string, PrivilegedFlag>,
): NonNullable<DocsNotesFile['privilegedFlags']> {
  const fromBeta = ids.filter((id) => flags.get(id)?.from === 'beta');
  return {
    betaDate: fromBeta.length > 0 ? flags.get(fromBeta[0])!.date : null,
    fromBeta: fromBeta.length,
    fromDocs: ids.flatMap((id) => {
      const f = flags.get(id);
      return f && (f.from === 'docs' || f.from === 'none')
        ? [{ templateId: id, privileged: f.privileged, docsDate: f.date, where: f.where ?? 'no docs label' }]
        : [];
    }),
  };
}

/** Builds docs-notes.json from the source folder and writes it; prints its size. The one call the data build makes. */
export function writeDocsNotes(options: {
  sourceDir: string;
  out: string;
  graph: { value: GraphRole[] };
  descriptions: Record<string, string>;
  datasetDate: string;
  datasetSource: string;
  flags?: ReadonlyMap<string, PrivilegedFlag>;
  periods?: SeriesPeriod[];
  moreSources?: ReconcileInput['moreSources'];
  history?: ReconcileInput['history'];
}): DocsNotesFile {
  const file = reconcileDocs({
    ...options,
    docs: readDocsSources(options.sourceDir),
    history: options.history ?? readSnapshots(options.sourceDir),
  });
  const text = asciiJson(JSON.stringify(file));
  writeFileSync(options.out, text);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `Wrote the docs reconciliation (${file.roles.length} roles whose docs differ, ${file.emptyRoles.length} with no permissions, ${file.docsOnlyRoles.length} only in the docs) to ${options.out}: ${kb(Buffer.byteLength(text))}, ${kb(gzipSync(text).length)} gzip`,
  );
  return file;
}
