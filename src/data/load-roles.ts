// Loads the role dataset: from the hosted backend when it is configured, else (or when it fails) from the bundled static file.
import { anySignal, rejectOnAbort, timeoutSignal } from './request-signals';
import { nextTask } from './next-task';
import { toRoles, toRolesInSlices, type Role } from './role-model';
import { readSupabaseConfig, type SupabaseConfig } from './supabase-config';
import {
  readCompareRoleRows,
  readPermissionRows,
  readRoleRows,
  readSimulatorRoleRows,
  type BackendReadOptions,
} from './supabase-reads';

/** The static dataset, relative to the deployment's base path. */
export const DATASET_URL = `${import.meta.env.BASE_URL}data/roles_with_permissions.json`;

/** Spec section 8: the backend and the fallback file both failed. */
export const BOTH_SOURCES_FAILED = 'Failed to load roles data from both Supabase and JSON';

/** Spec section 8: logged only, the page goes on without descriptions. */
export const PERMISSION_DESCRIPTIONS_FAILED = 'Failed to fetch permission descriptions';

/** Long enough for the file over a slow connection, short enough that a stalled request does not leave every page loading. */
export const STATIC_FILE_TIMEOUT_MS = 15_000;

/** Where roles come from: the backend settings (null: static file only) and the network. Tests inject both. */
export interface RoleSource {
  config: SupabaseConfig | null;
  fetch: typeof fetch;
  /** The static file's request (body included) is given up after this long; STATIC_FILE_TIMEOUT_MS unless a test shortens it. */
  fileTimeoutMs?: number;
}

/** The app's source: backend settings from the build's environment, the browser's fetch. */
export function defaultRoleSource(): RoleSource {
  return { config: readSupabaseConfig(), fetch: (input, init) => fetch(input, init) };
}

/** The load error of a static file request that ran out of time. */
export function noAnswerWithin(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  return `Failed to load roles: the server did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

async function readStaticFile(signal: AbortSignal, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(DATASET_URL, { signal });
  if (!response.ok) throw new Error(`Failed to load roles data (HTTP ${response.status})`);
  try {
    return await response.json();
  } catch {
    throw new Error('Failed to load roles data: the file is not valid JSON');
  }
}

/**
 * GETs and parses the bundled file; a missing file, a body that is not JSON or no complete answer within `timeoutMs`
 * is an error. The caller's abort is passed on as it is.
 */
export async function fetchStaticRows(
  signal?: AbortSignal,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  timeoutMs = STATIC_FILE_TIMEOUT_MS,
): Promise<unknown> {
  const timeout = timeoutSignal(timeoutMs);
  const request = signal ? anySignal([signal, timeout]) : timeout;
  try {
    // The race ends the wait even where a fetch does not watch its signal: the page is never left loading.
    return await Promise.race([readStaticFile(request, fetchImpl), rejectOnAbort(request)]);
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) throw new Error(noAnswerWithin(timeoutMs), { cause: error });
    throw error;
  }
}

/**
 * Reads roles from the backend when configured; on its error, timeout or malformed answer logs a warning and
 * reads the static file, narrowed by `fromFile`. With no backend the file is read directly, with no request first.
 */
async function backendOrFile(
  fromBackend: (config: SupabaseConfig, options: BackendReadOptions) => Promise<unknown>,
  fromFile: (roles: Role[]) => Role[],
  signal: AbortSignal | undefined,
  source: RoleSource,
): Promise<Role[]> {
  const fileRoles = async () =>
    fromFile(await toRolesInSlices(await fetchStaticRows(signal, source.fetch, source.fileTimeoutMs), nextTask));
  if (!source.config) return fileRoles();
  try {
    return toRoles(await fromBackend(source.config, { signal, fetch: source.fetch }));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Supabase roles read failed; falling back to /data/roles_with_permissions.json', error);
  }
  try {
    return await fileRoles();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(BOTH_SOURCES_FAILED, { cause: error });
  }
}

const everyRole = (roles: Role[]) => roles;
const builtInOnly = (roles: Role[]) => roles.filter((role) => role.builtIn);

/** Every role of the dataset in the client model, sorted by display name (catalog, home, directory). */
export function loadRoles(signal?: AbortSignal, source: RoleSource = defaultRoleSource()): Promise<Role[]> {
  return backendOrFile((config, options) => readRoleRows(config, options), everyRole, signal, source);
}

/** Built-in roles only: the simulator's read (spec section 5). */
export function loadSimulatorRoles(signal?: AbortSignal, source: RoleSource = defaultRoleSource()): Promise<Role[]> {
  return backendOrFile((config, options) => readSimulatorRoleRows(config, options), builtInOnly, signal, source);
}

/** The selected built-in roles by id: the compare read. Unknown ids are simply absent. */
export function loadCompareRoles(
  ids: readonly string[],
  signal?: AbortSignal,
  source: RoleSource = defaultRoleSource(),
): Promise<Role[]> {
  const wanted = new Set(ids.map((id) => id.trim()));
  return backendOrFile(
    (config, options) => readCompareRoleRows(ids, config, options),
    (roles) => builtInOnly(roles).filter((role) => wanted.has(role.id)),
    signal,
    source,
  );
}

/**
 * Action -> description from the permissions read (or the file's roles when the backend fails).
 * On failure the error is logged only and the map is empty, as spec section 8 says.
 */
export async function loadPermissionDescriptions(
  signal?: AbortSignal,
  source: RoleSource = defaultRoleSource(),
): Promise<Map<string, string>> {
  try {
    if (source.config) {
      try {
        const rows = await readPermissionRows(source.config, { signal, fetch: source.fetch });
        return new Map(rows.map((row) => [row.action, row.friendly_description || row.action]));
      } catch (error) {
        if (signal?.aborted) throw error;
        console.warn('Supabase permissions read failed; falling back to /data/roles_with_permissions.json', error);
      }
    }
    const roles = toRoles(await fetchStaticRows(signal, source.fetch, source.fileTimeoutMs));
    return new Map(roles.flatMap((role) => role.permissions.map((p) => [p.action, p.description] as const)));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(PERMISSION_DESCRIPTIONS_FAILED, error);
    return new Map();
  }
}
