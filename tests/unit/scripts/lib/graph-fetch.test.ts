// fetchRoleDefinitions and its settings against a local fake Graph and token endpoint (the network edge, mocked):
// paging, retries, both ways to authenticate, the origin check on nextLink, timeouts and the checks of the result.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fetchRoleDefinitions, retryAfterMs, writeFileAtomically } from '../../../../scripts/lib/graph-fetch';
import { GraphFetchError, settingsFromEnv, type GraphFetchSettings } from '../../../../scripts/lib/graph-settings';
import {
  CONTEXT,
  pagesOf,
  realExport,
  ROLE_DEFINITIONS,
  startFakeServer,
  type FakeAnswer,
  type FakeServer,
  type RecordedRequest,
} from '../fake-graph';

const TOKEN = 'fake-token-eyJ0eXAiOiJKV1QiLCJhbGciOi';
const SECRET = 'fake-secret~Q8R7s6T5u4V3w2X1';
const ROLES = realExport().value;

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function fakeGraph(answer: (r: RecordedRequest, s: FakeServer) => FakeAnswer): Promise<FakeServer> {
  const server = await startFakeServer(answer);
  servers.push(server);
  return server;
}

/** Settings for a fake at `graph`; waits before retries kept short so the tests need not sleep. */
function settings(graph: FakeServer, env: Record<string, string> = { GRAPH_TOKEN: TOKEN }): GraphFetchSettings {
  return {
    ...settingsFromEnv({ GRAPH_BASE_URL: graph.url, AUTHORITY_HOST: graph.url, ...env }),
    maxRetryWaitMs: 20,
    timeoutMs: 10_000,
  };
}

/** A fake Graph serving `pages` pages of the real roles, with `before` answering first when it returns an answer. */
async function pagedGraph(pages: number, before: (r: RecordedRequest) => FakeAnswer | undefined = () => undefined) {
  const byUrl = new Map<string, object>();
  const server = await fakeGraph((r) => before(r) ?? { status: byUrl.has(r.url) ? 200 : 404, body: byUrl.get(r.url) });
  for (const [url, page] of pagesOf(ROLES, pages, server)) byUrl.set(url, page);
  return server;
}

async function failure(promise: Promise<unknown>): Promise<GraphFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphFetchError);
  return error as GraphFetchError;
}

