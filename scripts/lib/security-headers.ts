// The HTTP headers the app is served with, in one place: the Content-Security-Policy, the other security headers, and
// caching per path. `npm start` (scripts/vite/served-headers.ts) sends them, and the build writes them for static hosts
// (scripts/lib/host-configs.ts: _headers, staticwebapp.config.json, the nginx example in docs/deploy-nginx.md).
import { readSupabaseConfig } from '../../src/data/supabase-config.ts';

/** What the headers depend on: the base path the app is built for and, when configured, the Supabase backend. */
export interface HeaderSettings {
  /** The app's base path, with a leading and a trailing slash ('/' or '/tools/roleprism/'). */
  base: string;
  /** The Supabase project URL when the build reads a backend (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set). */
  supabaseUrl?: string;
}

/** The settings of this build, from BASE_PATH and the VITE_SUPABASE_* variables, as vite.config.ts reads them. */
export function headerSettingsFromEnv(env: Record<string, string | undefined> = process.env): HeaderSettings {
  return { base: env.BASE_PATH || '/', supabaseUrl: readSupabaseConfig(env)?.url };
}

/**
 * The policy's directives, in the order they are sent. Why each is what it is:
 * - script-src 'self': the app's code is only files under assets/; nothing inline, no eval (the bundle has none).
 * - style-src 'self', no 'unsafe-inline': the one stylesheet is a file (vanilla-extract, cssCodeSplit off). The only
 *   React `style` prop (the large matrix's sizer) is set on the client through the CSSOM, which CSP does not restrict;
 *   a `style="..."` attribute in served HTML would be blocked, and the CSP tour (tests/e2e/csp.test.ts) would report it.
 * - img-src data:: small images the styles may inline. connect-src: the dataset, the API and, when built with one,
 *   the Supabase project (its REST API only; the app opens no realtime socket).
 * - frame-ancestors *: `?embed=1` on /compare and /simulator is meant to be framed by any intranet or wiki page, over
 *   http or https. A static host cannot vary a header by query string, so every page may be framed. What framing could
 *   abuse (clickjacking) needs a session or an action with effect; the app has no login and changes nothing on a server.
 *   For the same reason no X-Frame-Options, which would forbid what this allows.
 * - No upgrade-insecure-requests: every URL the app loads is relative to the page, so it has nothing to upgrade on
 *   https, and on http (npm start on 127.0.0.1, a test host) it would send the page's own files to an https port that
 *   does not answer. Redirecting http to https, and HSTS, are the host's to do.
 */
export function cspDirectives(settings: HeaderSettings): [directive: string, ...sources: string[]][] {
  const backend = settings.supabaseUrl ? [new URL(settings.supabaseUrl).origin] : [];
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...backend],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', '*'],
  ];
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(settings: HeaderSettings): string {
  return cspDirectives(settings)
    .map((parts) => parts.join(' '))
    .join('; ');
}

/**
 * Features the app never uses, denied to it and to any page it frames. Only names Chromium knows: an unknown one is
 * a console error on every page.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

/** Headers every response carries. */
export function securityHeaders(settings: HeaderSettings): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // The app opens no window that needs a handle back to it (links out open with noopener), so a page it opens on
    // another origin gets none. Browsers ignore it on plain http other than localhost.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Files named by their content's hash (Vite's assets/): a new build gives a new name, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything whose URL stays while its content changes (HTML, the dataset, the API, the service worker): asked again each time. */
export const REVALIDATE = 'no-cache';

/** Any site may read the static JSON API: it is public data, sent without cookies (docs: /docs/api). */
export const API_CORS = { 'Access-Control-Allow-Origin': '*' } as const;

/**
 * A set of headers for the URLs under the base path that `path` names: a path ending in '*' is a prefix, any other is
 * exact. Paths are relative to the base path and start with '/'.
 */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Files outside assets/ whose name stays from build to build (the service worker's, added by the PWA build). */
export const REVALIDATED_FILES = ['/sw.js', '/registerSW.js', '/manifest.webmanifest'];

/**
 * The rules, from the widest to the narrowest. No header is named by two rules that can match one URL, since hosts
 * differ when they do (Netlify keeps the last, Cloudflare Pages joins both with a comma). HTML routes have no rule of
 * their own for Cache-Control: every URL no narrower rule names gets REVALIDATE (`fallbackHeaders`), and the static
 * hosts' own default for it is 'public, max-age=0, must-revalidate', which revalidates the same way.
 */
export function headerRules(settings: HeaderSettings): HeaderRule[] {
  const revalidate = { 'Cache-Control': REVALIDATE };
  return [
    { path: '/*', headers: securityHeaders(settings) },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/data/*', headers: revalidate },
    { path: '/api/*', headers: { ...revalidate, ...API_CORS } },
    ...REVALIDATED_FILES.map((path) => ({ path, headers: revalidate })),
  ];
}

/** Headers a URL gets when no rule but '/*' matches it: the HTML pages (and the feed, the icon, robots.txt). */
export const fallbackHeaders = { 'Cache-Control': REVALIDATE } as const;

/** Whether `rule` matches `path` (relative to the base path, starting with '/'). */
export function ruleMatches(rule: HeaderRule, path: string): boolean {
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

/** Every header the URL `path` (relative to the base path, starting with '/') is served with. */
export function headersFor(path: string, settings: HeaderSettings): Record<string, string> {
  const matching = headerRules(settings).filter((rule) => ruleMatches(rule, path));
  const narrowed = matching.length > 1 ? {} : fallbackHeaders;
  return Object.assign({}, narrowed, ...matching.map((rule) => rule.headers)) as Record<string, string>;
}
