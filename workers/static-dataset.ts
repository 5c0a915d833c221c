// The worker's own read of the bundled dataset file: the page's request, timeout, error messages and adaptation, no DOM.
import type { EngineRole } from './engine/catalog';
import { fetchStaticRows, STATIC_FILE_TIMEOUT_MS } from '../src/data/load-roles';
import { toRoles } from '../src/data/role-model';
import { toEngineRoles } from '../src/data/engine-input';
import { compareText } from '../src/data/text-order';

/** The file's roles as engine input, sorted by display name like the page's list, and the date of its export. */
export interface StaticDataset {
  roles: EngineRole[];
  datasetDate: string;
}

/**
 * GETs, parses and adapts `data/roles_with_permissions.json` (BASE_PATH-aware) exactly as the page does, so a failure
 * carries the same message the page shows ("Failed to load roles data (HTTP 503)", the timeout text, malformed data).
 */
export async function readStaticDataset(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  timeoutMs = STATIC_FILE_TIMEOUT_MS,
): Promise<StaticDataset> {
  const roles = toRoles(await fetchStaticRows(undefined, fetchImpl, timeoutMs));
  return { roles: toEngineRoles(roles), datasetDate: roles.find((r) => r.datasetDate)?.datasetDate ?? '' };
}

/** The file's roles with the visitor's custom roles added, sorted by display name (a stable sort: the page's order). */
export function withExtraRoles(fileRoles: EngineRole[], extra: readonly EngineRole[]): EngineRole[] {
  if (extra.length === 0) return fileRoles;
  return [...fileRoles, ...extra].sort((a, b) => compareText(a.name, b.name));
}
