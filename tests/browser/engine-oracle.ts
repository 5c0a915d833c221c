// The expected answers of browser tests: the real dataset through the real engine, run directly in the test (not in the worker).
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { buildCatalog, type Catalog } from '@engine/catalog';
import { RoleEngine } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';

export interface Oracle {
  /** Built-in roles, as the pages load them. */
  roles: Role[];
  catalog: Catalog;
}

/** Loads the shipped dataset and builds the engine's catalog of its built-in roles. */
export async function loadOracle(): Promise<Oracle> {
  const roles = await loadBuiltInRoles();
  return { roles, catalog: buildCatalog(toEngineRoles(roles)) };
}

/** The shipped dataset's built-in roles, as the simulator and compare load them. */
export async function loadBuiltInRoles(): Promise<Role[]> {
  return (await loadRoles()).filter((r) => r.builtIn);
}

/** A role engine loaded with these roles, to work out in the test what the page must show. */
export function engineOf(roles: Role[]): RoleEngine {
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), roles[0]?.datasetDate ?? '');
  return engine;
}

/** The role with this slug; throws when the dataset has none, so a test cannot pass on a missing role. */
export function roleBySlug(roles: readonly Role[], slug: string): Role {
  const role = roles.find((r) => r.slug === slug);
  if (!role) throw new Error(`dataset has no role ${slug}`);
  return role;
}

/** What the simulator and compare tests check against: the built-in roles, an engine loaded with them, and the roles compared most. */
export interface ComparisonOracle {
  roles: Role[];
  engine: RoleEngine;
  globalAdministrator: Role;
  globalReader: Role;
  userAdministrator: Role;
}

export async function loadComparisonOracle(): Promise<ComparisonOracle> {
  const roles = await loadBuiltInRoles();
  return {
    roles,
    engine: engineOf(roles),
    globalAdministrator: roleBySlug(roles, 'global-administrator'),
    globalReader: roleBySlug(roles, 'global-reader'),
    userAdministrator: roleBySlug(roles, 'user-administrator'),
  };
}

/** The roles' template ids, comma-separated, as a compare link's ids= holds them. */
export function idsOf(...roles: Role[]): string {
  return roles.map((r) => r.templateId).join(',');
}

/** The shipped role history (public/data/history.json), fetched as the worker fetches it. */
export async function loadHistoryFile(): Promise<HistoryFile> {
  return (await (await fetch('/data/history.json')).json()) as HistoryFile;
}

/** A role engine loaded with the shipped history, and the history's snapshot dates. */
export async function loadHistoryEngine(): Promise<{ engine: RoleEngine; dates: string[] }> {
  const engine = new RoleEngine();
  const { dates } = engine.loadHistory(await loadHistoryFile());
  return { engine, dates };
}

/** True when the page is no wider than the viewport (nothing scrolls sideways). */
export function hasNoHorizontalOverflow(): boolean {
  return document.documentElement.scrollWidth <= window.innerWidth;
}
