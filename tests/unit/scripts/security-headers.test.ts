// The served headers (scripts/lib/security-headers.ts): the CSP directive by directive, caching per path, and the host
// configs written from them (scripts/lib/host-configs.ts), the nginx example in docs/deploy-nginx.md included.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  nginxHeadersSnippet,
  backendConfigured,
  fallbackFor,
  nginxServer,
  netlifyHeaders,
  staticWebAppConfig,
} from '../../../scripts/lib/host-configs';
import {
  contentSecurityPolicy,
  headerRules,
  headersFor,
  headerSettingsFromEnv,
  IMMUTABLE,
  REVALIDATE,
  ruleMatches,
  type HeaderSettings,
} from '../../../scripts/lib/security-headers';

const ROOT = resolve(import.meta.dirname, '../../..');
const AT_ROOT: HeaderSettings = { base: '/' };

/** The policy as a browser reads it: directive name to its sources; a repeated directive is an error here. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name)) throw new Error(`${name} appears twice`);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

describe('the Content-Security-Policy', () => {
  it('says exactly what each directive allows, and nothing more', () => {
    expect(Object.fromEntries(parseCsp(contentSecurityPolicy(AT_ROOT)))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ['*'],
    });
  });

  it('allows no inline or evaluated code and no wildcard source, however it is configured', () => {
    const configured = headerSettingsFromEnv({
      VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'key',
    });
    for (const settings of [AT_ROOT, configured]) {
      const policy = contentSecurityPolicy(settings);
      expect(policy).not.toMatch(/unsafe-|strict-dynamic|nonce-|sha\d+-|blob:/);
      for (const [name, sources] of parseCsp(policy)) {
        if (name !== 'frame-ancestors') expect(sources, name).not.toContain('*');
        if (name !== 'img-src') expect(sources, name).not.toContain('data:');
        for (const source of sources) expect(source, name).not.toMatch(/^http:/);
      }
    }
  });

  it('lets the app reach the Supabase origin only when the build is configured with both variables', () => {
    const connect = (env: Record<string, string>) =>
      parseCsp(contentSecurityPolicy(headerSettingsFromEnv(env))).get('connect-src');
    expect(connect({ VITE_SUPABASE_URL: 'https://abcd.supabase.co/rest/v1', VITE_SUPABASE_ANON_KEY: 'key' })).toEqual([
      "'self'",
      'https://abcd.supabase.co',
    ]);
    expect(connect({ VITE_SUPABASE_URL: 'https://abcd.supabase.co' })).toEqual(["'self'"]);
    expect(connect({})).toEqual(["'self'"]);
  });

  it('reads the base path from BASE_PATH', () => {
    expect(headerSettingsFromEnv({ BASE_PATH: '/tools/roleprism/' }).base).toBe('/tools/roleprism/');
    expect(headerSettingsFromEnv({}).base).toBe('/');
  });
});

describe('headers per path', () => {
  it.each([
    ['/', REVALIDATE, undefined],
    ['/roles/global-administrator', REVALIDATE, undefined],
    ['/404.html', REVALIDATE, undefined],
    ['/assets/app-BCO-g8wH.js', IMMUTABLE, undefined],
    ['/assets/style-Csl_3Z_Z.css', IMMUTABLE, undefined],
    ['/data/roles_with_permissions.json', REVALIDATE, undefined],
    ['/api/v1/roles.json', REVALIDATE, '*'],
    ['/sw.js', REVALIDATE, undefined],
    ['/manifest.webmanifest', REVALIDATE, undefined],
  ])('%s: Cache-Control %s, CORS %s, and every security header', (path, cache, cors) => {
    const headers = headersFor(path, AT_ROOT);
    expect(headers['Cache-Control']).toBe(cache);
    expect(headers['Access-Control-Allow-Origin']).toBe(cors);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(AT_ROOT));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toMatch(/^(strict-origin-when-cross-origin|same-origin|no-referrer)$/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('x-frame-options');
  });

  it('names no header in two rules that can match one URL (hosts differ on which wins)', () => {
    const rules = headerRules(AT_ROOT);
    const samples = [...rules.map((rule) => rule.path.replace('*', 'x')), '/'];
    for (const path of samples) {
      const names = rules.filter((rule) => ruleMatches(rule, path)).flatMap((rule) => Object.keys(rule.headers));
      expect(names.length, path).toBe(new Set(names).size);
    }
  });
});

/** `_headers` read back: path to headers. */
function parseNetlifyHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (line.startsWith('/')) rules.set(line, (current = {}));
    else {
      const [, name, value] = /^ {2}([\w-]+): (.+)$/.exec(line) ?? [];
      if (!current || !name) throw new Error(`not a header line: ${line}`);
      current[name] = value;
    }
  }
  return rules;
}

