// The expected answers of browser tests: the real dataset through the real engine, run directly in the test (not in the worker).
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { buildCatalog, type Catalog } from '../../workers/engine/catalog';

export interface Oracle {
  /** Built-in roles, as the pages load them. */
  roles: Role[];
  catalog: Catalog;
}

/** Loads the shipped dataset and builds the engine's catalog of its built-in roles. */
export async function loadOracle(): Promise<Oracle> {
  const roles = (await loadRoles()).filter((r) => r.builtIn);
  return { roles, catalog: buildCatalog(toEngineRoles(roles)) };
}

/** True when the page is no wider than the viewport (nothing scrolls sideways). */
export function hasNoHorizontalOverflow(): boolean {
  return document.documentElement.scrollWidth <= window.innerWidth;
}
