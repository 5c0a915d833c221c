// Database test helpers: a fresh Supabase-like database per test file, the migrations, the seed, API-role sessions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

/** What globalSetup hands to every test file. */
export interface DatabaseCluster {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Password of the login role PostgREST uses; it may only SET ROLE to anon, authenticated or service_role. */
  authenticatorPassword: string;
}

const SUPABASE_DIR = resolve(import.meta.dirname, '../../supabase');

/** Migration files in the order Supabase applies them (by their timestamp prefix). */
export function migrationFiles(): string[] {
  const dir = join(SUPABASE_DIR, 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(dir, f));
}

export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');

/**
 * Supabase's per-database defaults: the API roles use schema public, and new objects grant them ALL, whether postgres
 * (migrations, the SQL editor) or supabase_admin (the platform) creates them. The owner connection is postgres.
 */
const SUPABASE_DATABASE_DEFAULTS = `
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
  alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
  alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;`;

function client(cluster: DatabaseCluster, database: string, as: 'owner' | 'authenticator'): pg.Client {
  return new pg.Client({
    host: cluster.host,
    port: cluster.port,
    database,
    user: as === 'owner' ? cluster.user : 'authenticator',
    password: as === 'owner' ? cluster.password : cluster.authenticatorPassword,
  });
}

/** Creates an empty database set up like a new Supabase project and returns a connection as its owner. */
export async function createSupabaseLikeDatabase(cluster: DatabaseCluster, name: string): Promise<pg.Client> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = client(cluster, 'postgres', 'owner');
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
  } finally {
    await admin.end();
  }
  const owner = client(cluster, name, 'owner');
  await owner.connect();
  await owner.query(SUPABASE_DATABASE_DEFAULTS);
  return owner;
}

export async function applyMigrations(owner: pg.Client): Promise<void> {
  for (const file of migrationFiles()) await owner.query(readFileSync(file, 'utf8'));
}

export async function applySeed(owner: pg.Client): Promise<void> {
  await owner.query(readFileSync(SEED_FILE, 'utf8'));
}

/** A session as PostgREST opens it for a request: log in as authenticator, then SET ROLE to the API role. */
export async function connectAsApiRole(
  cluster: DatabaseCluster,
  database: string,
  role: 'anon' | 'authenticated',
): Promise<pg.Client> {
  const session = client(cluster, database, 'authenticator');
  await session.connect();
  await session.query(`set role ${role}`);
  return session;
}

/** The SQLSTATE `sql` fails with in `session` (42501: insufficient privilege), or undefined when it succeeds. */
export async function errorCode(session: pg.Client, sql: string): Promise<string | undefined> {
  try {
    await session.query(sql);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** Every row of the RolePrism tables, in a stable order: what "the same data" means. */
export async function snapshot(db: pg.Client): Promise<Record<string, unknown[]>> {
  const tables: Record<string, string> = {
    roles: 'select * from public.roles order by id',
    permissions: 'select * from public.permissions order by action',
    role_permissions: 'select * from public.role_permissions order by role_id, action, condition nulls first',
    role_inheritance: 'select * from public.role_inheritance order by role_id, parent_role_id',
  };
  const result: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(tables)) result[name] = (await db.query(sql)).rows;
  return result;
}
