// Settings of the Graph fetch (npm run data:fetch) from environment variables: the two hosts, the credentials,
// timeouts and retry limits; and the redaction of the secrets from any message.

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
