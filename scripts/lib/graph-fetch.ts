// Fetches the built-in directory role definitions from Microsoft Graph (npm run data:fetch): settings from the
// environment, the app-only token, paging, retries on 429/503, per-request timeouts and the check of the result.
// The token goes only to GRAPH_BASE_URL's origin; neither it nor the client secret appears in any message.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const ROLE_DEFINITIONS_PATH = '/beta/roleManagement/directory/roleDefinitions';
export const DEFAULT_GRAPH_BASE_URL = 'https://graph.microsoft.com';
export const DEFAULT_AUTHORITY_HOST = 'https://login.microsoftonline.com';
export const DEFAULT_SCOPE = 'https://graph.microsoft.com/.default';

/** A failure the user can act on; its message is safe to print (secrets redacted). */
export class GraphFetchError extends Error {}

export type GraphCredentials =
  { kind: 'token'; token: string } | { kind: 'client'; tenantId: string; clientId: string; clientSecret: string };

export interface GraphFetchSettings {
  graphBaseUrl: URL;
  authorityHost: URL;
  scope: string;
  credentials: GraphCredentials;
  /** Per request, including the token request. */
  timeoutMs: number;
  /** Retries of one request answered 429 or 503. */
  maxRetries: number;
  /** The longest wait before a retry, whatever Retry-After asks for. */
  maxRetryWaitMs: number;
  /** A guard against a nextLink loop. */
  maxPages: number;
}

/** One role definition as the checks need it; every other Graph field is kept as it came. */
interface RoleDefinitionItem {
  id: string;
  templateId: string;
  displayName: string;
  rolePermissions: unknown[];
  [field: string]: unknown;
}

/** The merged export, in the shape of data/source/roles.graph.json. */
export interface RoleDefinitionsExport {
  '@odata.context': string;
  value: RoleDefinitionItem[];
}

export interface FetchResult {
  graph: RoleDefinitionsExport;
  pages: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An https address, or http on this machine only (the tests' fake Graph). */
function serviceUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new GraphFetchError(`${name} must be an absolute URL such as https://graph.microsoft.com, not "${value}".`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new GraphFetchError(`${name} must use https (plain http is accepted only for 127.0.0.1 or localhost).`);
  if (url.username || url.password || url.search || url.hash)
    throw new GraphFetchError(`${name} must be a plain address without user, query or fragment.`);
  return url;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new GraphFetchError(`${name} must be a number of seconds, not "${raw}".`);
  return value * 1000;
}

function credentialsFrom(env: NodeJS.ProcessEnv): GraphCredentials {
  if (env.GRAPH_TOKEN) return { kind: 'token', token: env.GRAPH_TOKEN };
  const names = ['AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET'] as const;
  const missing = names.filter((n) => !env[n]);
  if (missing.length === names.length)
    throw new GraphFetchError(
      'No credentials: set GRAPH_TOKEN to a Microsoft Graph access token, or set AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET for an app registration with RoleManagement.Read.Directory.',
    );
  if (missing.length > 0)
    throw new GraphFetchError(
      `Incomplete client credentials: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set (AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET are all needed, or GRAPH_TOKEN instead).`,
    );
  const tenantId = env.AZURE_TENANT_ID!;
  if (!/^[A-Za-z0-9][A-Za-z0-9.-]*$/.test(tenantId))
    throw new GraphFetchError('AZURE_TENANT_ID must be a tenant id (a GUID) or a domain name such as contoso.com.');
  return { kind: 'client', tenantId, clientId: env.AZURE_CLIENT_ID!, clientSecret: env.AZURE_CLIENT_SECRET! };
}

/** The settings from environment variables (see docs/refresh-data.md); a bad value is a GraphFetchError. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): GraphFetchSettings {
  const graphBaseUrl = serviceUrl('GRAPH_BASE_URL', env.GRAPH_BASE_URL || DEFAULT_GRAPH_BASE_URL);
  const authorityHost = serviceUrl('AUTHORITY_HOST', env.AUTHORITY_HOST || DEFAULT_AUTHORITY_HOST);
  return {
    graphBaseUrl,
    authorityHost,
    scope: env.GRAPH_SCOPE || DEFAULT_SCOPE,
    credentials: credentialsFrom(env),
    timeoutMs: seconds(env, 'GRAPH_TIMEOUT_SECONDS', 60),
    maxRetries: 5,
    maxRetryWaitMs: seconds(env, 'GRAPH_MAX_RETRY_WAIT_SECONDS', 120),
    maxPages: 100,
  };
}

/** Replaces every secret of the settings in `text` (a server may echo what it was sent). */
export function redact(text: string, credentials: GraphCredentials): string {
  const secrets = credentials.kind === 'token' ? [credentials.token] : [credentials.clientSecret];
  return secrets.filter((s) => s.length >= 4).reduce((t, s) => t.split(s).join('[redacted]'), text);
}

/** Milliseconds a Retry-After value asks for (delay in seconds or an HTTP date), or undefined when unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A short, redacted account of an error answer: Graph's error code and message, or the token service's. */
async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text);
    const code = body?.error?.code ?? (typeof body?.error === 'string' ? body.error : undefined);
    const message = body?.error?.message ?? body?.error_description;
    const detail = [code, message].filter((s) => typeof s === 'string').join(': ');
    if (detail) return `: ${detail.slice(0, 400)}`;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.trim() ? `: ${text.trim().slice(0, 200)}` : '';
}

