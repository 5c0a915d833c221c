// Microsoft's "who can reset passwords" and "who can perform sensitive actions" matrices: read from their TSV, and asked.
import { CELL, SPECIAL_ROWS, type MatrixRow, type TakeoverMatrix } from './takeover-file';

/** The Learn page both matrices come from. */
export const PRIVILEGED_ROLES_PAGE =
  'https://learn.microsoft.com/en-us/entra/identity/role-based-access-control/privileged-roles-permissions';

/** Thrown for a line the parser cannot read: the build stops instead of shipping a wrong matrix. */
export class MatrixSourceError extends Error {}

/** A matrix read from its TSV, and every role it names that the dataset lacks (as "row NAME" or "column NAME"). */
export interface ParsedMatrix {
  matrix: TakeoverMatrix;
  unknownRoles: string[];
}

const HEADER = /^#source=(\S+) (\S+) commit=([0-9a-f]{7,40}) ms\.date=(\d{4}-\d{2}-\d{2}) licence=(\S+)/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function cellMark(text: string, where: string): number {
  const cell = text.trim();
  if (cell === '') return CELL.no;
  if (cell === 'yes') return CELL.yes;
  if (cell === 'yes*') return CELL.yesFootnote;
  throw new MatrixSourceError(`${where}: "${cell}" is not yes, yes* or empty`);
}

/**
 * The matrix of one TSV (docs/who-can-reset-passwords.tsv, docs/who-can-perform-sensitive-actions.tsv): `#source=`,
 * `#table=`, a header of `templateId|name` columns, one row per target, an optional `#note=`. Rows and columns are
 * matched to `knownTemplateIds`; those it lacks are kept (templateId null for a row) and listed in `unknownRoles`.
 */
export function parseMatrixTsv(text: string, file: string, knownTemplateIds: ReadonlySet<string>): ParsedMatrix {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const source = HEADER.exec(lines[0] ?? '');
  if (!source) throw new MatrixSourceError(`${file}: line 1 is not a "#source=REPO PATH commit=C ms.date=D" header`);
  const [, repo, path, commit, msDate, licence] = source;
  const table = /^#table=([^:]+)/.exec(lines[1] ?? '');
  if (!table) throw new MatrixSourceError(`${file}: line 2 is not a "#table=TITLE: ..." line`);
  const header = (lines[2] ?? '').split('\t');
  if (header[0] !== 'target_key' || header[1] !== 'target_label')
    throw new MatrixSourceError(`${file}: line 3 is not the header (target_key, target_label, columns)`);
  const unknownRoles: string[] = [];
  const columns = header.slice(2).map((cell, i) => {
    const [templateId, name] = cell.split('|');
    if (!GUID.test(templateId ?? '') || !name)
      throw new MatrixSourceError(`${file}: column ${i + 3} is not "templateId|name"`);
    if (!knownTemplateIds.has(templateId)) unknownRoles.push(`column ${name} (${templateId})`);
    return { templateId, name };
  });
  let note: string | null = null;
  const rows: MatrixRow[] = [];
  lines.slice(3).forEach((line, i) => {
    const where = `${file} line ${i + 4}`;
    if (line.startsWith('#note=')) return void (note = line.slice('#note='.length).trim());
    const cells = line.split('\t');
    const [key, label] = cells;
    if (cells.length !== columns.length + 2) throw new MatrixSourceError(`${where}: ${cells.length} cells`);
    const special = key.startsWith('~');
    if (special && !Object.values(SPECIAL_ROWS).includes(key as never))
      throw new MatrixSourceError(`${where}: unknown special row ${key}`);
    if (!special && !GUID.test(key)) throw new MatrixSourceError(`${where}: "${key}" is neither a template id nor ~`);
    const known = !special && knownTemplateIds.has(key);
    if (!special && !known) unknownRoles.push(`row ${label} (${key})`);
    rows.push({ key, templateId: known ? key : null, label, cells: cells.slice(2).map((c) => cellMark(c, where)) });
  });
  if (!rows.some((r) => r.key === SPECIAL_ROWS.anyOtherRole))
    throw new MatrixSourceError(`${file}: no "${SPECIAL_ROWS.anyOtherRole}" row (all other built-in and custom roles)`);
  return {
    matrix: {
      title: table[1].trim(),
      source: {
        title: 'Privileged roles and permissions in Microsoft Entra ID',
        url: PRIVILEGED_ROLES_PAGE,
        mirror: `${repo} ${path} @ ${commit.slice(0, 8)}`,
        date: msDate,
        licence: licence.replace(/-/g, ' '),
      },
      columns,
      rows,
      note,
    },
    unknownRoles,
  };
}

/** The row that stands for the holders of a role: its own, else (null too) "All other built-in and custom roles". */
export function rowFor(matrix: TakeoverMatrix, templateId: string | null): MatrixRow {
  return (
    matrix.rows.find((row) => row.templateId !== null && row.key === templateId) ??
    matrix.rows.find((row) => row.key === SPECIAL_ROWS.anyOtherRole)!
  );
}

/** The column a role is (its index), or -1 when the matrix has no column for it. */
export function columnOf(matrix: TakeoverMatrix, templateId: string): number {
  return matrix.columns.findIndex((column) => column.templateId === templateId);
}

/** Bit c is set when column c has a yes (footnoted or not) in the row of `templateId`'s holders (rowFor's row). */
export function columnsActingOn(matrix: TakeoverMatrix, templateId: string | null): number {
  const row = rowFor(matrix, templateId);
  let mask = 0;
  row.cells.forEach((mark, c) => {
    if (mark !== CELL.no) mask |= 1 << c;
  });
  return mask;
}
