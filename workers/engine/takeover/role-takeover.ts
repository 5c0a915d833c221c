// One role's takeover facts (the role page's Takeover section, the CLI's --takeover), each with its source and date.
import type { Catalog } from '../catalog';
import { grantsAction, roleCapabilities, type ResetBasis, type RoleCapability } from './role-capability';
import { columnOf, rowFor } from './reset-matrix';
import { takeoverGraph, type RoleGraphEdge, type RoleRef } from './role-graph';
import { CELL, type TakeoverFile, type TakeoverMatrix } from './takeover-file';
import { ENTRA_SERVICE } from './attack-paths';
import { APP_CREDENTIAL_ACTIONS, ASSIGN_ACTION, CUSTOM_RESET_UNDOCUMENTED, JOIN_GROUP_ACTION } from './takeover-rule';

/** Where a fact comes from, and its date. */
export interface FactSource {
  title: string;
  date: string;
  url: string | null;
}

/** A role a matrix names, with the page's footnote mark on its cell. */
export interface MatrixRoleRef extends RoleRef {
  footnote: boolean;
}

/** Whose holders a role can act on in one of Microsoft's matrices. */
export interface MatrixReach {
  basis: ResetBasis;
  /** The rows that are roles, with ✅ in this role's column. */
  roles: MatrixRoleRef[];
  /** The special rows with ✅ (users with no admin role, "All other built-in and custom roles", …). */
  otherRows: { key: string; label: string; footnote: boolean }[];
  /** One sentence saying what the rule makes of it. */
  statement: string;
  source: FactSource;
}

/** Whether a role grants (in the effective view, unconditioned) the actions of one edge kind. */
export interface GrantFact {
  grants: boolean;
  /** The named actions it grants. */
  actions: string[];
  source: FactSource;
}

export interface OpenedPath {
  id: string;
  name: string;
  severity: string;
  targetTier: string;
  /** The path's actions the role grants (any one opens it). */
  actions: string[];
  explanation: string | null;
}

/** Who can take over the holders of a role. */
export interface TakenOverBy {
  /** The matrix row read for its holders: its own, or "All other built-in and custom roles". */
  row: { key: string; label: string };
  /** The reset matrix's columns with ✅ in that row. */
  reset: MatrixRoleRef[];
  /** Roles that reset every user, this role's holders included (Partner Tier2 Support). */
  resetEveryUser: RoleRef[];
  /** The sensitive-actions matrix's columns with ✅ in its row there. */
  sensitiveActions: MatrixRoleRef[];
  /** Roles with an assign edge: they reach every role directly. */
  assign: RoleRef[];
  /** Roles that take over a holder that is a service principal. */
  appCredentials: RoleRef[];
  /** Roles that take over a holder that is a role-assignable group. */
  joinGroup: RoleRef[];
  sources: FactSource[];
}

/** roleTakeover()'s answer. */
export interface RoleTakeover {
  role: RoleRef;
  canReset: MatrixReach;
  canPerformSensitiveActions: MatrixReach;
  assign: GrantFact;
  appCredentials: GrantFact;
  joinGroup: GrantFact;
  attackPaths: { paths: OpenedPath[]; source: FactSource };
  takenOverBy: TakenOverBy;
  /** The role graph's answer for this role: fewest steps from its holders to Global Administrator, and a chain. */
  reachesGlobalAdministrator: {
    steps: number | null;
    chain: RoleGraphEdge[];
    /** The roles along the chain, from this role to Global Administrator (empty when there is no chain). */
    chainRoles: RoleRef[];
  };
}

const refOf = (catalog: Catalog, i: number): RoleRef => ({
  templateId: catalog.roles[i].templateId,
  name: catalog.roles[i].name,
  builtIn: catalog.roles[i].builtIn !== false,
});

const matrixSource = (matrix: TakeoverMatrix): FactSource => ({
  title: `Microsoft, ${matrix.source.title}: ${matrix.title}`,
  date: matrix.source.date,
  url: matrix.source.url,
});

/** Where the role graph's facts come from: Microsoft's reset matrix and the role definitions (the dataset's date). */
export function roleGraphSources(
  file: TakeoverFile,
  datasetDate: string,
): { matrix: FactSource; containment: FactSource } {
  return {
    matrix: matrixSource(file.resetPasswords),
    containment: {
      title: 'RolePrism dataset (Microsoft Graph roleDefinitions), effective view',
      date: datasetDate,
      url: null,
    },
  };
}

/** A column's role in the catalog's words (the matrix's name when the dataset lacks it). */
function columnRef(catalog: Catalog, matrix: TakeoverMatrix, c: number, footnote: boolean): MatrixRoleRef {
  const column = matrix.columns[c];
  const index = catalog.indexByTemplateId.get(column.templateId);
  const ref =
    index === undefined ? { templateId: column.templateId, name: column.name, builtIn: true } : refOf(catalog, index);
  return { ...ref, footnote };
}

function basisStatement(basis: ResetBasis, capability: RoleCapability, matrix: TakeoverMatrix, file: TakeoverFile) {
  switch (basis) {
    case 'matrix-column':
      return `A column of Microsoft's "${matrix.title}" table: it acts on the holders of the roles below, the rows its column marks.`;
    case 'every-user':
      return file.notedRoles.partnerNote;
    case 'non-administrators-only':
      return `${matrix.note ?? 'Limited to non-administrative user accounts.'} It acts on no holder of a role.`;
    case 'custom-role-undocumented':
      return CUSTOM_RESET_UNDOCUMENTED;
    case 'none':
      return matrix === file.resetPasswords && capability.resetActions.length > 0
        ? `It grants ${capability.resetActions.join(', ')}, but Microsoft's table has no column for it: RolePrism draws no edge.`
        : `Not a column of Microsoft's "${matrix.title}" table.`;
  }
}

