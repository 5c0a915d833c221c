// npm run data:fetch as a real process (scripts/fetch-graph.ts through tsx) against a local fake Graph and token
// endpoint (the network edge, mocked): the file it writes, its exit codes and messages, and the old file kept on failure.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  childEnv,
  pagesOf,
  realExport,
  realV1Export,
  startFakeServer,
  type FakeAnswer,
  type FakeServer,
  type RecordedRequest,
} from './fake-graph';

const root = resolve(import.meta.dirname, '../../..');
const TOKEN = 'fake-token-cli-0123456789abcdef';
const SECRET = 'fake-secret-cli~9876543210';
const ROLES = realExport().value;
const OLD = '{"old": "export, kept byte for byte"}\n';

const work = mkdtempSync(join(tmpdir(), 'roleprism-fetch-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The script as a child process; async, so the fake server in this process can answer it. */
function fetchGraph(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/fetch-graph.ts', ...args], {
      cwd: root,
      env: childEnv({ GRAPH_MAX_RETRY_WAIT_SECONDS: '0.02', ...env }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** A fake Graph with the real roles in 3 pages, `before` answering first when it returns an answer. */
async function pagedGraph(before: (r: RecordedRequest) => FakeAnswer | undefined = () => undefined) {
  const byUrl = new Map<string, object>();
  const server = await startFakeServer(
    (r) => before(r) ?? { status: byUrl.has(r.url) ? 200 : 404, body: byUrl.get(r.url) },
  );
  servers.push(server);
  for (const [url, page] of pagesOf(ROLES, 3, server)) byUrl.set(url, page);
  return server;
}

/** A folder holding only an old export file. */
function folderWithOldFile(name: string) {
  const dir = join(work, name);
  mkdirSync(dir);
  const file = join(dir, 'roles.graph.json');
  writeFileSync(file, OLD);
  return { dir, file };
}

describe('npm run data:fetch against a local fake Graph (network edge mocked)', () => {
  it('prints its usage with --help', async () => {
    const run = await fetchGraph(['--help'], {});
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run data:fetch -- --out FILE');
    expect(run.stdout).toContain('RoleManagement.Read.Directory');
  });

  it('writes the 3 pages as one export with a bearer token, in the shape of roles.graph.json', async () => {
    const graph = await pagedGraph();
    const { dir, file } = folderWithOldFile('token');
    const run = await fetchGraph(['--out', file], { GRAPH_TOKEN: TOKEN, GRAPH_BASE_URL: graph.url });
    expect(run.stderr).not.toContain(TOKEN);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`Wrote ${ROLES.length} role definitions (3 pages) to ${file}\n`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(realExport());
    expect(readdirSync(dir)).toEqual(['roles.graph.json']);
    expect(graph.requests.map((r) => r.headers.authorization)).toEqual(Array(3).fill(`Bearer ${TOKEN}`));
  });

  it('with client credentials, asks the token endpoint and keeps the secret out of its output', async () => {
    const graph = await pagedGraph((r) =>
      r.method === 'POST'
        ? {
            body: {
              token_type: 'Bearer',
              access_token: new URLSearchParams(r.body).get('client_secret') === SECRET ? 'issued' : 'wrong',
            },
          }
        : undefined,
    );
    const { file } = folderWithOldFile('client');
    const run = await fetchGraph(['--out', file], {
      AZURE_TENANT_ID: '72f988bf-86f1-41af-91ab-2d7cd011db47',
      AZURE_CLIENT_ID: 'app-id',
      AZURE_CLIENT_SECRET: SECRET,
      GRAPH_BASE_URL: graph.url,
      AUTHORITY_HOST: graph.url,
    });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
    expect(graph.requests[0].url).toBe('/72f988bf-86f1-41af-91ab-2d7cd011db47/oauth2/v2.0/token');
    expect(graph.requests.slice(1).map((r) => r.headers.authorization)).toEqual(Array(3).fill('Bearer issued'));
    expect(JSON.parse(readFileSync(file, 'utf8')).value).toHaveLength(ROLES.length);
  });

  it('a 500 on page 2 leaves the old file byte-identical and no temporary file', async () => {
    const graph = await pagedGraph((r) =>
      r.url.endsWith('skiptoken=2')
        ? { status: 500, body: { error: { code: 'InternalServerError', message: 'boom' } } }
        : undefined,
    );
    const { dir, file } = folderWithOldFile('fail500');
    const run = await fetchGraph(['--out', file], { GRAPH_TOKEN: TOKEN, GRAPH_BASE_URL: graph.url });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('data:fetch: Microsoft Graph page 2 (GET ');
    expect(run.stderr).toContain('HTTP 500: InternalServerError: boom');
    expect(run.stderr).not.toContain(TOKEN);
    expect(readFileSync(file, 'utf8')).toBe(OLD);
    expect(readdirSync(dir)).toEqual(['roles.graph.json']);
  });

  it('a timeout on page 3 leaves the old file byte-identical and no temporary file', async () => {
    const graph = await pagedGraph((r) => (r.url.endsWith('skiptoken=3') ? { hang: true } : undefined));
    const { dir, file } = folderWithOldFile('timeout');
    const run = await fetchGraph(['--out', file], {
      GRAPH_TOKEN: TOKEN,
      GRAPH_BASE_URL: graph.url,
      GRAPH_TIMEOUT_SECONDS: '0.5',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no answer within 0.5 s');
    expect(readFileSync(file, 'utf8')).toBe(OLD);
    expect(readdirSync(dir)).toEqual(['roles.graph.json']);
  });

  it('without credentials, says which to set and exits 2 with the old file intact', async () => {
    const { file } = folderWithOldFile('nocreds');
    const run = await fetchGraph(['--out', file], {});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('data:fetch: No credentials: set GRAPH_TOKEN');
    expect(readFileSync(file, 'utf8')).toBe(OLD);
  });

  it('with --api v1.0, asks Graph v1.0 and writes its answer, which carries no isPrivileged', async () => {
    const V1_PATH = '/v1.0/roleManagement/directory/roleDefinitions';
    const roles = realV1Export();
    const byUrl = new Map<string, object>();
    const graph = await startFakeServer((r) => ({ status: byUrl.has(r.url) ? 200 : 404, body: byUrl.get(r.url) }));
    servers.push(graph);
    for (const [url, page] of pagesOf(roles, 2, graph, V1_PATH)) byUrl.set(url, page);
    const { file } = folderWithOldFile('v1');
    const run = await fetchGraph(['--out', file, '--api', 'v1.0'], { GRAPH_TOKEN: TOKEN, GRAPH_BASE_URL: graph.url });
    expect(run.stderr).not.toContain('data:fetch');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`Wrote ${roles.length} role definitions from Graph v1.0 (2 pages) to ${file}\n`);
    expect(graph.requests.map((r) => r.url)).toEqual([V1_PATH, `${V1_PATH}?$skiptoken=2`]);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.value).toEqual(roles);
    expect(written.value.some((r: object) => 'isPrivileged' in r)).toBe(false);
  });

  it('asks Graph beta by default, and refuses an --api it does not know', async () => {
    const graph = await pagedGraph();
    const { file } = folderWithOldFile('beta-default');
    expect((await fetchGraph(['--out', file], { GRAPH_TOKEN: TOKEN, GRAPH_BASE_URL: graph.url })).status).toBe(0);
    expect(graph.requests[0].url).toBe('/beta/roleManagement/directory/roleDefinitions');
    const bad = await fetchGraph(['--out', file, '--api', 'v2'], { GRAPH_TOKEN: TOKEN });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('data:fetch: --api takes beta or v1.0, not "v2".');
  });

  it('without --out, says so', async () => {
    const run = await fetchGraph([], { GRAPH_TOKEN: TOKEN });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('data:fetch: --out FILE is required.');
  });
});
