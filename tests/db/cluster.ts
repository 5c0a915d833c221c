// A throwaway PostgreSQL cluster for the database tests: initdb into a temp dir, listen on 127.0.0.1 only, remove on stop.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a test needs to connect as the cluster's superuser. */
export interface ClusterInfo {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface Cluster extends ClusterInfo {
  dataDir: string;
  stop(): void;
}

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl; PG_BIN overrides it. */
export function findPostgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, 'initdb'))) throw new Error(`PG_BIN=${fromEnv} has no initdb`);
    return fromEnv;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin/initdb')) && existsSync(join(root, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      "PostgreSQL server binaries were not found in /usr/lib/postgresql/*/bin. Install Debian's 'postgresql' package " +
        '(npm test does this when it can) or set PG_BIN to a directory holding initdb and pg_ctl.',
    );
  }
  return join(root, versions[0], 'bin');
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** initdb refuses to run as root: as root, run the server tools as the postgres system user. */
function runTool(args: string[]): SpawnSyncReturns<string> {
  const [command, ...rest] = isRoot() ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  return spawnSync(command, rest, { encoding: 'utf8', timeout: 120_000 });
}

function mustRun(args: string[], what: string): void {
  const result = runTool(args);
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim();
    throw new Error(`${what} failed (exit ${result.status}):\n${output}`);
  }
}

function postgresIds(): { uid: number; gid: number } {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      "Running as root needs the 'postgres' system user (created by Debian's postgresql package) to run initdb.",
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Creates and starts a private cluster; on any failure it is stopped and its directory removed. */
export async function startCluster(): Promise<Cluster> {
  const bin = findPostgresBin();
  const baseDir = mkdtempSync(join(tmpdir(), 'roleprism-pg-'));
  const dataDir = join(baseDir, 'data');
  const socketDir = join(baseDir, 'socket');
  const password = randomBytes(18).toString('base64url');

  const stop = () => {
    if (existsSync(join(dataDir, 'postmaster.pid')))
      runTool([join(bin, 'pg_ctl'), '-D', dataDir, 'stop', '-m', 'immediate', '-w']);
    rmSync(baseDir, { recursive: true, force: true });
  };

  try {
    const pwFile = join(baseDir, 'pwfile');
    writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (isRoot()) {
      const { uid, gid } = postgresIds();
      chownSync(baseDir, uid, gid);
      chownSync(pwFile, uid, gid);
    }
    chmodSync(baseDir, 0o700);
    mustRun(
      [
        join(bin, 'initdb'),
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwFile}`,
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      'initdb',
    );
    rmSync(pwFile);
    mustRun(['mkdir', '-m', '700', socketDir], 'creating the socket directory');

    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = [
        `-c listen_addresses=127.0.0.1`,
        `-c port=${port}`,
        `-c unix_socket_directories=${socketDir}`,
        '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
        '-c shared_buffers=16MB -c max_connections=30',
      ].join(' ');
      const result = runTool([
        join(bin, 'pg_ctl'),
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        join(baseDir, 'server.log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
      if (result.status === 0) {
        return { host: '127.0.0.1', port, user: 'postgres', password, dataDir, stop };
      }
      if (attempt === 3) throw new Error(`pg_ctl start failed:\n${result.stdout}${result.stderr}`);
    }
  } catch (error) {
    stop();
    throw error;
  }
}