/** Whose holders role `i` can act on in `matrix` (its column's ✅ rows), with what the rule makes of it. */
function matrixReach(catalog: Catalog, file: TakeoverFile, matrix: TakeoverMatrix, i: number): MatrixReach {
  const capability = roleCapabilities(catalog, file)[i];
  const column = columnOf(matrix, catalog.roles[i].templateId);
  // Partner Tier2 Support's "every user" is said of passwords only; the other bases hold for both tables.
  const elsewhere =
    capability.resetBasis === 'matrix-column' ||
    (capability.resetBasis === 'every-user' && matrix !== file.resetPasswords);
  const basis: ResetBasis = column >= 0 ? 'matrix-column' : elsewhere ? 'none' : capability.resetBasis;
  const roles: MatrixRoleRef[] = [];
  const otherRows: MatrixReach['otherRows'] = [];
  if (column >= 0)
    for (const row of matrix.rows) {
      const mark = row.cells[column];
      if (mark === CELL.no) continue;
      const footnote = mark === CELL.yesFootnote;
      const index = row.templateId === null ? undefined : catalog.indexByTemplateId.get(row.templateId);
      if (index !== undefined) roles.push({ ...refOf(catalog, index), footnote });
      else otherRows.push({ key: row.key, label: row.label, footnote });
    }
  return {
    basis,
    roles,
    otherRows,
    statement: basisStatement(basis, capability, matrix, file),
    source: matrixSource(matrix),
  };
}

/** The matrix's columns with ✅ in the row of role `i`'s holders. */
function columnsOnRow(catalog: Catalog, matrix: TakeoverMatrix, i: number): MatrixRoleRef[] {
  const row = rowFor(matrix, catalog.roles[i].templateId);
  return row.cells.flatMap((mark, c) =>
    mark === CELL.no ? [] : [columnRef(catalog, matrix, c, mark === CELL.yesFootnote)],
  );
}

function takenOverBy(catalog: Catalog, file: TakeoverFile, i: number, containment: FactSource): TakenOverBy {
  const capabilities = roleCapabilities(catalog, file);
  const rolesWhere = (test: (c: RoleCapability) => boolean) =>
    capabilities.flatMap((c, a) => (test(c) ? [refOf(catalog, a)] : []));
  const row = rowFor(file.resetPasswords, catalog.roles[i].templateId);
  return {
    row: { key: row.key, label: row.label },
    reset: columnsOnRow(catalog, file.resetPasswords, i),
    resetEveryUser: rolesWhere((c) => c.resetBasis === 'every-user'),
    sensitiveActions: columnsOnRow(catalog, file.sensitiveActions, i),
    assign: rolesWhere((c) => c.assign),
    appCredentials: rolesWhere((c) => c.appCredentialActions.length > 0),
    joinGroup: rolesWhere((c) => c.joinGroup),
    sources: [matrixSource(file.resetPasswords), matrixSource(file.sensitiveActions), containment],
  };
}

/** The attack paths role `i` opens: those with an EntraID action it grants (effective view, unconditioned). */
export function openedPaths(catalog: Catalog, file: TakeoverFile, i: number): OpenedPath[] {
  return file.attackPaths.paths.flatMap((path) => {
    const actions = path.actions
      .filter((a) => a.service === ENTRA_SERVICE && grantsAction(catalog, i, a.action))
      .map((a) => a.action);
    if (actions.length === 0) return [];
    const { id, name, severity, targetTier, explanation } = path;
    return [{ id, name, severity, targetTier, actions, explanation }];
  });
}

/** Every takeover fact of one role (built-in or custom); null for a template id the catalog lacks. */
export function roleTakeover(
  catalog: Catalog,
  file: TakeoverFile,
  templateId: string,
  datasetDate: string,
): RoleTakeover | null {
  const i = catalog.indexByTemplateId.get(templateId);
  if (i === undefined) return null;
  const role = refOf(catalog, i);
  const containment: FactSource = {
    title: role.builtIn
      ? 'RolePrism dataset (Microsoft Graph roleDefinitions), effective view'
      : 'The imported role definition, effective view',
    date: datasetDate,
    url: null,
  };
  const capability = roleCapabilities(catalog, file)[i];
  const fact = (actions: string[]): GrantFact => ({ grants: actions.length > 0, actions, source: containment });
  const node = takeoverGraph(catalog, file).roles[i];
  const { source } = file.attackPaths;
  return {
    role,
    canReset: matrixReach(catalog, file, file.resetPasswords, i),
    canPerformSensitiveActions: matrixReach(catalog, file, file.sensitiveActions, i),
    assign: fact(capability.assign ? [ASSIGN_ACTION] : []),
    appCredentials: fact(APP_CREDENTIAL_ACTIONS.filter((a) => capability.appCredentialActions.includes(a))),
    joinGroup: fact(capability.joinGroup ? [JOIN_GROUP_ACTION] : []),
    attackPaths: {
      paths: openedPaths(catalog, file, i),
      source: { title: `${source.title}, ${source.licence}`, date: source.date, url: source.url },
    },
    takenOverBy: takenOverBy(catalog, file, i, containment),
    reachesGlobalAdministrator: {
      steps: node.steps,
      chain: node.chain,
      chainRoles: node.chain.length
        ? [node.chain[0].from, ...node.chain.map((edge) => edge.to)].map((id) =>
            refOf(catalog, catalog.indexByTemplateId.get(id)!),
          )
        : [],
    },
  };
}