describe('fetch against a local fake Graph (network edge mocked): paging and retries', () => {
  it('follows @odata.nextLink over 3 pages and merges them in the shape of roles.graph.json', async () => {
    const graph = await pagedGraph(3);
    const { graph: merged, pages } = await fetchRoleDefinitions(settings(graph));
    expect(pages).toBe(3);
    expect(Object.keys(merged)).toEqual(['@odata.context', 'value']);
    expect(merged['@odata.context']).toBe(CONTEXT);
    expect(merged.value).toEqual(ROLES);
    expect(graph.requests.map((r) => r.url)).toEqual([
      ROLE_DEFINITIONS,
      `${ROLE_DEFINITIONS}?$skiptoken=2`,
      `${ROLE_DEFINITIONS}?$skiptoken=3`,
    ]);
    for (const r of graph.requests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('waits after a 429 with Retry-After in seconds, then succeeds', async () => {
    let throttled = 0;
    const graph = await pagedGraph(2, (r) =>
      r.url.endsWith('skiptoken=2') && throttled++ === 0
        ? { status: 429, headers: { 'retry-after': '30' }, body: { error: { code: 'TooManyRequests' } } }
        : undefined,
    );
    const { graph: merged } = await fetchRoleDefinitions(settings(graph));
    expect(merged.value).toHaveLength(ROLES.length);
    expect(graph.requests.map((r) => r.url.slice(ROLE_DEFINITIONS.length))).toEqual([
      '',
      '?$skiptoken=2',
      '?$skiptoken=2',
    ]);
  });

  it('retries a 503 with Retry-After as an HTTP date, then succeeds', async () => {
    let unavailable = 0;
    const later = new Date(Date.now() + 60_000).toUTCString();
    const graph = await pagedGraph(1, () =>
      unavailable++ < 2 ? { status: 503, headers: { 'retry-after': later }, body: 'Service Unavailable' } : undefined,
    );
    const { graph: merged } = await fetchRoleDefinitions(settings(graph));
    expect(merged.value).toHaveLength(ROLES.length);
    expect(graph.requests).toHaveLength(3);
  });

  it('gives up after 5 retries of a 429 and says so', async () => {
    const graph = await fakeGraph(() => ({ status: 429, headers: { 'retry-after': '1' } }));
    const error = await failure(fetchRoleDefinitions(settings(graph)));
    expect(error.message).toMatch(/HTTP 429 after 6 attempts/);
    expect(graph.requests).toHaveLength(6);
  });

  it('does not retry other errors and passes on what Graph said', async () => {
    const graph = await fakeGraph(() => ({
      status: 403,
      body: {
        error: { code: 'Authorization_RequestDenied', message: 'Insufficient privileges to complete the operation.' },
      },
    }));
    const error = await failure(fetchRoleDefinitions(settings(graph)));
    expect(error.message).toContain(
      'HTTP 403: Authorization_RequestDenied: Insufficient privileges to complete the operation. (the token lacks RoleManagement.Read.Directory',
    );
    expect(graph.requests).toHaveLength(1);
  });

  it('ends a request that gets no answer within the timeout', async () => {
    const graph = await fakeGraph(() => ({ hang: true }));
    const error = await failure(fetchRoleDefinitions({ ...settings(graph), timeoutMs: 300 }));
    expect(error.message).toMatch(/no answer within 0\.3 s/);
  });

  it('ends a page whose body stops arriving', async () => {
    const graph = await fakeGraph(() => ({ stallAfter: '{"value": [' }));
    const error = await failure(fetchRoleDefinitions({ ...settings(graph), timeoutMs: 300 }));
    expect(error.message).toMatch(/page 1 .*the answer timed out while it was being read/);
  });

  it('stops at a page that is not JSON', async () => {
    const graph = await pagedGraph(2, (r) => (r.url.endsWith('skiptoken=2') ? { body: '{"value": [' } : undefined));
    const error = await failure(fetchRoleDefinitions(settings(graph)));
    expect(error.message).toMatch(/page 2 .*not JSON/);
  });
});

describe('fetch against a local fake Graph (network edge mocked): authentication', () => {
  it('gets an app-only token by client credentials and sends it to Graph', async () => {
    const tokenRequests: URLSearchParams[] = [];
    const byUrl = new Map<string, object>();
    const server = await fakeGraph((r) => {
      if (r.url === '/contoso.onmicrosoft.com/oauth2/v2.0/token') {
        tokenRequests.push(new URLSearchParams(r.body));
        return { body: { token_type: 'Bearer', expires_in: 3599, access_token: 'issued-token-123' } };
      }
      return { status: byUrl.has(r.url) ? 200 : 404, body: byUrl.get(r.url) };
    });
    for (const [url, page] of pagesOf(ROLES, 2, server)) byUrl.set(url, page);
    const { graph } = await fetchRoleDefinitions(
      settings(server, {
        AZURE_TENANT_ID: 'contoso.onmicrosoft.com',
        AZURE_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
        AZURE_CLIENT_SECRET: SECRET,
      }),
    );
    expect(graph.value).toHaveLength(ROLES.length);
    expect(tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(tokenRequests[0])).toEqual({
      client_id: '11111111-2222-4333-8444-555555555555',
      client_secret: SECRET,
      scope: 'https://graph.microsoft.com/.default',
      grant_type: 'client_credentials',
    });
    expect(server.requests[0].method).toBe('POST');
    expect(server.requests[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    const graphRequests = server.requests.slice(1);
    expect(graphRequests).toHaveLength(2);
    for (const r of graphRequests) expect(r.headers.authorization).toBe('Bearer issued-token-123');
  });

  it('reports a refused token request without the secret, even when the service echoes it', async () => {
    const server = await fakeGraph((r) => ({
      status: 401,
      body: {
        error: 'invalid_client',
        error_description: `AADSTS7000215: Invalid client secret provided: ${new URLSearchParams(r.body).get('client_secret')}`,
      },
    }));
    const error = await failure(
      fetchRoleDefinitions(
        settings(server, { AZURE_TENANT_ID: 'contoso.com', AZURE_CLIENT_ID: 'app', AZURE_CLIENT_SECRET: SECRET }),
      ),
    );
    expect(error.message).toContain('HTTP 401: invalid_client: AADSTS7000215');
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(SECRET);
    expect(server.requests).toHaveLength(1);
  });
});

describe('fetch against a local fake Graph (network edge mocked): what is refused', () => {
  it('does not follow a nextLink to another origin, so the token never goes there', async () => {
    const elsewhere = await fakeGraph(() => ({ body: { value: [] } }));
    const graph = await fakeGraph(() => ({
      body: {
        '@odata.context': CONTEXT,
        value: ROLES.slice(0, 5),
        '@odata.nextLink': `${elsewhere.url}${ROLE_DEFINITIONS}?$skiptoken=2`,
      },
    }));
    const error = await failure(fetchRoleDefinitions(settings(graph)));
    expect(error.message).toBe(
      `Refused to follow @odata.nextLink to ${elsewhere.url}: the token is sent only to ${graph.url} (GRAPH_BASE_URL).`,
    );
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('does not follow a redirect, so the token never goes where it points', async () => {
    const elsewhere = await fakeGraph(() => ({ body: { value: [] } }));
    const graph = await fakeGraph(() => ({
      status: 302,
      headers: { location: `${elsewhere.url}${ROLE_DEFINITIONS}` },
    }));
    const error = await failure(fetchRoleDefinitions(settings(graph)));
    expect(error.message).toContain(
      `Microsoft Graph page 1 (GET ${graph.url}${ROLE_DEFINITIONS}): the request to ${graph.url} failed (unexpected redirect).`,
    );
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('refuses an empty export and items without the fields the build needs', async () => {
    const empty = await fakeGraph(() => ({ body: { '@odata.context': CONTEXT, value: [] } }));
    expect((await failure(fetchRoleDefinitions(settings(empty)))).message).toContain('no role definitions');

    const broken = ROLES.slice(0, 3).map((r) => ({ ...r }));
    delete (broken[1] as Partial<(typeof broken)[1]>).rolePermissions;
    const graph = await fakeGraph(() => ({ body: { '@odata.context': CONTEXT, value: [...broken, ROLES[0]] } }));
    const message = (await failure(fetchRoleDefinitions(settings(graph)))).message;
    expect(message).toContain(`Role definition "${broken[1].displayName}" has no rolePermissions.`);
    expect(message).toContain(`Role definition "${ROLES[0].displayName}" (${ROLES[0].id}) appears twice.`);
  });

  it('never puts the bearer token in a message', async () => {
    const graph = await fakeGraph((r) => ({
      status: 400,
      body: { error: { code: 'BadRequest', message: `Bad header ${r.headers.authorization}` } },
    }));
    const error = await failure(fetchRoleDefinitions(settings(graph)));
    expect(error.message).toContain('Bad header Bearer [redacted]');
    expect(error.message).not.toContain(TOKEN);
  });
});

describe('Retry-After and the all-or-nothing write', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-05-11T10:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Mon, 11 May 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 11 May 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  const dir = mkdtempSync(join(tmpdir(), 'roleprism-write-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces the file and leaves no temporary file', () => {
    const file = join(dir, 'roles.graph.json');
    writeFileSync(file, 'old');
    writeFileAtomically(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['roles.graph.json']);
  });

  it('says why it could not write, and leaves nothing behind', () => {
    expect(() => writeFileAtomically(join(dir, 'missing/roles.graph.json'), 'new')).toThrow(
      /Could not write .*missing\/roles\.graph\.json \(ENOENT\); it was left as it was/,
    );
    expect(readdirSync(dir)).toEqual(['roles.graph.json']);
  });
});
