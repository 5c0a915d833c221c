// Reads a CSV of assignments: PIM's export headers, the plain headers (principalId, role, scope, state…), or a mapping.
import { dateText, principalTypeOf, scopeText, type AssignmentDraft } from './assignment-draft';
import type { AssignmentColumnMapping, AssignmentState } from './assignment-model';
import { csvRows } from './csv-table';
import { isGuid } from '../guid';

/** A header as compared: lower case, letters and digits only ("Assignment End Time (UTC)" → "assignmentendtimeutc"). */
const fold = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Headers each field is recognised by, folded; the first present wins. PIM's export: "Assignment State", "Role Name"… */
const KNOWN_HEADERS: Record<keyof AssignmentColumnMapping, string[]> = {
  role: ['role', 'rolename', 'roledefinitionid', 'roletemplateid', 'roledisplayname', 'roledefinitionname'],
  // PIM's "PrincipalName" is the sign-in name (unique); "User Group Name" its display name.
  principalId: ['principalid', 'objectid', 'principalname', 'userprincipalname'],
  principalName: ['principaldisplayname', 'usergroupname', 'displayname', 'principalname'],
  principalType: ['principaltype', 'objecttype'],
  scope: ['scope', 'directoryscopeid', 'directoryscope'],
  state: ['state', 'assignmentstate', 'assignmenttype'],
  id: ['id', 'assignmentid'],
  endDateTime: ['enddatetime', 'assignmentendtimeutc', 'endtime', 'end'],
};

/** Whether the headers are PIM's export ("Assignment State" and "Role Name"). */
export function isPimExport(headers: readonly string[]): boolean {
  const folded = new Set(headers.map(fold));
  return folded.has('assignmentstate') && folded.has('rolename');
}

/** The mapping the reader finds on its own; null when no header names the role. */
export function recognisedColumns(headers: readonly string[]): AssignmentColumnMapping | null {
  const folded = headers.map(fold);
  const pick = (names: string[], taken: Set<number>) => {
    for (const name of names) {
      const at = folded.indexOf(name);
      if (at >= 0 && !taken.has(at)) return at;
    }
    return -1;
  };
  const taken = new Set<number>();
  const mapping: Partial<AssignmentColumnMapping> = {};
  for (const key of Object.keys(KNOWN_HEADERS) as (keyof AssignmentColumnMapping)[]) {
    const at = pick(KNOWN_HEADERS[key], taken);
    if (at < 0) continue;
    taken.add(at);
    mapping[key] = headers[at];
  }
  return mapping.role === undefined ? null : (mapping as AssignmentColumnMapping);
}

const ACTIVE_WORDS = new Set(['active', 'assigned', 'activated', 'permanent', 'standing']);
const NO_END = new Set(['', 'permanent', 'never', 'n/a', 'none', 'noexpiration', 'no expiration']);

/** PIM writes "2026-08-01 00:00:00" under a "(UTC)" header: read as ISO 8601 in UTC. */
function endText(value: string): string | null {
  if (NO_END.has(value.toLowerCase())) return null;
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : dateText(value);
}

function stateWord(value: string): AssignmentState | null {
  const word = value.trim().toLowerCase();
  if (word === 'eligible') return 'eligible';
  return ACTIVE_WORDS.has(word) ? 'active' : null;
}

export type CsvRead =
  | { drafts: AssignmentDraft[]; skipped: number; noStateColumn: boolean; pim: boolean }
  | { problem: 'csv-no-role-column' | 'csv-no-principal-column' | 'csv-no-rows'; headers: string[] };

/** The column index of each mapped field (-1: not mapped, or no such header). */
function columnIndexes(headers: string[], mapping: AssignmentColumnMapping) {
  const exact = headers.map((h) => h.trim());
  const at = (header: string | undefined) => {
    if (header === undefined) return -1;
    const i = exact.indexOf(header.trim());
    return i >= 0 ? i : exact.findIndex((h) => h.toLowerCase() === header.trim().toLowerCase());
  };
  return {
    role: at(mapping.role),
    principalId: at(mapping.principalId),
    principalName: at(mapping.principalName),
    principalType: at(mapping.principalType),
    scope: at(mapping.scope),
    state: at(mapping.state),
    id: at(mapping.id),
    endDateTime: at(mapping.endDateTime),
  };
}

/** The CSV's assignments with the given mapping, or the one the reader recognises; rows it cannot read are counted. */
export function readAssignmentCsv(text: string, mapping?: AssignmentColumnMapping): CsvRead {
  const [headers = [], ...rows] = csvRows(text);
  const used = mapping ?? recognisedColumns(headers);
  if (!used) return { problem: 'csv-no-role-column', headers };
  const col = columnIndexes(headers, used);
  if (col.role < 0) return { problem: 'csv-no-role-column', headers };
  if (col.principalId < 0 && col.principalName < 0) return { problem: 'csv-no-principal-column', headers };
  if (rows.length === 0) return { problem: 'csv-no-rows', headers };
  const cell = (row: string[], i: number) => (i >= 0 && i < row.length ? row[i].trim() : '');
  const drafts: AssignmentDraft[] = [];
  let skipped = 0;
  for (const row of rows) {
    const role = cell(row, col.role);
    const principalId = cell(row, col.principalId) || cell(row, col.principalName);
    const state = col.state < 0 ? 'active' : stateWord(cell(row, col.state));
    if (role === '' || principalId === '' || state === null) {
      skipped++;
      continue;
    }
    drafts.push({
      id: cell(row, col.id) || null,
      principalId,
      principalName: cell(row, col.principalName) || null,
      principalType: principalTypeOf(cell(row, col.principalType)),
      principalSignInName: null,
      roleId: isGuid(role) ? role : null,
      roleName: isGuid(role) ? null : role,
      scope: scopeText(cell(row, col.scope)),
      state,
      endDateTime: endText(cell(row, col.endDateTime)),
    });
  }
  return { drafts, skipped, noStateColumn: col.state < 0, pim: isPimExport(headers) };
}
