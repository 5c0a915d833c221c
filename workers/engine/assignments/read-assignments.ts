// The assignment reader's one entry: files in (bytes), every assignment once out, and per file what went wrong or was left out.
import type { Catalog } from '../catalog';
import { jsonSyntaxProblem } from '../json-position';
import type { AssignmentDraft } from './assignment-draft';
import type {
  Assignment,
  AssignmentColumnMapping,
  AssignmentCsvColumns,
  AssignmentFileInput,
  AssignmentFileNote,
  AssignmentFileProblem,
  AssignmentProblemCode,
  AssignmentRead,
  AssignmentSourceFormat,
} from './assignment-model';
import { readAssignmentCsv, recognisedColumns } from './csv-assignments';
import { csvRowsInGraph, type GraphPrincipalNames } from './csv-graph-match';
import { csvRows, headerLineEnd } from './csv-table';
import { decodeText, UNREADABLE_TEXT } from '../decode-text';
import { readGraphJson } from './graph-json';
import { matchRole, type RoleDirectory, type RoleMatch } from './role-directory';

export interface ReadAssignmentsOptions {
  /** Column mappings by file name, for a CSV whose headers the reader does not recognise (see assignmentCsvColumns). */
  columns?: Record<string, AssignmentColumnMapping>;
}

/** What the user reads when a file holds no assignments the reader knows (the shapes it reads, in one sentence). */
export const EXPECTED_ASSIGNMENTS =
  "The file is not an assignment export: expected Graph's roleAssignments, roleEligibilityScheduleInstances or roleAssignmentScheduleInstances (JSON, with or without $expand=principal), Graph PowerShell's ConvertTo-Json output of them, or a CSV with a role column";

const PROBLEM_TEXT: Record<Exclude<AssignmentProblemCode, 'invalid-json' | 'csv-no-role-column'>, string> = {
  empty: 'The file is empty: it holds no role assignments.',
  'no-assignments': 'The file holds an empty list: there are no role assignments in it.',
  'not-assignments': `${EXPECTED_ASSIGNMENTS}.`,
  'role-definitions':
    'The file holds role definitions, not assignments: import it as custom roles (on /simulator, or with --roles-file).',
  'csv-no-principal-column':
    'The CSV has no principal column (principalId, principalName, PrincipalName or "User Group Name"): map its columns to read it.',
  'csv-no-rows': 'The CSV has a header line but no rows: there are no role assignments in it.',
  'unreadable-encoding': UNREADABLE_TEXT,
  'not-csv': 'The file is JSON, not a CSV: it has no columns to map.',
};

type FileRead =
  | { drafts: AssignmentDraft[]; format: AssignmentSourceFormat; notes: Omit<AssignmentFileNote, 'file'>[] }
  | { problem: Omit<AssignmentFileProblem, 'file'> };

const problem = (code: keyof typeof PROBLEM_TEXT): FileRead => ({ problem: { code, message: PROBLEM_TEXT[code] } });

function noRoleColumn(headers: string[]): FileRead {
  const list = headers.length ? headers.map((h) => `"${h}"`).join(', ') : 'none';
  return {
    problem: {
      code: 'csv-no-role-column',
      message: `The CSV has no role column: none of its headers (${list}) is role, "Role Name", roleDefinitionId or roleTemplateId. Map its columns to read it.`,
      headers,
    },
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function readJson(text: string): FileRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const { reason, position } = jsonSyntaxProblem(text, error);
    const message = `The file is not valid JSON: ${reason} at line ${position.line}, column ${position.column}.`;
    return { problem: { code: 'invalid-json', message, position } };
  }
  const read = readGraphJson(json);
  if ('problem' in read) return problem(read.problem);
  const notes: Omit<AssignmentFileNote, 'file'>[] = [];
  if (read.skipped > 0)
    notes.push({
      code: 'records-skipped',
      message: `${plural(read.skipped, 'record is', 'records are')} not role assignments (no principal or no role) and ${read.skipped === 1 ? 'is' : 'are'} left out.`,
    });
  if (read.nextLink)
    notes.push({
      code: 'next-page',
      message:
        'The file is one page of a longer Graph answer (it has an @odata.nextLink): the assignments of the next pages are not in it.',
    });
  return { drafts: read.drafts, format: read.powershell ? 'powershell-json' : 'graph-json', notes };
}

