// The hosted-backend reads of spec section 7; supabase-js is imported lazily here, so the default build never downloads it.
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { MalformedDataError } from './role-model';
import { anySignal, timeoutSignal } from './request-signals';
import type { SupabaseConfig } from './supabase-config';

/** Role rows with their nested grants, shaped exactly like the static file (src/data/rows.ts). */
export const ROLE_SELECT =
  'id, display_name, template_id, description, is_builtin, is_privileged, tier, inherits_from, notes, dataset_date, dataset_source, ' +
  'role_permissions(condition, permissions(action, friendly_description, is_privileged, tier))';
export const PERMISSION_SELECT = 'action, friendly_description';
export const EFFECTIVE_PERMISSION_SELECT = 'role_id, action';
export const EFFECTIVE_PERMISSIONS_VIEW = 'role_effective_permissions_v';

/** Rows asked for per request; Supabase answers at most 1,000 by default, so longer reads page. */
export const PAGE_SIZE = 1000;
/** A read needing more requests than this is not RolePrism data (the dataset has a few thousand rows). */
const MAX_PAGES = 100;

/** Injectable edges: the caller's abort signal and, for tests, the network. */
export interface BackendReadOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** A row of `permissions`. */
export interface PermissionRow {
  action: string;
  friendly_description: string | null;
}

/** A row of `role_effective_permissions_v`. */
export interface EffectivePermissionRow {
  role_id: string;
  action: string;
}

/** The backend answered with an error (HTTP status, PostgREST error or network failure). */
export class BackendReadError extends Error {
  constructor(relation: string, detail: string) {
    super(`Supabase read of ${relation} failed: ${detail}`);
    this.name = 'BackendReadError';
  }
}

/** A fetch whose every request (body included) is aborted after `timeoutMs`, or when the caller aborts. */
export function fetchWithTimeout(base: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const signals = [timeoutSignal(timeoutMs)];
    if (init?.signal) signals.push(init.signal);
    return base(input, { ...init, signal: anySignal(signals) });
  };
}

const sharedClients = new Map<string, Promise<SupabaseClient>>();

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** RolePrism reads over HTTP only: the realtime client gets a transport that refuses to open a socket
 *  (and so needs no WebSocket, which Node 20 lacks). */
const noRealtimeSocket = class {
  constructor() {
    throw new Error('RolePrism does not use Supabase realtime');
  }
} as unknown as RealtimeTransport;

async function newClient(config: SupabaseConfig, fetchImpl: typeof fetch): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(config.url, config.anonKey, {
    // No login in RolePrism: keep no session, refresh no token, read nothing from the URL.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout(fetchImpl, config.timeoutMs) },
    realtime: { transport: noRealtimeSocket },
  });
}

/** One client per configuration; an injected fetch (tests) gets its own client. */
function backendClient(config: SupabaseConfig, fetchImpl?: typeof fetch): Promise<SupabaseClient> {
  if (fetchImpl) return newClient(config, fetchImpl);
  const key = `${config.url}\n${config.anonKey}\n${config.timeoutMs}`;
  let client = sharedClients.get(key);
  if (!client) {
    client = newClient(config, (input, init) => fetch(input, init));
    client.catch(() => sharedClients.delete(key));
    sharedClients.set(key, client);
  }
  return client;
}

interface PageAnswer {
  data: unknown;
  error: { message?: string; code?: string } | null;
  count: number | null;
  status: number;
}

/** A read of one relation, filtered and ordered, for the rows from..to (inclusive). */
type PagedQuery = (client: SupabaseClient, from: number, to: number) => PromiseLike<PageAnswer>;

/** Runs a read page by page (exact count) until every row is in; any error or non-array body throws. */
async function readAll(
  relation: string,
  config: SupabaseConfig,
  options: BackendReadOptions,
  query: PagedQuery,
): Promise<unknown[]> {
  const client = await backendClient(config, options.fetch);
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES) throw new MalformedDataError(`the ${relation} read did not end after ${MAX_PAGES} pages`);
    const answer = await query(client, rows.length, rows.length + PAGE_SIZE - 1);
    if (answer.error) {
      const code = answer.error.code ? ` (${answer.error.code})` : '';
      throw new BackendReadError(relation, `HTTP ${answer.status}${code} ${answer.error.message ?? ''}`.trim());
    }
    if (!Array.isArray(answer.data)) throw new MalformedDataError(`the ${relation} answer is not a list`);
    rows.push(...answer.data);
    const total = answer.count;
    if (answer.data.length === 0 || (total === null ? answer.data.length < PAGE_SIZE : rows.length >= total))
      return rows;
  }
}