describe('the static host configs', () => {
  it('_headers holds every rule under the base path, the CORS of /api/* included', () => {
    for (const base of ['/', '/tools/roleprism/']) {
      const settings = { base };
      const parsed = parseNetlifyHeaders(netlifyHeaders(settings));
      const prefix = base.slice(0, -1);
      expect([...parsed.keys()]).toEqual(headerRules(settings).map((rule) => `${prefix}${rule.path}`));
      for (const rule of headerRules(settings)) expect(parsed.get(`${prefix}${rule.path}`)).toEqual(rule.headers);
      expect(parsed.get(`${prefix}/api/*`)?.['Access-Control-Allow-Origin']).toBe('*');
    }
  });

  it('staticwebapp.config.json: global headers, cache routes, the shell as fallback and the 404 page', () => {
    const config = staticWebAppConfig({ base: '/tools/roleprism/' }, 'shell.html') as {
      globalHeaders: Record<string, string>;
      routes: { route: string; headers: Record<string, string> }[];
      navigationFallback: { rewrite: string; exclude: string[] };
      responseOverrides: Record<string, { rewrite: string; statusCode: number }>;
    };
    expect(config.globalHeaders['Content-Security-Policy']).toBe(contentSecurityPolicy(AT_ROOT));
    expect(config.globalHeaders['Cache-Control']).toBe(REVALIDATE);
    expect(config.routes.find((r) => r.route === '/tools/roleprism/assets/*')?.headers).toEqual({
      'Cache-Control': IMMUTABLE,
    });
    expect(
      config.routes.find((r) => r.route === '/tools/roleprism/api/*')?.headers['Access-Control-Allow-Origin'],
    ).toBe('*');
    expect(config.navigationFallback).toEqual({
      rewrite: '/tools/roleprism/shell.html',
      exclude: ['/tools/roleprism/assets/*', '/tools/roleprism/data/*.json', '/tools/roleprism/api/*'],
    });
    expect(config.responseOverrides['404']).toEqual({ rewrite: '/tools/roleprism/404.html', statusCode: 404 });
  });

  it('docs/deploy-nginx.md shows the snippet and server block these headers make', () => {
    const doc = readFileSync(resolve(ROOT, 'docs/deploy-nginx.md'), 'utf8');
    const blocks = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
    // On a mismatch, regenerate the two blocks from nginxHeadersSnippet and nginxServer (base '/', '404.html').
    expect(blocks).toEqual([nginxHeadersSnippet(AT_ROOT), nginxServer(AT_ROOT, '404.html')]);
  });

  it('the nginx server block gives each cached path its Cache-Control beside the snippet, and falls back to the shell', () => {
    const server = nginxServer(AT_ROOT, 'shell.html');
    const locations = [...server.matchAll(/location ([^{]+) \{\n([\s\S]*?)\n {4}\}/g)].map(
      (m) => [m[1], m[2]] as const,
    );
    expect(locations.length).toBe(headerRules(AT_ROOT).length + 1);
    for (const [, body] of locations) expect(body).toContain('include /etc/nginx/snippets/roleprism-headers.conf;');
    const body = (match: string) => locations.find(([m]) => m === match)?.[1] ?? '';
    expect(body('/assets/')).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(body('/api/')).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(body('/')).toContain('try_files $uri $uri.html $uri/index.html /shell.html;');
    expect(server).toContain('error_page 404 /404.html;');
    expect(nginxServer({ base: '/tools/roleprism/' }, 'index.html')).toContain(
      'try_files $uri $uri.html $uri/index.html /tools/roleprism/index.html;',
    );
    // With every page prerendered from the bundled dataset, any other path is not found.
    expect(nginxServer(AT_ROOT, '404.html')).toContain('try_files $uri $uri.html $uri/index.html =404;');
  });

  it('chooses the fallback: 404 with the bundled dataset prerendered, the shell with a backend, index.html unrendered', () => {
    expect(fallbackFor(true, false)).toBe('404.html');
    expect(fallbackFor(true, true)).toBe('shell.html');
    expect(fallbackFor(false, false)).toBe('index.html');
    // A backend is what the app itself reads as one: both settings, not blank.
    expect(backendConfigured({})).toBe(false);
    expect(backendConfigured({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: 'key' })).toBe(false);
    expect(backendConfigured({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' })).toBe(
      true,
    );
    const config = staticWebAppConfig(AT_ROOT, '404.html') as Record<string, unknown>;
    expect(config.navigationFallback).toBeUndefined();
    expect(config.responseOverrides).toEqual({ '404': { rewrite: '/404.html', statusCode: 404 } });
  });
});