function readCsv(text: string, mapping: AssignmentColumnMapping | undefined): FileRead {
  const read = readAssignmentCsv(text, mapping);
  if ('problem' in read)
    return read.problem === 'csv-no-role-column' ? noRoleColumn(read.headers) : problem(read.problem);
  const notes: Omit<AssignmentFileNote, 'file'>[] = [];
  if (read.skipped > 0)
    notes.push({
      code: 'rows-skipped',
      message: `${plural(read.skipped, 'row has', 'rows have')} no role, no principal or a state other than active or eligible, and ${read.skipped === 1 ? 'is' : 'are'} left out.`,
    });
  if (read.noStateColumn)
    notes.push({ code: 'no-state-column', message: 'The CSV has no state column: every row is read as active.' });
  return { drafts: read.drafts, format: read.pim ? 'pim-csv' : 'csv', notes };
}

/** A file's drafts, or why it gives none. JSON when it starts with { or [ or is named .json, otherwise CSV. */
function readFile(file: AssignmentFileInput, options: ReadAssignmentsOptions): FileRead {
  const text = decodeText(file.bytes);
  if (text === null) return problem('unreadable-encoding');
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return problem('empty');
  return first === '{' || first === '[' || /\.json$/i.test(file.name)
    ? readJson(text)
    : readCsv(text, Object.hasOwn(options.columns ?? {}, file.name) ? options.columns![file.name] : undefined);
}

/** 64 bits of FNV-1a as hex: a CSV row's stable id. */
function stableHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c ^ (a >>> 16), 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

type MatchRole = (roleId: string | null, roleName: string | null) => RoleMatch | null;

/** matchRole, remembered per role reference: 50,000 assignments name a few hundred roles. */
function rememberedMatch(directory: RoleDirectory): MatchRole {
  const known = new Map<string, RoleMatch | null>();
  return (roleId, roleName) => {
    const key = `${roleId ?? ''}\u0000${roleName ?? ''}`;
    let match = known.get(key);
    if (match === undefined) known.set(key, (match = matchRole(directory, roleId, roleName)));
    return match;
  };
}

/** A CSV row's id: a stable hash of its principal, role, scope and state. */
function derivedId(draft: AssignmentDraft, role: string): string {
  return `row-${stableHash([draft.principalId, role, draft.scope, draft.state].join('\n').toLowerCase())}`;
}

/** The assignment a draft is, its role matched in the catalog (or left unknown). */
function toAssignment(draft: AssignmentDraft, file: string, catalog: Catalog, match: MatchRole) {
  const found = match(draft.roleId, draft.roleName);
  const role = found ? catalog.roles[found.index] : null;
  const roleRef = draft.roleId ?? draft.roleName ?? '';
  const assignment: Assignment = {
    id: draft.id ?? derivedId(draft, role?.templateId ?? roleRef),
    principalId: draft.principalId,
    principalName: draft.principalName,
    principalType: draft.principalType,
    roleRef,
    roleTemplateId: role?.templateId ?? null,
    roleName: role?.name ?? draft.roleName ?? roleRef,
    scope: draft.scope,
    state: draft.state,
    endDateTime: draft.endDateTime,
    file,
  };
  return { assignment, formerName: found?.formerName ?? null };
}

/** Drops the CSV rows that a Graph file of the same read holds too, with a note on each CSV file that had them. */
function dropCsvRowsInGraph(
  out: AssignmentRead,
  derived: ReadonlySet<Assignment>,
  names: ReadonlyMap<Assignment, GraphPrincipalNames>,
): void {
  const rows = csvRowsInGraph(out.assignments, derived, names);
  if (rows.size === 0) return;
  out.assignments = out.assignments.filter((a) => !rows.has(a));
  const perFile = new Map<string, number>();
  for (const row of rows) perFile.set(row.file, (perFile.get(row.file) ?? 0) + 1);
  for (const [file, count] of perFile) {
    const summary = out.files.find((f) => f.file === file);
    if (summary) summary.duplicates += count;
    out.notes.push({
      file,
      code: 'csv-rows-in-graph',
      message: `${plural(count, 'row is', 'rows are')} also in a Graph file read with it (the same principal by object id or sign-in name, role, scope and state) and ${count === 1 ? 'counts' : 'count'} once.`,
    });
  }
}

/** The first type each principal id was read with (lower-cased id), and the file it came from. */
type SeenTypes = Map<string, { type: string; file: string }>;

/**
 * The principals of one file that an earlier assignment (of this file or another) gave another type: one note for the
 * file, naming them. The review reads each as the type first seen.
 */