/** One request with a timeout, retried on 429 and 503 after Retry-After (capped) or a growing pause. */
async function request(
  settings: GraphFetchSettings,
  what: string,
  url: URL,
  init: RequestInit,
  hints: Partial<Record<number, string>> = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError')
        throw new GraphFetchError(`${what}: no answer within ${settings.timeoutMs / 1000} s (${url.origin}).`);
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new GraphFetchError(`${what}: the request to ${url.origin} failed (${cause}).`);
    }
    if (response.ok) return response;
    const retriable = response.status === 429 || response.status === 503;
    if (!retriable || attempt >= settings.maxRetries) {
      const detail = await errorDetail(response);
      const tries = retriable ? ` after ${attempt + 1} attempts` : '';
      const hint = hints[response.status] ? ` (${hints[response.status]})` : '';
      throw new GraphFetchError(`${what}: HTTP ${response.status}${tries}${detail}${hint}`);
    }
    await response.body?.cancel();
    const asked = retryAfterMs(response.headers.get('retry-after'));
    await sleep(Math.min(asked ?? 1000 * 2 ** attempt, settings.maxRetryWaitMs));
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  // The request's timeout also ends a body that stops arriving.
  const text = await response.text().catch((error: unknown) => {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'broke off';
    throw new GraphFetchError(`${what}: the answer ${reason} while it was being read.`);
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new GraphFetchError(`${what}: the answer is not JSON (${text.length} bytes).`);
  }
}

