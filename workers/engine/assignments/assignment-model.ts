// The assignment reader's plain types: what a file gives, what it could not give, and how a CSV's columns map.
import type { TextPosition } from '../json-position';

/** A file as the page or the CLI hands it over: its name and its bytes, undecoded. */
export interface AssignmentFileInput {
  name: string;
  bytes: Uint8Array;
}

export type AssignmentState = 'active' | 'eligible';

/** Where a file's assignments came from: the shape recognised. */
export type AssignmentSourceFormat = 'graph-json' | 'powershell-json' | 'pim-csv' | 'csv';

/** One role assignment as read, before the review; plain and cloneable. */
export interface Assignment {
  /** Graph's id; a CSV row without one gets a stable id derived from principal, role, scope and state. */
  id: string;
  principalId: string;
  /** The principal's display name; null when the file names it by id only (no $expand=principal). */
  principalName: string | null;
  /** user, group, servicePrincipal… (Graph's @odata.type without its namespace); null when unknown. */
  principalType: string | null;
  /** The role as the file gives it: a template id, a role definition id or a display name. */
  roleRef: string;
  /** The template id of the role in the engine's dataset (built-in or imported custom role); null: unknown role definition. */
  roleTemplateId: string | null;
  /** The dataset's name of the role; for an unknown role, the name the file gives, or its id. */
  roleName: string;
  /** directoryScopeId: `/`, `/administrativeUnits/{id}` or `/{objectId}`. */
  scope: string;
  state: AssignmentState;
  /** The schedule's end; null when it has none (roleAssignments carry no dates: standing). */
  endDateTime: string | null;
  /** The file it was read from (the first one, when the same id comes twice). */
  file: string;
}

export type AssignmentProblemCode =
  | 'empty'
  | 'no-assignments'
  | 'invalid-json'
  | 'not-assignments'
  | 'role-definitions'
  | 'csv-no-role-column'
  | 'csv-no-principal-column'
  | 'csv-no-rows'
  | 'unreadable-encoding'
  | 'not-csv';

/** Why a file gave nothing: it is left out whole, and the other files are read as if it had not been given. */
export interface AssignmentFileProblem {
  file: string;
  code: AssignmentProblemCode;
  message: string;
  /** The first invalid character of broken JSON. */
  position?: TextPosition;
  /** A CSV's headers, when its columns could not be recognised: offer them for a column mapping. */
  headers?: string[];
}

export type AssignmentNoteCode =
  | 'records-skipped'
  | 'rows-skipped'
  | 'next-page'
  | 'no-state-column'
  | 'duplicates'
  | 'csv-rows-in-graph'
  | 'former-role-name'
  | 'principal-two-types';

/** Something a file did that the user should know but that did not stop it being read. */
export interface AssignmentFileNote {
  file: string;
  code: AssignmentNoteCode;
  message: string;
}

/** One file's outcome. */
export interface AssignmentFileSummary {
  file: string;
  format: AssignmentSourceFormat | null;
  /** Assignments the file held (before duplicates of earlier files were taken out). */
  read: number;
  /** Of those, already read (same id) from this or an earlier file: counted once. */
  duplicates: number;
}

/** What readAssignmentFiles answers: every assignment once, and per file what happened. */
export interface AssignmentRead {
  assignments: Assignment[];
  files: AssignmentFileSummary[];
  /** Files left out whole, each with a message for the user. */
  problems: AssignmentFileProblem[];
  notes: AssignmentFileNote[];
}

/** A CSV column mapping: the header holding each field (the role column is required, the rest optional). */
export interface AssignmentColumnMapping {
  role: string;
  principalId?: string;
  principalName?: string;
  principalType?: string;
  scope?: string;
  state?: string;
  id?: string;
  endDateTime?: string;
}

/** The fields a CSV column can be mapped to, in the order a mapping form lists them. */
export const ASSIGNMENT_CSV_FIELDS: readonly (keyof AssignmentColumnMapping)[] = [
  'role',
  'principalId',
  'principalName',
  'principalType',
  'scope',
  'state',
  'id',
  'endDateTime',
];

/** A CSV's headers and what the reader makes of them (for the page's column mapping). */
export interface AssignmentCsvColumns {
  file: string;
  headers: string[];
  /** The mapping the reader would use on its own; null when it recognises no role column. */
  recognised: AssignmentColumnMapping | null;
  /** Null when the file is no CSV the reader can map (JSON, empty, undecodable): the message says why. */
  problem: AssignmentFileProblem | null;
}