/** Applies the caller's signal and turns off supabase-js retries: a failing backend falls back at once. */
function finish<Q extends { retry(enabled: boolean): Q; abortSignal(signal: AbortSignal): Q }>(
  query: Q,
  signal?: AbortSignal,
): Q {
  const once = query.retry(false);
  return signal ? once.abortSignal(signal) : once;
}

/** A roles select, before its filters and order. */
type RoleQuery = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

function roleRowsQuery(filter: (q: RoleQuery) => RoleQuery, signal?: AbortSignal): PagedQuery {
  return (client, from, to) =>
    finish(filter(client.from('roles').select(ROLE_SELECT, { count: 'exact' })), signal).range(from, to);
}

/** Roles with nested permissions (catalog, home, directory): every role. */
export function readRoleRows(config: SupabaseConfig, options: BackendReadOptions = {}): Promise<unknown[]> {
  return readAll(
    'roles',
    config,
    options,
    roleRowsQuery((q) => q.order('id'), options.signal),
  );
}

/** Roles for the simulator: built-in only, ordered by display name. */
export function readSimulatorRoleRows(config: SupabaseConfig, options: BackendReadOptions = {}): Promise<unknown[]> {
  return readAll(
    'roles',
    config,
    options,
    roleRowsQuery((q) => q.eq('is_builtin', true).order('display_name').order('id'), options.signal),
  );
}

function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
}

/** Roles for compare: id in the selected list, built-in only. No ids, no request. */
export async function readCompareRoleRows(
  ids: readonly string[],
  config: SupabaseConfig,
  options: BackendReadOptions = {},
): Promise<unknown[]> {
  const selected = distinctIds(ids);
  if (selected.length === 0) return [];
  return readAll(
    'roles',
    config,
    options,
    roleRowsQuery((q) => q.in('id', selected).eq('is_builtin', true).order('id'), options.signal),
  );
}

function isStringField(row: unknown, field: string, nullable = false): boolean {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || (nullable && value === null);
}

/** Permissions with their descriptions (used for overlap descriptions). */
export async function readPermissionRows(
  config: SupabaseConfig,
  options: BackendReadOptions = {},
): Promise<PermissionRow[]> {
  const rows = await readAll('permissions', config, options, (client, from, to) =>
    finish(
      client.from('permissions').select(PERMISSION_SELECT, { count: 'exact' }).order('action'),
      options.signal,
    ).range(from, to),
  );
  for (const row of rows) {
    if (!row || !isStringField(row, 'action') || !isStringField(row, 'friendly_description', true)) {
      throw new MalformedDataError('a permissions row has no action');
    }
  }
  return rows as PermissionRow[];
}

/** role_effective_permissions_v for the selected role ids: own plus inherited actions. No ids, no request. */
export async function readEffectivePermissionRows(
  ids: readonly string[],
  config: SupabaseConfig,
  options: BackendReadOptions = {},
): Promise<EffectivePermissionRow[]> {
  const selected = distinctIds(ids);
  if (selected.length === 0) return [];
  const rows = await readAll(EFFECTIVE_PERMISSIONS_VIEW, config, options, (client, from, to) =>
    finish(
      client
        .from(EFFECTIVE_PERMISSIONS_VIEW)
        .select(EFFECTIVE_PERMISSION_SELECT, { count: 'exact' })
        .in('role_id', selected)
        .order('role_id')
        .order('action'),
      options.signal,
    ).range(from, to),
  );
  for (const row of rows) {
    if (!row || !isStringField(row, 'role_id') || !isStringField(row, 'action')) {
      throw new MalformedDataError(`a ${EFFECTIVE_PERMISSIONS_VIEW} row has no role_id or action`);
    }
  }
  return rows as EffectivePermissionRow[];
}