/** An app-only token by the client credentials grant. */
async function clientToken(settings: GraphFetchSettings): Promise<string> {
  const c = settings.credentials;
  if (c.kind === 'token') return c.token;
  const url = new URL(`${encodeURIComponent(c.tenantId)}/oauth2/v2.0/token`, withSlash(settings.authorityHost));
  const body = new URLSearchParams({
    client_id: c.clientId,
    client_secret: c.clientSecret,
    scope: settings.scope,
    grant_type: 'client_credentials',
  });
  const what = `Token request to ${url.origin}`;
  const response = await request(settings, what, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const answer = (await readJson(response, what)) as { access_token?: unknown };
  if (typeof answer?.access_token !== 'string' || answer.access_token === '')
    throw new GraphFetchError(`${what}: the answer holds no access_token.`);
  return answer.access_token;
}

const withSlash = (url: URL) => new URL(url.href.endsWith('/') ? url.href : `${url.href}/`);

/** What a refusal by Graph usually means. */
const GRAPH_HINTS: Partial<Record<number, string>> = {
  401: 'the token is missing, expired or not meant for Microsoft Graph',
  403: 'the token lacks RoleManagement.Read.Directory; for an app registration it must be an application permission with admin consent',
};

/** The nextLink of a page, refused unless it stays on the Graph origin the token is meant for. */
function nextPage(link: unknown, settings: GraphFetchSettings): URL | undefined {
  if (link === undefined || link === null) return undefined;
  let url: URL | undefined;
  try {
    url = typeof link === 'string' ? new URL(link) : undefined;
  } catch {
    url = undefined;
  }
  if (!url) throw new GraphFetchError('Microsoft Graph returned an @odata.nextLink that is not a URL.');
  if (url.origin !== settings.graphBaseUrl.origin)
    throw new GraphFetchError(
      `Refused to follow @odata.nextLink to ${url.origin}: the token is sent only to ${settings.graphBaseUrl.origin} (GRAPH_BASE_URL).`,
    );
  return url;
}

/** Every item of the export that lacks a field the build needs, as sentences; none when the export is usable. */
export function exportProblems(graph: RoleDefinitionsExport): string[] {
  if (graph.value.length === 0) return ['Microsoft Graph returned no role definitions (an empty "value" list).'];
  const problems: string[] = [];
  const seen = new Set<string>();
  graph.value.forEach((item, i) => {
    const name = typeof item?.displayName === 'string' ? `"${item.displayName}"` : `number ${i + 1}`;
    const missing: string[] = (['id', 'templateId', 'displayName'] as const).filter(
      (f) => typeof item?.[f] !== 'string' || item[f] === '',
    );
    if (!Array.isArray(item?.rolePermissions)) missing.push('rolePermissions');
    if (missing.length > 0) problems.push(`Role definition ${name} has no ${missing.join(', ')}.`);
    else if (seen.has(item.id)) problems.push(`Role definition ${name} (${item.id}) appears twice.`);
    if (typeof item?.id === 'string') seen.add(item.id);
  });
  return problems;
}

/** Every page of GET {GRAPH_BASE_URL}/beta/roleManagement/directory/roleDefinitions, merged and checked. */
export async function fetchRoleDefinitions(
  settings: GraphFetchSettings,
  log: (line: string) => void = () => {},
): Promise<FetchResult> {
  try {
    const token = await clientToken(settings);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const value: RoleDefinitionItem[] = [];
    let context = '';
    let url: URL | undefined = new URL(ROLE_DEFINITIONS_PATH.slice(1), withSlash(settings.graphBaseUrl));
    let pages = 0;
    while (url) {
      if (pages >= settings.maxPages)
        throw new GraphFetchError(`Stopped after ${settings.maxPages} pages: @odata.nextLink does not end.`);
      const what = `Microsoft Graph page ${pages + 1} (GET ${url.origin}${url.pathname})`;
      const answer = await request(settings, what, url, { headers }, GRAPH_HINTS);
      const page = (await readJson(answer, what)) as Record<string, unknown>;
      if (!Array.isArray(page?.value)) throw new GraphFetchError(`${what}: the answer has no "value" list.`);
      if (pages === 0 && typeof page['@odata.context'] === 'string') context = page['@odata.context'];
      value.push(...(page.value as RoleDefinitionItem[]));
      pages++;
      log(`Page ${pages}: ${page.value.length} role definitions`);
      url = nextPage(page['@odata.nextLink'], settings);
    }
    const graph: RoleDefinitionsExport = { '@odata.context': context, value };
    const problems = exportProblems(graph);
    if (problems.length > 0)
      throw new GraphFetchError(
        `The export is not usable; nothing was written:\n- ${problems.slice(0, 10).join('\n- ')}`,
      );
    return { graph, pages };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new GraphFetchError(redact(message, settings.credentials));
  }
}

/**
 * Writes `text` to `file` all at once: into a temporary file beside it, then renamed over it. On any failure the
 * temporary file is removed and `file` keeps what it held.
 */
export function writeFileAtomically(file: string, text: string): void {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new GraphFetchError(`Could not write ${file} (${reason}); it was left as it was.`);
  }
}
