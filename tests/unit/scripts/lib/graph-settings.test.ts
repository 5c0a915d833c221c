// The fetch's settings from environment variables (scripts/lib/graph-settings.ts): credentials, hosts, numbers, redaction.
import { describe, expect, it } from 'vitest';
import { redact, settingsFromEnv } from '../../../../scripts/lib/graph-settings';

const TOKEN = 'fake-token-eyJ0eXAiOiJKV1QiLCJhbGciOi';

describe('settingsFromEnv', () => {
  it('names the missing credentials', () => {
    expect(() => settingsFromEnv({})).toThrow(
      /No credentials: set GRAPH_TOKEN .* or set AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET/,
    );
    expect(() => settingsFromEnv({ AZURE_TENANT_ID: 'contoso.com', AZURE_CLIENT_ID: 'app' })).toThrow(
      'Incomplete client credentials: AZURE_CLIENT_SECRET is not set',
    );
    expect(() =>
      settingsFromEnv({ AZURE_TENANT_ID: '../evil', AZURE_CLIENT_ID: 'a', AZURE_CLIENT_SECRET: 'b' }),
    ).toThrow(/AZURE_TENANT_ID must be a tenant id/);
  });

  it('refuses plain http except on this machine, and unreadable settings', () => {
    expect(() => settingsFromEnv({ GRAPH_TOKEN: TOKEN, GRAPH_BASE_URL: 'http://graph.example.com' })).toThrow(
      /GRAPH_BASE_URL must use https/,
    );
    expect(() => settingsFromEnv({ GRAPH_TOKEN: TOKEN, AUTHORITY_HOST: 'login' })).toThrow(
      /AUTHORITY_HOST must be an absolute URL/,
    );
    expect(() => settingsFromEnv({ GRAPH_TOKEN: TOKEN, GRAPH_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /GRAPH_TIMEOUT_SECONDS must be a number of seconds/,
    );
    expect(settingsFromEnv({ GRAPH_TOKEN: TOKEN }).graphBaseUrl.href).toBe('https://graph.microsoft.com/');
  });

  it('prefers GRAPH_TOKEN, and reads client credentials and the numbers in seconds', () => {
    expect(settingsFromEnv({ GRAPH_TOKEN: TOKEN, AZURE_TENANT_ID: 't' }).credentials).toEqual({
      kind: 'token',
      token: TOKEN,
    });
    const s = settingsFromEnv({
      AZURE_TENANT_ID: '72f988bf-86f1-41af-91ab-2d7cd011db47',
      AZURE_CLIENT_ID: 'app',
      AZURE_CLIENT_SECRET: 'secret',
      GRAPH_TIMEOUT_SECONDS: '2.5',
      GRAPH_MAX_RETRY_WAIT_SECONDS: '0',
    });
    expect(s.credentials.kind).toBe('client');
    expect(s.timeoutMs).toBe(2500);
    expect(s.maxRetryWaitMs).toBe(0);
    expect(s.authorityHost.href).toBe('https://login.microsoftonline.com/');
    expect(s.scope).toBe('https://graph.microsoft.com/.default');
  });
});

describe('redact', () => {
  it('replaces the token or the client secret wherever it appears', () => {
    expect(redact(`Bearer ${TOKEN}; again ${TOKEN}`, { kind: 'token', token: TOKEN })).toBe(
      'Bearer [redacted]; again [redacted]',
    );
    const client = { kind: 'client', tenantId: 't', clientId: 'app', clientSecret: 's3cr3t~x' } as const;
    expect(redact('client_secret=s3cr3t~x&client_id=app', client)).toBe('client_secret=[redacted]&client_id=app');
  });
});
