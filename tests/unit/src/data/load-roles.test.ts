// The supabase-js client of src/data with a recording fetch (network edge mocked): the section 7 requests, the adapter, the fallback.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOTH_SOURCES_FAILED,
  DATASET_URL,
  PERMISSION_DESCRIPTIONS_FAILED,
  loadCompareRoles,
  loadPermissionDescriptions,
  loadRoles,
  loadSimulatorRoles,
  type RoleSource,
} from '../../../../src/data/load-roles';
import type { StoredRoleRow } from '../../../../src/data/rows';
import { roleDataProblems, toRoles } from '../../../../src/data/role-model';
import type { SupabaseConfig } from '../../../../src/data/supabase-config';
import { readEffectivePermissionRows, ROLE_SELECT } from '../../../../src/data/supabase-reads';
import { errorMessage } from '../../../../src/state/roles';
import { createEngineApi } from '../../../../workers/engine-api';
import { DATASET_PATH } from '../../helpers';

const CONFIG: SupabaseConfig = {
  url: 'https://roleprism-test.supabase.co',
  anonKey: 'anon-key-for-tests',
  timeoutMs: 5_000,
};
const FILE_BODY = readFileSync(DATASET_PATH, 'utf8');
const FILE_ROWS: StoredRoleRow[] = JSON.parse(FILE_BODY);
const FILE_ROLES = toRoles(FILE_ROWS);
/** supabase-js sends select lists without whitespace. */
const ROLE_SELECT_SENT = ROLE_SELECT.replace(/\s/g, '');

interface Recorded {
  url: URL;
  method: string;
  headers: Headers;
}
type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The static file as the web server serves it. */
const serveFile: Answer = () =>
  new Response(FILE_BODY, { status: 200, headers: { 'content-type': 'application/json' } });

