// Writes supabase/seed.sql from the same stored rows as public/data/roles_with_permissions.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StoredPermission, StoredRoleRow } from '../../src/data/rows';

type SqlValue = string | number | boolean | null | readonly string[];

/** A SQL literal; strings use standard quoting (standard_conforming_strings is on in PostgreSQL and Supabase). */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`seed: not an integer: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new Error('seed: a string contains a NUL character');
    return `'${value.replaceAll("'", "''")}'`;
  }
  return value.length === 0 ? `'{}'::text[]` : `array[${value.map(sqlLiteral).join(', ')}]::text[]`;
}

function valuesList(rows: SqlValue[][]): string {
  return rows.map((row) => `  (${row.map(sqlLiteral).join(', ')})`).join(',\n');
}

/** One staging table: created for this transaction only, filled with the dataset's rows. */
function stagingTable(name: string, columns: string, insertColumns: string, rows: SqlValue[][]): string {
  const create = `create temporary table ${name} (${columns}) on commit drop;`;
  if (rows.length === 0) return create;
  return `${create}\ninsert into ${name} (${insertColumns}) values\n${valuesList(rows)};`;
}

/** Every distinct action with its metadata; one action must not carry two different descriptions. */
function permissionRows(rows: StoredRoleRow[]): SqlValue[][] {
  const byAction = new Map<string, StoredPermission>();
  for (const row of rows) {
    for (const grant of row.role_permissions ?? []) {
      const p = grant.permissions;
      if (!p) continue;
      const known = byAction.get(p.action);
      const same = (a: StoredPermission, b: StoredPermission) =>
        a.friendly_description === b.friendly_description &&
        (a.is_privileged ?? false) === (b.is_privileged ?? false) &&
        (a.tier ?? null) === (b.tier ?? null);
      if (known && !same(known, p))
        throw new Error(`seed: action ${p.action} has two different descriptions or labels`);
      byAction.set(p.action, p);
    }
  }
  return [...byAction.values()]
    .sort((a, b) => (a.action < b.action ? -1 : 1))
    .map((p) => [p.action, p.friendly_description ?? null, p.is_privileged === true, p.tier ?? null]);
}

function roleRows(rows: StoredRoleRow[]): SqlValue[][] {
  return rows.map((r) => [
    r.id,
    r.display_name,
    r.template_id ?? null,
    r.description ?? null,
    r.is_builtin,
    r.is_privileged === true,
    r.tier ?? null,
    r.notes ?? [],
    r.dataset_date ?? null,
    r.dataset_source ?? null,
  ]);
}

function grantRows(rows: StoredRoleRow[]): SqlValue[][] {
  return rows.flatMap((r) =>
    (r.role_permissions ?? []).flatMap((g) =>
      g.permissions ? [[r.id, g.permissions.action, g.condition || null]] : [],
    ),
  );
}

/** Parents by role id, in Graph order; every parent must be a role of the dataset. */
function inheritanceRows(rows: StoredRoleRow[]): SqlValue[][] {
  const ids = new Set(rows.map((r) => r.id));
  return rows.flatMap((r) =>
    (r.inherits_from ?? []).map((parent, position) => {
      if (!ids.has(parent))
        throw new Error(`seed: ${r.display_name} inherits from ${parent}, which is not in the dataset`);
      return [r.id, parent, position];
    }),
  );
}

const MERGE = `-- Bring the public tables to exactly the staged rows: drop what the dataset no longer has, upsert the rest.
delete from public.role_permissions t
  where not exists (select 1 from seed_role_permissions s where s.role_id = t.role_id and s.action = t.action and s.condition is not distinct from t.condition);
delete from public.role_inheritance t
  where not exists (select 1 from seed_role_inheritance s where s.role_id = t.role_id and s.parent_role_id = t.parent_role_id);
delete from public.roles t where not exists (select 1 from seed_roles s where s.id = t.id);
delete from public.permissions t where not exists (select 1 from seed_permissions s where s.action = t.action);

insert into public.permissions (action, friendly_description, is_privileged, tier)
  select action, friendly_description, is_privileged, tier from seed_permissions
  on conflict (action) do update set
    friendly_description = excluded.friendly_description, is_privileged = excluded.is_privileged, tier = excluded.tier
  where (permissions.friendly_description, permissions.is_privileged, permissions.tier)
    is distinct from (excluded.friendly_description, excluded.is_privileged, excluded.tier);

insert into public.roles (id, display_name, template_id, description, is_builtin, is_privileged, tier, notes, dataset_date, dataset_source)
  select id, display_name, template_id, description, is_builtin, is_privileged, tier, notes, dataset_date, dataset_source from seed_roles
  on conflict (id) do update set
    display_name = excluded.display_name, template_id = excluded.template_id, description = excluded.description,
    is_builtin = excluded.is_builtin, is_privileged = excluded.is_privileged, tier = excluded.tier, notes = excluded.notes,
    dataset_date = excluded.dataset_date, dataset_source = excluded.dataset_source
  where (roles.display_name, roles.template_id, roles.description, roles.is_builtin, roles.is_privileged, roles.tier, roles.notes, roles.dataset_date, roles.dataset_source)
    is distinct from (excluded.display_name, excluded.template_id, excluded.description, excluded.is_builtin, excluded.is_privileged, excluded.tier, excluded.notes, excluded.dataset_date, excluded.dataset_source);

insert into public.role_permissions (role_id, action, condition)
  select role_id, action, condition from seed_role_permissions
  on conflict on constraint role_permissions_grant_key do nothing;

insert into public.role_inheritance (role_id, parent_role_id, position)
  select role_id, parent_role_id, position from seed_role_inheritance
  on conflict (role_id, parent_role_id) do update set position = excluded.position
  where role_inheritance.position is distinct from excluded.position;`;

/** The seed script: one transaction that leaves the tables holding exactly these rows, however often it runs. */
export function seedSql(rows: StoredRoleRow[]): string {
  const roles = roleRows(rows);
  const grants = grantRows(rows);
  return [
    '-- RolePrism seed: generated by scripts/build-data.ts from the rows of public/data/roles_with_permissions.json. Do not edit.',
    `-- ${roles.length} roles, ${grants.length} grants. Idempotent: applying it again leaves the same data.`,
    'begin;',
    '',
    stagingTable(
      'seed_permissions',
      'action text primary key, friendly_description text, is_privileged boolean not null, tier smallint',
      'action, friendly_description, is_privileged, tier',
      permissionRows(rows),
    ),
    '',
    stagingTable(
      'seed_roles',
      'id text primary key, display_name text not null, template_id text, description text, is_builtin boolean not null, is_privileged boolean not null, tier smallint, notes text[] not null, dataset_date date, dataset_source text',
      'id, display_name, template_id, description, is_builtin, is_privileged, tier, notes, dataset_date, dataset_source',
      roles,
    ),
    '',
    stagingTable(
      'seed_role_permissions',
      'role_id text not null, action text not null, condition text',
      'role_id, action, condition',
      grants,
    ),
    '',
    stagingTable(
      'seed_role_inheritance',
      'role_id text not null, parent_role_id text not null, position smallint not null',
      'role_id, parent_role_id, position',
      inheritanceRows(rows),
    ),
    '',
    MERGE,
    '',
    'commit;',
    '',
  ].join('\n');
}

/** Writes the seed script to `path` (supabase/seed.sql in the data build). */
export function writeSeed(rows: StoredRoleRow[], path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, seedSql(rows));
}
