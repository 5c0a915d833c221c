// Fetches the built-in directory role definitions from Microsoft Graph (npm run data:fetch): the app-only token,
// paging, retries on 429/503, per-request timeouts, the check of the result and its all-or-nothing write.
// The token goes only to GRAPH_BASE_URL's origin; neither it nor the client secret appears in any message.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { GraphFetchError, redact, type GraphFetchSettings } from './graph-settings';

/** The Graph API versions data:fetch can ask: beta (every field, isPrivileged included) or v1.0 (fewer fields). */
export const GRAPH_APIS = ['beta', 'v1.0'] as const;
export type GraphApiVersion = (typeof GRAPH_APIS)[number];

/** The role definitions' path on one API version (beta by default). */
export function roleDefinitionsPath(api: GraphApiVersion = 'beta'): string {
  return `/${api}/roleManagement/directory/roleDefinitions`;
}

export const ROLE_DEFINITIONS_PATH = roleDefinitionsPath('beta');

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

/**
 * Every page of GET {GRAPH_BASE_URL}/{api}/roleManagement/directory/roleDefinitions, merged and checked; `api` is
 * beta unless told. Both answer `{ value: [...] }`; v1.0's items lack isPrivileged, richDescription, categories and
 * assignmentMode, which the data build then takes from the newest beta export and the docs.
 */
export async function fetchRoleDefinitions(
  settings: GraphFetchSettings,
  log: (line: string) => void = () => {},
  api: GraphApiVersion = 'beta',
): Promise<FetchResult> {
  try {
    const token = await clientToken(settings);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const value: RoleDefinitionItem[] = [];
    let context = '';
    let url: URL | undefined = new URL(roleDefinitionsPath(api).slice(1), withSlash(settings.graphBaseUrl));
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