/** A fetch that records every request; REST requests get `rest`, everything else `other`. */
function recordingFetch(rest: Answer, other: Answer = serveFile) {
  const requests: Recorded[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.invalid');
    requests.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
    return url.pathname.startsWith('/rest/v1/') ? rest(url, init) : other(url, init);
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

function source(fetchImpl: typeof fetch, config: SupabaseConfig | null = CONFIG): RoleSource {
  return { config, fetch: fetchImpl };
}

/** Query parameters of a request as a plain object. */
function params(request: Recorded): Record<string, string> {
  return Object.fromEntries(request.url.searchParams);
}

/** A PostgREST-shaped answer: the same rows in another order, as the database may return them. */
function postgrestRoles(rows: StoredRoleRow[]): StoredRoleRow[] {
  return [...rows].reverse().map((row) => ({ ...row, role_permissions: [...(row.role_permissions ?? [])].reverse() }));
}

/** Answers a roles read with `rows` and the Content-Range PostgREST sends for count=exact. */
const answerRoles =
  (rows: StoredRoleRow[]): Answer =>
  () =>
    json(rows, 200, { 'content-range': `0-${rows.length - 1}/${rows.length}` });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('without backend settings', () => {
  it('without them the bundled file is read directly, with no request before it (network edge mocked)', async () => {
    const { fetch, requests } = recordingFetch(() => json({ message: 'must not be called' }, 500));
    expect(await loadRoles(undefined, source(fetch, null))).toEqual(FILE_ROLES);
    expect(requests.map((r) => r.url.pathname)).toEqual([DATASET_URL]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('section 7 requests (network edge mocked)', () => {
  const pageParams = { offset: '0', limit: '1000' };

  function expectRestGet(request: Recorded, relation: string) {
    expect(request.method).toBe('GET');
    expect(request.url.origin + request.url.pathname).toBe(`${CONFIG.url}/rest/v1/${relation}`);
    expect(request.headers.get('apikey')).toBe(CONFIG.anonKey);
    expect(request.headers.get('authorization')).toBe(`Bearer ${CONFIG.anonKey}`);
    expect(request.headers.get('prefer')).toBe('count=exact');
  }

  it('roles with nested permissions: every role, the file-shaped select', async () => {
    const { fetch, requests } = recordingFetch(answerRoles(FILE_ROWS));
    await loadRoles(undefined, source(fetch));
    expect(requests).toHaveLength(1);
    expectRestGet(requests[0], 'roles');
    expect(params(requests[0])).toEqual({ select: ROLE_SELECT_SENT, order: 'id.asc', ...pageParams });
    expect(ROLE_SELECT_SENT).toBe(
      'id,display_name,template_id,description,is_builtin,is_privileged,tier,inherits_from,notes,dataset_date,dataset_source,' +
        'role_permissions(condition,permissions(action,friendly_description,is_privileged,tier))',
    );
  });

  it('simulator roles: is_builtin true, ordered by display_name', async () => {
    const { fetch, requests } = recordingFetch(answerRoles(FILE_ROWS));
    await loadSimulatorRoles(undefined, source(fetch));
    expectRestGet(requests[0], 'roles');
    expect(params(requests[0])).toEqual({
      select: ROLE_SELECT_SENT,
      is_builtin: 'eq.true',
      order: 'display_name.asc,id.asc',
      ...pageParams,
    });
  });

  it('compare roles: id in the selected list, is_builtin true', async () => {
    const [a, b] = [FILE_ROWS[0], FILE_ROWS[1]];
    const { fetch, requests } = recordingFetch(answerRoles([a, b]));
    const roles = await loadCompareRoles([a.id, b.id, a.id, ' '], undefined, source(fetch));
    expect(roles.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expectRestGet(requests[0], 'roles');
    expect(params(requests[0])).toEqual({
      select: ROLE_SELECT_SENT,
      id: `in.(${a.id},${b.id})`,
      is_builtin: 'eq.true',
      order: 'id.asc',
      ...pageParams,
    });
  });

  it('role_effective_permissions_v: role_id and action for the selected ids', async () => {
    const answer = [{ role_id: 'r1', action: 'microsoft.directory/users/standard/read' }];
    const { fetch, requests } = recordingFetch(() => json(answer, 200, { 'content-range': '0-0/1' }));
    expect(await readEffectivePermissionRows(['r1', 'r2'], CONFIG, { fetch })).toEqual(answer);
    expectRestGet(requests[0], 'role_effective_permissions_v');
    expect(params(requests[0])).toEqual({
      select: 'role_id,action',
      role_id: 'in.(r1,r2)',
      order: 'role_id.asc,action.asc',
      ...pageParams,
    });
  });

  it('permissions: action and friendly_description', async () => {
    const answer = [
      { action: 'microsoft.directory/users/delete', friendly_description: 'Delete users' },
      { action: 'microsoft.directory/users/basic/update', friendly_description: null },
    ];
    const { fetch, requests } = recordingFetch(() => json(answer, 200, { 'content-range': '0-1/2' }));
    const descriptions = await loadPermissionDescriptions(undefined, source(fetch));
    expect(descriptions).toEqual(
      new Map([
        ['microsoft.directory/users/delete', 'Delete users'],
        ['microsoft.directory/users/basic/update', 'microsoft.directory/users/basic/update'],
      ]),
    );
    expectRestGet(requests[0], 'permissions');
    expect(params(requests[0])).toEqual({ select: 'action,friendly_description', order: 'action.asc', ...pageParams });
  });

  it('no ids, no request', async () => {
    const { fetch, requests } = recordingFetch(() => json([]));
    expect(await readEffectivePermissionRows([' ', ''], CONFIG, { fetch })).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('a read longer than one page asks for the next range until the exact count is in', async () => {
    const all = Array.from({ length: 2345 }, (_, i) => ({ role_id: `r${i % 7}`, action: `test/a${i}/read` }));
    const { fetch, requests } = recordingFetch((url) => {
      const offset = Number(url.searchParams.get('offset'));
      const page = all.slice(offset, offset + Number(url.searchParams.get('limit')));
      return json(page, 206, { 'content-range': `${offset}-${offset + page.length - 1}/${all.length}` });
    });
    expect(await readEffectivePermissionRows(['r0'], CONFIG, { fetch })).toEqual(all);
    expect(requests.map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '1000', '2000']);
  });
});

describe('one adapter for both sources (network edge mocked)', () => {
  it('a PostgREST-shaped answer gives the same roles as the JSON file', async () => {
    const { fetch, requests } = recordingFetch(answerRoles(postgrestRoles(FILE_ROWS)));
    expect(await loadRoles(undefined, source(fetch))).toEqual(FILE_ROLES);
    expect(requests.every((r) => r.url.pathname.startsWith('/rest/v1/'))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a backend grant whose permission did not come with it is reported on its role, not dropped silently', async () => {
    const [first, ...rest] = FILE_ROWS.filter((row) => (row.role_permissions ?? []).length > 1);
    const hidden = {
      ...first,
      role_permissions: [...first.role_permissions!.slice(1), { condition: null, permissions: null }],
    };
    const { fetch } = recordingFetch(answerRoles([hidden, ...rest]));
    const roles = await loadRoles(undefined, source(fetch));
    const role = roles.find((r) => r.id === first.id)!;
    expect(role.permissions).toHaveLength(first.role_permissions!.length - 1);
    expect(roleDataProblems(roles)).toEqual([
      {
        roleId: first.id,
        roleName: first.display_name,
        problem: `1 of ${first.role_permissions!.length} grants has no action and is left out`,
      },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('fallback to the static file (network edge mocked)', () => {
  const neverAnswers: Answer = (_url, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
    );

  const failures: [string, Answer][] = [
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTTP 500', () => json({ code: 'XX000', message: 'internal error' }, 500)],
    ['HTTP 503', () => json({ code: 'PGRST002', message: 'schema cache not loaded' }, 503)],
    ['a timeout', neverAnswers],
    ['a body that is not JSON', () => new Response('<html>gateway</html>', { status: 200 })],
    ['a JSON body that is not a list of roles', () => json({ roles: [] })],
    ['rows without id or display_name', () => json([{ name: 'x' }], 200, { 'content-range': '0-0/1' })],
    ['a count that paging never reaches', () => json(FILE_ROWS.slice(0, 2), 206, { 'content-range': '0-1/999999' })],
  ];

  it('a failing backend request is not retried', async () => {
    const { fetch, requests } = recordingFetch(() =>
      json({ code: 'PGRST002', message: 'schema cache not loaded' }, 503),
    );
    await loadRoles(undefined, source(fetch));
    expect(requests.map((r) => r.url.pathname)).toEqual(['/rest/v1/roles', DATASET_URL]);
  });

  it.each(failures)('%s: logs a warning, then GETs the file once and shows its roles', async (_name, answer) => {
    const { fetch, requests } = recordingFetch(answer);
    const roles = await loadRoles(undefined, source(fetch, { ...CONFIG, timeoutMs: 50 }));
    expect(roles).toEqual(FILE_ROLES);
    expect(requests.map((r) => r.url.pathname).filter((path) => path !== '/rest/v1/roles')).toEqual([DATASET_URL]);
    expect(requests.at(-1)!.url.pathname).toBe(DATASET_URL);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('falling back to /data/roles_with_permissions.json');
  });

  it('the simulator and compare reads fall back to the file, keeping their filters', async () => {
    const { fetch } = recordingFetch(() => json({ message: 'down' }, 500));
    expect(await loadSimulatorRoles(undefined, source(fetch))).toEqual(FILE_ROLES.filter((r) => r.builtIn));
    const picked = [FILE_ROLES[5].id, FILE_ROLES[9].id];
    expect((await loadCompareRoles(picked, undefined, source(fetch))).map((r) => r.id).sort()).toEqual(
      [...picked].sort(),
    );
  });

  it.each([
    ['HTTP 404', () => new Response('Not found', { status: 404 })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed file', () => json([{ nope: true }])],
  ] as [string, Answer][])(
    'backend and file both failing (file: %s) raise the catalogue message',
    async (_name, fileAnswer) => {
      const { fetch } = recordingFetch(() => json({ message: 'down' }, 500), fileAnswer);
      const failure = await loadRoles(undefined, source(fetch)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe(BOTH_SOURCES_FAILED);
      // What the home and catalog pages show under their error headings.
      expect(errorMessage(failure)).toBe('Failed to load roles data from both Supabase and JSON');
    },
  );

  it("the engine worker's read of the roles fails with the catalogue message when both sources fail (env configured, network edge mocked)", async () => {
    vi.stubEnv('VITE_SUPABASE_URL', CONFIG.url);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', CONFIG.anonKey);
    const { fetch, requests } = recordingFetch(
      () => json({ message: 'down' }, 500),
      () => new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(createEngineApi().roleIndex()).rejects.toThrow(BOTH_SOURCES_FAILED);
    expect(requests.map((r) => r.url.origin === CONFIG.url)).toEqual([true, false]);
  });

  it("the caller's abort is passed on, not turned into a fallback", async () => {
    const controller = new AbortController();
    const { fetch, requests } = recordingFetch((_url, init) => {
      const pending = new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
      );
      controller.abort();
      return pending;
    });
    await expect(loadRoles(controller.signal, source(fetch))).rejects.toThrow();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/rest/v1/roles']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('permission descriptions: when both sources fail the error is logged only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch } = recordingFetch(
      () => json({ message: 'down' }, 500),
      () => new Response('', { status: 500 }),
    );
    expect(await loadPermissionDescriptions(undefined, source(fetch))).toEqual(new Map());
    expect(error).toHaveBeenCalledWith(PERMISSION_DESCRIPTIONS_FAILED, expect.any(Error));
  });
});
