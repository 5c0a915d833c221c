// Migrations + seed on a real PostgreSQL: parity with the JSON fallback, the effective-permissions view, idempotency.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { seedSql } from '../../scripts/lib/seed-sql';
import { applyMigrations, applySeed, createSupabaseLikeDatabase, SEED_FILE, snapshot } from './database';
import { datasetRows, effectiveActions, groupActions, ownGrants } from './dataset';

const rows = datasetRows();
let db: pg.Client;

beforeAll(async () => {
  db = await createSupabaseLikeDatabase(inject('databaseCluster'), 'roleprism_schema');
  await applyMigrations(db);
  await applySeed(db);
});

afterAll(async () => {
  await db?.end();
});

async function count(table: string): Promise<number> {
  return Number((await db.query(`select count(*) from public.${table}`)).rows[0].count);
}

describe('seed parity with public/data/roles_with_permissions.json', () => {
  it('supabase/seed.sql is the seed generated from the shipped JSON rows', () => {
    expect(readFileSync(SEED_FILE, 'utf8')).toBe(seedSql(rows));
  });

  it('row counts equal the JSON file', async () => {
    const actions = new Set(rows.flatMap((r) => (r.role_permissions ?? []).map((g) => g.permissions!.action)));
    expect(await count('roles')).toBe(rows.length);
    expect(await count('permissions')).toBe(actions.size);
    expect(await count('role_permissions')).toBe(rows.reduce((n, r) => n + (r.role_permissions?.length ?? 0), 0));
    expect(await count('role_inheritance')).toBe(rows.reduce((n, r) => n + (r.inherits_from?.length ?? 0), 0));
  });

  it("every role's fields and grant set equal the JSON file", async () => {
    const stored = new Map(
      (
        await db.query(
          `select r.*, to_char(r.dataset_date, 'YYYY-MM-DD') as dataset_date, public.inherits_from(r) as inherits_from from public.roles r`,
        )
      ).rows.map((r) => [r.id, r]),
    );
    const grants = (
      await db.query(
        `select role_id, case when condition is null then action else action || ' [' || condition || ']' end as action from public.role_permissions`,
      )
    ).rows;
    const storedGrants = groupActions(grants);
    const expectedGrants = ownGrants(rows);
    for (const row of rows) {
      const { role_permissions: _nested, ...fields } = row;
      expect(stored.get(row.id), row.display_name).toEqual(fields);
      expect(storedGrants.get(row.id) ?? new Set(), row.display_name).toEqual(expectedGrants.get(row.id));
    }
  });

  it('every permission keeps its description, privileged flag and tier', async () => {
    const stored = new Map((await db.query('select * from public.permissions')).rows.map((p) => [p.action, p]));
    for (const row of rows)
      for (const g of row.role_permissions ?? []) expect(stored.get(g.permissions!.action)).toEqual(g.permissions);
  });
});

describe('role_effective_permissions_v', () => {
  it("returns each role's own actions plus those it inherits, transitively", async () => {
    const view = groupActions((await db.query('select role_id, action from public.role_effective_permissions_v')).rows);
    const expected = effectiveActions(rows);
    let inheritedOnly = 0;
    for (const row of rows) {
      const own = new Set((row.role_permissions ?? []).map((g) => g.permissions!.action));
      expect(view.get(row.id) ?? new Set(), row.display_name).toEqual(expected.get(row.id));
      inheritedOnly += [...expected.get(row.id)!].filter((a) => !own.has(a)).length;
    }
    expect(inheritedOnly).toBeGreaterThan(0);
  });

  it('follows a chain of several roles and stops at a cycle', async () => {
    await db.query('begin');
    try {
      await db.query(`
        insert into public.permissions (action) values ('test/a/read'), ('test/b/read'), ('test/c/read');
        insert into public.roles (id, display_name, is_builtin) values ('ta', 'Test A', false), ('tb', 'Test B', false), ('tc', 'Test C', false);
        insert into public.role_permissions (role_id, action) values ('ta', 'test/a/read'), ('tb', 'test/b/read'), ('tc', 'test/c/read');
        insert into public.role_inheritance (role_id, parent_role_id) values ('ta', 'tb'), ('tb', 'tc'), ('tc', 'ta');`);
      const view = groupActions(
        (
          await db.query(
            `select role_id, action from public.role_effective_permissions_v where role_id like 't_' order by 1, 2`,
          )
        ).rows,
      );
      const all = new Set(['test/a/read', 'test/b/read', 'test/c/read']);
      expect(view).toEqual(
        new Map([
          ['ta', all],
          ['tb', all],
          ['tc', all],
        ]),
      );
      await db.query(`delete from public.role_inheritance where role_id = 'tc'`);
      const chain = groupActions(
        (await db.query(`select role_id, action from public.role_effective_permissions_v where role_id like 't_'`))
          .rows,
      );
      expect(chain.get('tb')).toEqual(new Set(['test/b/read', 'test/c/read']));
      expect(chain.get('tc')).toEqual(new Set(['test/c/read']));
    } finally {
      await db.query('rollback');
    }
  });
});

describe('applying again', () => {
  it('migrations and seed applied a second time leave the same data', async () => {
    const before = await snapshot(db);
    await applyMigrations(db);
    await applySeed(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it('the seed brings back changed rows and removes rows the dataset does not have', async () => {
    const before = await snapshot(db);
    await db.query(`
      insert into public.permissions (action) values ('stale/action');
      insert into public.roles (id, display_name, is_builtin) values ('stale-role', 'Stale Role', true);
      insert into public.role_permissions (role_id, action) values ('stale-role', 'stale/action');
      update public.roles set description = 'edited', notes = '{x}' where id = (select min(id) from public.roles where id <> 'stale-role');
      delete from public.role_permissions where ctid = (select min(ctid) from public.role_permissions);
      delete from public.role_inheritance where ctid = (select min(ctid) from public.role_inheritance);`);
    expect(await snapshot(db)).not.toEqual(before);
    await applySeed(db);
    expect(await snapshot(db)).toEqual(before);
  });
});
