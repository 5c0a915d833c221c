// Vite plugins for offline use and installation: the web app manifest and a Workbox service worker (vite-plugin-pwa)
// that precaches the app's code, styles, icons, the dataset files the pages read and the HTML, so that after one visit
// every page works with the network off. A changed build or dataset changes the precache manifest, so the browser
// installs a new worker; the page then offers a reload (src/components/update-prompt/) instead of serving stale data.
//
// Registration is the app's own code (virtual:pwa-register, loaded after the page): nothing inline in the HTML.
import { readFileSync } from 'node:fs';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { ROUTES } from '../../src/app/route-table.ts';
import { htmlFileOf } from './prerender.ts';

/** The HTML that renders any route on the client: emitted by the prerender, else copied from index.html (shellFallback). */
export const SHELL_HTML = 'shell.html';

/**
 * The dataset files the pages read (src/data/load-roles.ts, src/state/docs-notes.ts, src/state/task-table.ts, the
 * history for /changes and the role pages, its small digest for the home page, the takeover facts). Their revision is in the precache
 * manifest, so a new dataset is a new service worker. The static JSON API (api/) is for scripts, not for the pages.
 */
export const PRECACHED_DATA = [
  'data/roles_with_permissions.json',
  'data/docs-notes.json',
  'data/tasks.json',
  'data/history.json',
  'data/history-latest.json',
  'data/takeover.json',
];

/** The HTML of the pages the route table marks `precache` (the prerendered page of each role and action is not). */
export const PRECACHED_PAGES = ROUTES.filter((route) => route.precache).flatMap((route) =>
  (route.prerender === true ? [route.pattern] : typeof route.prerender === 'object' ? route.prerender : []).map(
    htmlFileOf,
  ),
);

/**
 * What the service worker precaches, relative to the build folder: code, styles, fonts, icons, the data above, the
 * shell and the pages above. The other routes are left to the shell, which renders them on the client.
 */
export const PRECACHE_GLOBS = [
  'assets/**/*.{js,css,woff2,woff,svg,png}',
  '*.{svg,png,ico}',
  // The start-up marker every page's head loads (public/boot.js).
  'boot.js',
  // One pattern, so that a build without the prerendered pages gets no warning of a pattern that matched nothing.
  `{${[SHELL_HTML, ...PRECACHED_PAGES].join(',')}}`,
  ...PRECACHED_DATA,
];

/**
 * Navigations that the shell must not answer: files (the data, the API, the feed, assets) and embed=1 pages, which go
 * to the network so that the host's framing headers apply to them (the worker is not registered in embed mode either).
 */
export function navigateFallbackDenylist(base: string): RegExp[] {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    new RegExp(`^${escaped}(api|data|assets)/`),
    // A file name with no query; permission pages are exempt: an action's last segment may hold a dot.
    new RegExp(`^(?!${escaped}permissions/)[^?]*\\.(json|xml|txt|js|css|png|svg|ico|webmanifest|html)$`),
    /[?&]embed=1(&|$)/,
  ];
}

/**
 * A prerendered page's URL as the app links it: `catalog/index.html` is precached as `catalog`, so that a navigation
 * to /catalog finds it (Workbox looks up index.html only for URLs that end in a slash).
 */
export function pageUrlOf(url: string): string {
  return url.endsWith('/index.html') ? url.slice(0, -'/index.html'.length) : url;
}

/** A colour token of the theme (src/styles/theme.css.ts), read from its source: that file only runs in a style build. */
export function themeColour(themeSource: string, token: string): string {
  const colour = new RegExp(`\\b${token}: '(#[0-9a-fA-F]{3,8})'`).exec(themeSource)?.[1];
  if (!colour) throw new Error(`pwa: no colour '${token}' in the theme`);
  return colour;
}

export function webManifest(base: string, themeSource: string): Partial<ManifestOptions> {
  return {
    id: base,
    name: 'RolePrism',
    short_name: 'RolePrism',
    description:
      'Compare Microsoft Entra ID built-in directory roles in your browser: overlap matrix, shared and unique permissions, subsets and the minimal role set.',
    lang: 'en',
    start_url: base,
    scope: base,
    display: 'standalone',
    // The header's colour (index.html's theme-color) and the page background: what shows while the app starts.
    theme_color: themeColour(themeSource, 'header'),
    background_color: themeColour(themeSource, 'page'),
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * Emits shell.html as a copy of index.html when the build made none (no prerender step), so the service worker's
 * navigation fallback exists in every build. index.html renders any route on the client, as the shell does.
 */
function shellFallback(): Plugin {
  return {
    name: 'roleprism-shell-fallback',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (bundle[SHELL_HTML] || !index || index.type !== 'asset') return;
      this.emitFile({ type: 'asset', fileName: SHELL_HTML, source: index.source });
    },
  };
}

/** The icon iOS puts on the home screen (it reads no manifest icons), linked from every page's head. */
function appleTouchIcon(): Plugin {
  let base = '/';
  return {
    name: 'roleprism-apple-touch-icon',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}apple-touch-icon.png` }, injectTo: 'head' },
    ],
  };
}

/** The chunks that register the worker (src/components/update-prompt/ and workbox-window), loaded after the page. */
const REGISTRATION_CHUNK = /(^|\/)(ServiceWorkerUpdates|workbox-window)[^/]*\.js$/;

/**
 * No modulepreload links for the registration's chunks: they load once the page is idle, as plain dynamic imports,
 * so the page's head lists only the code of the page (tests/e2e/first-paint.test.ts checks it on the 404 page).
 */
function registrationNotPreloaded(): Plugin {
  return {
    name: 'roleprism-registration-not-preloaded',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (filename, deps) => (REGISTRATION_CHUNK.test(filename) ? [] : deps),
        },
      },
    }),
  };
}

/** The plugins; the manifest's start URL and scope and the worker's routes follow the build's base path. */
export function offlineSupport(themeFile: string): PluginOption[] {
  return [
    appleTouchIcon(),
    shellFallback(),
    registrationNotPreloaded(),
    VitePWA({
      // No worker while testing: the browser tests run the dev server, and registration is for production builds only.
      disable: Boolean(process.env.VITEST),
      registerType: 'prompt',
      // Registered from src/components/update-prompt/ through virtual:pwa-register: no script added to the HTML.
      injectRegister: false,
      integration: {
        // After a prerender that writes its HTML when the bundle closes, so the worker precaches that HTML.
        closeBundleOrder: 'post',
        configureOptions(config, options) {
          options.manifest = webManifest(config.base, readFileSync(themeFile, 'utf8'));
          options.workbox!.navigateFallbackDenylist = navigateFallbackDenylist(config.base);
        },
      },
      workbox: {
        globPatterns: PRECACHE_GLOBS,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => ({ ...entry, url: pageUrlOf(entry.url) })),
            warnings: [],
          }),
        ],
        navigateFallback: SHELL_HTML,
        // A new worker waits until the reader chooses 'Reload'; the first one takes the open page at once, so a page
        // opened once keeps working (its later pages' code included) if the network goes.
        skipWaiting: false,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ];
}
