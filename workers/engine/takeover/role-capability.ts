// What each role can take over, by the rule: its reset column, and the named actions its effective view contains.
import { forEachBit, hasBit } from '../bitset';
import { viewSets, type Catalog } from '../catalog';
import { actionCovers } from '../permission-grammar';
import { RULE_VIEW } from '../assignments/redundancy-rule';
import { columnOf, columnsActingOn } from './reset-matrix';
import type { TakeoverFile } from './takeover-file';
import {
  APP_CREDENTIAL_ACTIONS,
  ASSIGN_ACTION,
  AUTHENTICATION_METHOD_WRITES,
  JOIN_GROUP_ACTION,
  PASSWORD_ACTION,
} from './takeover-rule';

/** How a role resets passwords under rule 1. */
export type ResetBasis =
  'matrix-column' | 'every-user' | 'non-administrators-only' | 'custom-role-undocumented' | 'none';

/** One role's takeover powers. */
export interface RoleCapability {
  resetBasis: ResetBasis;
  /** The reset matrix column the role is; -1 when none. */
  resetColumn: number;
  /** The role's reset and authenticationMethods actions (the custom-role clause names them). */
  resetActions: string[];
  assign: boolean;
  /** Which of the four app-credential actions it grants. */
  appCredentialActions: string[];
  joinGroup: boolean;
  /** Bit c: reset matrix column c acts on this role's holders (its row, else "All other built-in and custom roles"). */
  resetByColumns: number;
}

/** The bit that stands for Partner Tier2 Support, after the matrix's columns: it reaches every user. */
export function everyUserBit(file: TakeoverFile): number {
  return 1 << file.resetPasswords.columns.length;
}

/**
 * Whether catalog role `role` holds the unconditioned `action` in the effective view: the action itself, or a grant
 * that covers it (inherited too). A conditioned grant never counts.
 */
export function grantsAction(catalog: Catalog, role: number, action: string): boolean {
  const set = viewSets(catalog, RULE_VIEW)[role];
  const id = catalog.idByKey.get(action);
  if (id !== undefined) return hasBit(set, id);
  let found = false;
  forEachBit(set, (member) => {
    const grant = catalog.grants[member];
    if (!found && !grant.condition && actionCovers(grant.action, action)) found = true;
  });
  return found;
}

function resetBasis(file: TakeoverFile, templateId: string, builtIn: boolean, resetActions: string[]): ResetBasis {
  const noted = file.notedRoles;
  if (columnOf(file.resetPasswords, templateId) >= 0) return 'matrix-column';
  if (templateId === noted.partnerTier2) return 'every-user';
  if (noted.nonAdministratorsOnly.includes(templateId) || templateId === noted.partnerTier1)
    return 'non-administrators-only';
  return !builtIn && resetActions.length > 0 ? 'custom-role-undocumented' : 'none';
}

/** The capability of catalog role `role`. */
export function roleCapability(catalog: Catalog, file: TakeoverFile, role: number): RoleCapability {
  const { templateId, builtIn } = catalog.roles[role];
  const grants = (action: string) => grantsAction(catalog, role, action);
  const resetActions = [PASSWORD_ACTION, ...AUTHENTICATION_METHOD_WRITES].filter(grants);
  return {
    resetBasis: resetBasis(file, templateId, builtIn !== false, resetActions),
    resetColumn: columnOf(file.resetPasswords, templateId),
    resetActions,
    assign: grants(ASSIGN_ACTION),
    appCredentialActions: APP_CREDENTIAL_ACTIONS.filter(grants),
    joinGroup: grants(JOIN_GROUP_ACTION),
    resetByColumns: columnsActingOn(file.resetPasswords, templateId),
  };
}

/** Bits of the reset columns a role acts as: its matrix column, or every user's bit for Partner Tier2 Support. */
export function actingColumns(file: TakeoverFile, capability: RoleCapability): number {
  if (capability.resetBasis === 'matrix-column') return 1 << capability.resetColumn;
  return capability.resetBasis === 'every-user' ? everyUserBit(file) : 0;
}

/** Every catalog role's capability, computed once per catalog and takeover file. */
const cache = new WeakMap<Catalog, { file: TakeoverFile; capabilities: RoleCapability[] }>();
export function roleCapabilities(catalog: Catalog, file: TakeoverFile): RoleCapability[] {
  const held = cache.get(catalog);
  if (held && held.file === file) return held.capabilities;
  const capabilities = catalog.roles.map((_, role) => roleCapability(catalog, file, role));
  cache.set(catalog, { file, capabilities });
  return capabilities;
}