function typeConflicts(assignments: readonly Assignment[], file: string, seen: SeenTypes): AssignmentFileNote | null {
  const conflicts = new Map<string, string>();
  for (const a of assignments) {
    if (a.principalType === null) continue;
    const key = a.principalId.toLowerCase();
    const first = seen.get(key);
    if (!first) seen.set(key, { type: a.principalType, file });
    else if (first.type !== a.principalType && !conflicts.has(key))
      conflicts.set(
        key,
        `${a.principalId} is a ${a.principalType} here but a ${first.type} ${first.file === file ? 'earlier in this file' : `in ${first.file}`}`,
      );
  }
  if (conflicts.size === 0) return null;
  const list = [...conflicts.values()];
  const shown = list.slice(0, 5).join('; ') + (list.length > 5 ? `; and ${list.length - 5} more` : '');
  return {
    file,
    code: 'principal-two-types',
    message: `${plural(list.length, 'principal id appears', 'principal ids appear')} with two types (${shown}). The review reads each as the type first seen; check the export.`,
  };
}

/**
 * Reads assignment files into one list, each assignment once (the same id read twice, from one file or two, counts
 * once; a CSV row without an id that a Graph file holds too counts once). A file that cannot be read is left out whole
 * with a message in `problems`; the rest are read. Roles are matched in `catalog` through `directory`: an unknown
 * role's assignment is kept, with `roleTemplateId` null.
 */
export function readAssignmentFiles(
  files: readonly AssignmentFileInput[],
  catalog: Catalog,
  directory: RoleDirectory,
  options: ReadAssignmentsOptions = {},
): AssignmentRead {
  const out: AssignmentRead = { assignments: [], files: [], problems: [], notes: [] };
  const seen = new Set<string>();
  const derived = new Set<Assignment>();
  const names = new Map<Assignment, GraphPrincipalNames>();
  const match = rememberedMatch(directory);
  const types: SeenTypes = new Map();
  for (const file of files) {
    const read = readFile(file, options);
    if ('problem' in read) {
      out.problems.push({ file: file.name, ...read.problem });
      out.files.push({ file: file.name, format: null, read: 0, duplicates: 0 });
      continue;
    }
    let duplicates = 0;
    const formerNames = new Set<string>();
    const fromFile: Assignment[] = [];
    for (const draft of read.drafts) {
      const { assignment, formerName } = toAssignment(draft, file.name, catalog, match);
      fromFile.push(assignment);
      if (formerName) formerNames.add(`"${formerName}" is now "${assignment.roleName}"`);
      if (seen.has(assignment.id)) duplicates++;
      else {
        seen.add(assignment.id);
        out.assignments.push(assignment);
        if (draft.id === null) derived.add(assignment);
        if (draft.principalSignInName) names.set(assignment, { signInName: draft.principalSignInName });
      }
    }
    out.files.push({ file: file.name, format: read.format, read: read.drafts.length, duplicates });
    for (const note of read.notes) out.notes.push({ file: file.name, ...note });
    if (duplicates > 0)
      out.notes.push({
        file: file.name,
        code: 'duplicates',
        message: `${plural(duplicates, 'assignment was', 'assignments were')} already read (same id) and ${duplicates === 1 ? 'counts' : 'count'} once.`,
      });
    if (formerNames.size > 0)
      out.notes.push({
        file: file.name,
        code: 'former-role-name',
        message: `Roles named by an earlier name: ${[...formerNames].join('; ')}.`,
      });
    const conflict = typeConflicts(fromFile, file.name, types);
    if (conflict) out.notes.push(conflict);
  }
  dropCsvRowsInGraph(out, derived, names);
  return out;
}

/** A CSV's headers and the mapping the reader recognises in them (null: none names the role), for a mapping form. */
export function assignmentCsvColumns(file: AssignmentFileInput): AssignmentCsvColumns {
  const text = decodeText(file.bytes);
  const fail = (code: keyof typeof PROBLEM_TEXT) => ({
    file: file.name,
    headers: [],
    recognised: null,
    problem: { file: file.name, code, message: PROBLEM_TEXT[code] },
  });
  if (text === null) return fail('unreadable-encoding');
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return fail('empty');
  if (first === '{' || first === '[' || /\.json$/i.test(file.name)) return fail('not-csv');
  const headers = csvRows(text.slice(0, headerLineEnd(text)))[0] ?? [];
  return { file: file.name, headers, recognised: recognisedColumns(headers), problem: null };
}
