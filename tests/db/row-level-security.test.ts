// As Supabase's API roles (anon, authenticated) the RolePrism tables can be read and never written.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import {
  applyMigrations,
  applySeed,
  connectAsApiRole,
  createSupabaseLikeDatabase,
  errorCode,
  snapshot,
} from './database';

const DATABASE = 'roleprism_rls';
const TABLES = ['roles', 'permissions', 'role_permissions', 'role_inheritance'] as const;
const RELATIONS = [...TABLES, 'role_effective_permissions_v'] as const;
const API_ROLES = ['anon', 'authenticated'] as const;

/** A write that would succeed for the owner, so a failure can only come from access control. */
const WRITES: Record<(typeof TABLES)[number], Record<'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE', string>> = {
  roles: {
    INSERT: `insert into public.roles (id, display_name, is_builtin) values ('attacker', 'Attacker', true)`,
    UPDATE: `update public.roles set display_name = 'Owned'`,
    DELETE: `delete from public.roles`,
    TRUNCATE: `truncate public.roles cascade`,
  },
  permissions: {
    INSERT: `insert into public.permissions (action) values ('attacker/all/allTasks')`,
    UPDATE: `update public.permissions set friendly_description = 'Owned'`,
    DELETE: `delete from public.permissions`,
    TRUNCATE: `truncate public.permissions cascade`,
  },
  role_permissions: {
    INSERT: `insert into public.role_permissions (role_id, action) select r.id, p.action from public.roles r, public.permissions p limit 1`,
    UPDATE: `update public.role_permissions set condition = '$Attacker'`,
    DELETE: `delete from public.role_permissions`,
    TRUNCATE: `truncate public.role_permissions`,
  },
  role_inheritance: {
    INSERT: `insert into public.role_inheritance (role_id, parent_role_id) select a.id, b.id from public.roles a, public.roles b where a.id <> b.id limit 1`,
    UPDATE: `update public.role_inheritance set position = 9`,
    DELETE: `delete from public.role_inheritance`,
    TRUNCATE: `truncate public.role_inheritance`,
  },
};

let owner: pg.Client;
const sessions = new Map<string, pg.Client>();
let original: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  const cluster = inject('databaseCluster');
  owner = await createSupabaseLikeDatabase(cluster, DATABASE);
  await applyMigrations(owner);
  await applySeed(owner);
  original = await snapshot(owner);
  for (const role of API_ROLES) sessions.set(role, await connectAsApiRole(cluster, DATABASE, role));
});

afterAll(async () => {
  for (const session of sessions.values()) await session.end();
  await owner?.end();
});

describe.each(API_ROLES)('as %s', (role) => {
  it.each(RELATIONS)('SELECT on %s returns every row', async (relation) => {
    const session = sessions.get(role)!;
    expect((await session.query('select current_user')).rows[0].current_user).toBe(role);
    const seen = Number((await session.query(`select count(*) from public.${relation}`)).rows[0].count);
    const all = Number((await owner.query(`select count(*) from public.${relation}`)).rows[0].count);
    expect(all).toBeGreaterThan(0);
    expect(seen).toBe(all);
  });

  it('the inherits_from computed field can be read', async () => {
    const { rows } = await sessions
      .get(role)!
      .query(`select public.inherits_from(r) as parents from public.roles r where r.display_name = 'Global Reader'`);
    expect(rows[0].parents.length).toBeGreaterThan(0);
  });

  for (const table of TABLES) {
    it.each(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const)(`%s on ${table} is refused`, async (verb) => {
      // 42501 insufficient_privilege: refused before any row is touched.
      expect(await errorCode(sessions.get(role)!, WRITES[table][verb])).toBe('42501');
    });
  }

  it.each([
    `insert into public.role_effective_permissions_v (role_id, action) values ('x', 'y')`,
    `update public.role_effective_permissions_v set action = 'y'`,
    `delete from public.role_effective_permissions_v`,
  ])('the view refuses writes: %s', async (sql) => {
    // 55000: the view is not updatable at all; the catalog test below shows no write privilege on it either.
    expect(['42501', '55000']).toContain(await errorCode(sessions.get(role)!, sql));
  });

  it('cannot create objects that would run with more rights', async () => {
    const session = sessions.get(role)!;
    expect(await errorCode(session, `create table public.attacker (x int)`)).toBe('42501');
    expect(
      await errorCode(
        session,
        `create function public.attacker() returns int language sql security definer as 'select 1'`,
      ),
    ).toBe('42501');
  });

  it('no attempt changed any data', async () => {
    expect(await snapshot(owner)).toEqual(original);
  });
});

describe('access control in the catalogs', () => {
  it('row-level security is on for every table in schema public', async () => {
    const { rows } = await owner.query(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual([...TABLES].sort());
    for (const row of rows) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it('the API roles hold SELECT and no other privilege on any relation in schema public', async () => {
    const { rows } = await owner.query(`
      select c.relname, r.rolname, p.privilege, has_table_privilege(r.rolname, c.oid, p.privilege) as granted
      from pg_class c
      cross join (values ('anon'), ('authenticated')) r(rolname)
      cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(privilege)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')`);
    expect(new Set(rows.map((r) => r.relname))).toEqual(new Set(RELATIONS));
    for (const row of rows)
      expect(row.granted, `${row.rolname} ${row.privilege} on ${row.relname}`).toBe(row.privilege === 'SELECT');
  });

  it('no function in schema public runs as its owner, and every view runs as its caller', async () => {
    const definers = await owner.query(
      `select proname from pg_proc where pronamespace = 'public'::regnamespace and prosecdef`,
    );
    expect(definers.rows).toEqual([]);
    const views = await owner.query(
      `select relname, reloptions from pg_class where relnamespace = 'public'::regnamespace and relkind = 'v'`,
    );
    expect(views.rows).toEqual([{ relname: 'role_effective_permissions_v', reloptions: ['security_invoker=true'] }]);
  });

  it('row-level security alone still stops writes if a write grant slips in', async () => {
    await owner.query('begin');
    try {
      await owner.query(`grant insert, update, delete on public.roles to anon; set local role anon`);
      const insert = await errorCode(
        owner,
        `savepoint s; insert into public.roles (id, display_name, is_builtin) values ('attacker', 'Attacker', true)`,
      );
      expect(insert).toBe('42501'); // new row violates row-level security policy
      await owner.query('rollback to savepoint s');
      expect((await owner.query(`update public.roles set display_name = 'Owned'`)).rowCount).toBe(0);
      expect((await owner.query(`delete from public.roles`)).rowCount).toBe(0);
    } finally {
      await owner.query('rollback');
    }
    expect(await snapshot(owner)).toEqual(original);
  });
});
