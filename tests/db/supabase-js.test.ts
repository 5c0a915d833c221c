// supabase-js reads (src/data) against the seeded database as anon; only PostgREST's HTTP layer is a test double (network edge mocked).
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type pg from 'pg';
import { loadCompareRoles, loadRoles, loadSimulatorRoles, type RoleSource } from '../../src/data/load-roles';
import { toRoles } from '../../src/data/role-model';
import type { SupabaseConfig } from '../../src/data/supabase-config';
import { readEffectivePermissionRows, readPermissionRows, readSimulatorRoleRows } from '../../src/data/supabase-reads';
import { applyMigrations, applySeed, connectAsApiRole, createSupabaseLikeDatabase } from './database';
import { datasetRows, effectiveActions, groupActions } from './dataset';
import { postgrestEdge } from './postgrest-edge';

const DATABASE = 'roleprism_client';
const CONFIG: SupabaseConfig = {
  url: 'https://roleprism-test.supabase.co',
  anonKey: 'test-anon-key',
  timeoutMs: 20_000,
};
const rows = datasetRows();
const fileRoles = toRoles(rows);

let owner: pg.Client;
let anon: pg.Client;

beforeAll(async () => {
  const cluster = inject('databaseCluster');
  owner = await createSupabaseLikeDatabase(cluster, DATABASE);
  await applyMigrations(owner);
  await applySeed(owner);
  anon = await connectAsApiRole(cluster, DATABASE, 'anon');
});

afterAll(async () => {
  await anon?.end();
  await owner?.end();
});

/** The backend configured, the network answered by the database through the PostgREST double; no static file. */
function backend(maxRows = 1000) {
  const edge = postgrestEdge(anon, { maxRows });
  const source: RoleSource = { config: CONFIG, fetch: edge.fetch };
  return { ...edge, source };
}

describe('supabase-js against the seeded database as anon (PostgREST network edge mocked)', () => {
  it('the roles read gives the same role model as the JSON file, without falling back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { source, requests } = backend();
      expect(await loadRoles(undefined, source)).toEqual(fileRoles);
      expect(warn).not.toHaveBeenCalled();
      expect(requests.map((r) => r.url.pathname)).toEqual(['/rest/v1/roles']);
    } finally {
      warn.mockRestore();
    }
  });

  it('the simulator read gives the built-in roles, ordered by display name in the database', async () => {
    const { source } = backend();
    const answer = (await readSimulatorRoleRows(CONFIG, { fetch: source.fetch })) as { display_name: string }[];
    const names = (
      await owner.query(`select display_name from public.roles where is_builtin order by display_name, id`)
    ).rows.map((r) => r.display_name);
    expect(answer.map((r) => r.display_name)).toEqual(names);
    expect(await loadSimulatorRoles(undefined, source)).toEqual(fileRoles.filter((r) => r.builtIn));
  });

  it('the compare read gives exactly the selected roles', async () => {
    const picked = [fileRoles[3], fileRoles[40], fileRoles[100]];
    const { source } = backend();
    const roles = await loadCompareRoles([...picked.map((r) => r.id), 'not-a-role-id'], undefined, source);
    expect(roles).toEqual([...picked].sort((a, b) => a.displayName.localeCompare(b.displayName)));
  });

  it('the effective-permissions read gives own plus inherited actions for the selected ids, across pages', async () => {
    const ids = rows.map((r) => r.id);
    const expected = effectiveActions(rows);
    const total = [...expected.values()].reduce((n, s) => n + s.size, 0);
    expect(total).toBeGreaterThan(2 * 1000);
    const { source, requests } = backend(1000);
    const answer = await readEffectivePermissionRows(ids, CONFIG, { fetch: source.fetch });
    expect(answer).toHaveLength(total);
    const grouped = groupActions(answer);
    expect(new Map(ids.map((id) => [id, grouped.get(id) ?? new Set()]))).toEqual(expected);
    const pages = Math.ceil(total / 1000);
    expect(requests.map((r) => r.url.searchParams.get('offset'))).toEqual(
      Array.from({ length: pages }, (_, i) => String(i * 1000)),
    );
  });

  it('pages by the server row cap too when the project lowers it below the page size', async () => {
    const { source, requests } = backend(250);
    const answer = await readPermissionRows(CONFIG, { fetch: source.fetch });
    const actions = (await owner.query('select action, friendly_description from public.permissions order by action'))
      .rows;
    expect(answer).toEqual(actions);
    expect(requests.length).toBe(Math.ceil(actions.length / 250));
  });

  it('every request is a GET to the REST API with the anon key, nothing to auth', async () => {
    const { source, requests } = backend();
    await loadRoles(undefined, source);
    await readPermissionRows(CONFIG, { fetch: source.fetch });
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.url.origin).toBe(CONFIG.url);
      expect(request.url.pathname.startsWith('/rest/v1/')).toBe(true);
      expect(request.headers.get('apikey')).toBe(CONFIG.anonKey);
    }
  });
});
