// The takeover facts the data build writes (public/data/takeover.json): Microsoft's two matrices and EntraOps' paths.

/** Where a fact comes from: a title, its date, the address to read it at, the licence it is shipped under. */
export interface TakeoverSource {
  title: string;
  url: string;
  /** The copy it was read from (repository, path, commit), when it is not the address itself. */
  mirror: string | null;
  /** The source's own date (Microsoft's ms.date, the commit date of the EntraOps copy). */
  date: string;
  licence: string;
}

/** A matrix column: a role that can act on the holders of the rows marked in it. */
export interface MatrixColumn {
  templateId: string;
  name: string;
}

/** The marks of a matrix cell: no, yes, or yes with the page's footnote mark (`*`). */
export const CELL = { no: 0, yes: 1, yesFootnote: 2 } as const;

/** The special rows, which stand for holders rather than one role. */
export const SPECIAL_ROWS = {
  noAdminRole: '~no-admin-role',
  roleAssignableGroup: '~role-assignable-group-member-or-owner',
  restrictedManagementUnit: '~restricted-management-au',
  anyOtherRole: '~any-other-role',
} as const;

/** A matrix row: the holders of a role (or a special row) and, per column, whether that column can act on them. */
export interface MatrixRow {
  /** A role's template id, or one of SPECIAL_ROWS. */
  key: string;
  /** The template id when the row is a role the dataset has; null for a special row or a role it lacks. */
  templateId: string | null;
  label: string;
  /** One mark per column (CELL). */
  cells: number[];
}

/** One of Microsoft's matrices in "Privileged roles and permissions" (tenant-scoped assignments). */
export interface TakeoverMatrix {
  title: string;
  source: TakeoverSource;
  columns: MatrixColumn[];
  rows: MatrixRow[];
  /** The page's note under the table, when it has one. */
  note: string | null;
}

export interface AttackPathAction {
  /** EntraID (a directory action a role can grant), Azure, DeviceManagement or IdentityGovernance. */
  service: string;
  action: string;
}

export interface AttackPathRole {
  service: string;
  role: string;
  /** The dataset's template id of an EntraID role; null for another service's role or one the dataset lacks. */
  templateId: string | null;
}

/** One attack path of the EntraOps Classification Explorer: the facts, and RolePrism's own short explanation. */
export interface AttackPath {
  id: string;
  name: string;
  severity: string;
  targetTier: string;
  basedOn: string | null;
  /** The actions that open the path: any one of them does. */
  actions: AttackPathAction[];
  /** The roles the source names. */
  roles: AttackPathRole[];
  permissions: { api: string; permission: string; type: string }[];
  references: { title: string; url: string }[];
  /** RolePrism's own words (not the source's prose); null when none is written. */
  explanation: string | null;
}

export interface AttackPathSet {
  source: TakeoverSource;
  paths: AttackPath[];
}

/** Roles the pages' notes single out, by template id (each is null when the dataset lacks it). */
export interface TakeoverNotedRoles {
  /** "Limited to non-administrative user accounts": they act on no holder of a role. */
  nonAdministratorsOnly: string[];
  /** Can reset every user's password, Global Administrators included (deprecated). */
  partnerTier2: string | null;
  /** Can reset only non-administrators' passwords (deprecated). */
  partnerTier1: string | null;
  /** The page's sentence on the two partner roles, as RolePrism records it. */
  partnerNote: string;
}

/** public/data/takeover.json. */
export interface TakeoverFile {
  resetPasswords: TakeoverMatrix;
  sensitiveActions: TakeoverMatrix;
  notedRoles: TakeoverNotedRoles;
  attackPaths: AttackPathSet;
}

/** Thrown when the takeover file is not what the data build writes. */
export class MalformedTakeoverFileError extends Error {
  constructor(detail: string) {
    super(`The takeover file is malformed: ${detail}`);
    this.name = 'MalformedTakeoverFileError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function checkMatrix(value: unknown, name: string): void {
  if (!isObject(value) || !Array.isArray(value.columns) || !Array.isArray(value.rows) || !isObject(value.source))
    throw new MalformedTakeoverFileError(`${name} is not a matrix with columns, rows and a source`);
  const width = value.columns.length;
  for (const row of value.rows as unknown[])
    if (!isObject(row) || typeof row.key !== 'string' || !Array.isArray(row.cells) || row.cells.length !== width)
      throw new MalformedTakeoverFileError(`${name} has a row without a key or with other than ${width} cells`);
}

/** The file, checked for the shape the engine reads (throws MalformedTakeoverFileError). */
export function checkTakeoverFile(value: unknown): TakeoverFile {
  if (!isObject(value)) throw new MalformedTakeoverFileError('not an object');
  checkMatrix(value.resetPasswords, 'resetPasswords');
  checkMatrix(value.sensitiveActions, 'sensitiveActions');
  const noted = value.notedRoles;
  if (!isObject(noted) || !Array.isArray(noted.nonAdministratorsOnly))
    throw new MalformedTakeoverFileError('notedRoles has no nonAdministratorsOnly list');
  const paths = value.attackPaths;
  if (!isObject(paths) || !Array.isArray(paths.paths) || !isObject(paths.source))
    throw new MalformedTakeoverFileError('attackPaths has no paths or no source');
  for (const path of paths.paths as unknown[])
    if (!isObject(path) || typeof path.id !== 'string' || !Array.isArray(path.actions) || !Array.isArray(path.roles))
      throw new MalformedTakeoverFileError('an attack path has no id, actions or roles');
  return value as unknown as TakeoverFile;
}
