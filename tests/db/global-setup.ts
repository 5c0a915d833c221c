// vitest globalSetup for the database tests: one throwaway cluster with Supabase's API roles, removed afterwards.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startCluster, type Cluster } from './cluster';
import type { DatabaseCluster } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseCluster: DatabaseCluster;
  }
}

/**
 * The API roles as Supabase has them: anon and authenticated cannot log in; PostgREST logs in as authenticator and SETs ROLE.
 * supabase_admin is the platform's superuser, which creates objects too (see SUPABASE_DATABASE_DEFAULTS in database.ts).
 */
function supabaseRolesSql(authenticatorPassword: string): string {
  return `
    create role supabase_admin nologin superuser createdb createrole replication bypassrls;
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    create role authenticator login noinherit password '${authenticatorPassword}';
    grant anon, authenticated, service_role to authenticator;`;
}

export default async function setup(project: TestProject) {
  const cluster: Cluster = await startCluster();
  // Stop the server even when the run is interrupted before teardown.
  const onExit = () => cluster.stop();
  process.once('exit', onExit);
  try {
    const authenticatorPassword = randomBytes(18).toString('base64url');
    const admin = new pg.Client({
      host: cluster.host,
      port: cluster.port,
      user: cluster.user,
      password: cluster.password,
      database: 'postgres',
    });
    await admin.connect();
    try {
      await admin.query(supabaseRolesSql(authenticatorPassword));
    } finally {
      await admin.end();
    }
    project.provide('databaseCluster', {
      host: cluster.host,
      port: cluster.port,
      user: cluster.user,
      password: cluster.password,
      authenticatorPassword,
    });
  } catch (error) {
    cluster.stop();
    process.off('exit', onExit);
    throw error;
  }
  return () => {
    process.off('exit', onExit);
    cluster.stop();
  };
}
