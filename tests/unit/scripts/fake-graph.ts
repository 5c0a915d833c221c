// A local fake of Microsoft Graph and of the Entra token endpoint (the network edge of npm run data:fetch): an
// http server on 127.0.0.1, port 0, that answers each request with what the test scripts and records every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface RecordedRequest {
  method: string;
  /** Path and query, as the client sent them. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** Never answer (the client's timeout must end the request). */
  hang?: boolean;
  /** Send the headers and this start of a body, then nothing more. */
  stallAfter?: string;
}

export interface FakeServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a fake server; `answer` is called for every request, in order. */
export async function startFakeServer(
  answer: (request: RecordedRequest, server: FakeServer) => FakeAnswer,
): Promise<FakeServer> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeServer = { url: '', requests: [], close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(recorded);
      const a = answer(recorded, fake);
      if (a.hang || a.stallAfter !== undefined) {
        if (a.stallAfter !== undefined) {
          res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
          res.write(a.stallAfter);
        }
        hanging.add(res);
        return;
      }
      const body = typeof a.body === 'string' ? a.body : a.body === undefined ? '' : JSON.stringify(a.body);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json', ...a.headers });
      res.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((done) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => done());
    });
  return fake;
}

export const ROLE_DEFINITIONS = '/beta/roleManagement/directory/roleDefinitions';
export const CONTEXT = 'https://graph.microsoft.com/beta/$metadata#roleManagement/directory/roleDefinitions';

export interface GraphExport {
  '@odata.context': string;
  value: {
    id: string;
    displayName: string;
    isPrivileged?: boolean;
    rolePermissions: { allowedResourceActions: string[] }[];
  }[];
}

/** A real Graph beta export of 12 roles (tests/fixtures/graph/roles.beta.json), parsed afresh. */
export function realExport(): GraphExport {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/graph/roles.beta.json'), 'utf8'));
}

/** A real Graph v1.0 export of 13 roles, a bare array without isPrivileged (tests/fixtures/graph/roles.v1.0.json). */
export function realV1Export(): GraphExport['value'] {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/graph/roles.v1.0.json'), 'utf8'));
}

/**
 * Graph pages of `items` split into `pages` parts, each but the last with an @odata.nextLink on `server`: page
 * 1 at ROLE_DEFINITIONS, page n at ROLE_DEFINITIONS?$skiptoken=n.
 */
export function pagesOf(
  items: unknown[],
  pages: number,
  server: FakeServer,
  path = ROLE_DEFINITIONS,
): Map<string, object> {
  const size = Math.ceil(items.length / pages);
  const byUrl = new Map<string, object>();
  for (let n = 1; n <= pages; n++) {
    const url = n === 1 ? path : `${path}?$skiptoken=${n}`;
    const page: Record<string, unknown> = { '@odata.context': CONTEXT, value: items.slice((n - 1) * size, n * size) };
    if (n < pages) page['@odata.nextLink'] = `${server.url}${path}?$skiptoken=${n + 1}`;
    byUrl.set(url, page);
  }
  return byUrl;
}

/** The environment for the real script: this process's, without any real credentials, plus `env`. */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = { ...process.env };
  for (const name of ['GRAPH_TOKEN', 'AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET', 'GRAPH_SCOPE'])
    delete clean[name];
  return { ...clean, ...env };
}
