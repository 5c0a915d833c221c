/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chunkGroups } from './scripts/vite/chunk-groups.ts';
import { historyOutputs } from './scripts/vite/history-outputs.ts';
import { staticApiOutputs } from './scripts/vite/static-api-outputs.ts';
import { missingFiles404 } from './scripts/vite/missing-files.ts';
import { offlineSupport } from './scripts/vite/pwa.ts';
import { prerenderPages } from './scripts/vite/prerender.ts';
import { servedHeaders } from './scripts/vite/served-headers.ts';
import { networkEdgeCommands } from './tests/browser/network-edge-commands.ts';

/** Debian's Chromium (see shared/STACK.md); CHROMIUM_PATH overrides it. */
const chromiumPath =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Flags that keep Chromium quiet on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Starts the docs notes' download with the HTML instead of after the JavaScript (src/main.tsx reads them at start). Not
 * the role dataset's: the engine worker reads it, and a worker cannot take over a request the page preloaded.
 */
function preloadDocsNotes(): Plugin {
  return {
    name: 'roleprism-preload-docs-notes',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const base = context.server?.config.base ?? process.env.BASE_PATH ?? '/';
        return ['data/docs-notes.json'].map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `${base}${file}`, as: 'fetch', crossorigin: 'anonymous' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  // Sub-path deployments: BASE_PATH=/tools/roleprism/ npm run build
  base: process.env.BASE_PATH || '/',
  // The pure analysis engine, importable from the app and the tests without climbing directories (tsconfig.json's paths).
  // The public address for the build-time render's absolute links (structured data); see the README's SITE_URL.
  define: { 'import.meta.env.ROLEPRISM_SITE_URL': JSON.stringify(process.env.SITE_URL || '') },
  resolve: {
    alias: [
      { find: '@engine', replacement: fileURLToPath(new URL('./workers/engine', import.meta.url)) },
      // The XLSX writer's zip, synchronous: fflate's async one starts blob: Workers, which the CSP refuses.
      { find: /^fflate$/, replacement: fileURLToPath(new URL('./workers/fflate-sync.ts', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    preloadDocsNotes(),
    // First of the server plugins: its headers go on every answer, the 404s of the plugins after it included.
    servedHeaders(),
    // Every page the dataset fixes, as HTML with its own head; before missingFiles404, whose /data/ rule it answers first.
    prerenderPages({ siteUrl: process.env.SITE_URL || undefined }),
    missingFiles404(),
    // SITE_URL (e.g. https://roleprism.example/tools/roleprism/) makes the feed's links absolute; see the README.
    historyOutputs(
      fileURLToPath(new URL('./public/data/history.json', import.meta.url)),
      process.env.SITE_URL || undefined,
    ),
    staticApiOutputs(
      fileURLToPath(new URL('./public/data/roles_with_permissions.json', import.meta.url)),
      fileURLToPath(new URL('./public/data/history.json', import.meta.url)),
    ),
    // The web app manifest and the service worker (scripts/vite/pwa.ts).
    offlineSupport(fileURLToPath(new URL('./src/styles/theme.css.ts', import.meta.url))),
  ],
  // Same-origin, as the hosts serve it: Vite's CORS answer adds 'Vary: Origin', and the worker's request (no Origin
  // header) then missed the cached copy its page had preloaded (a crossorigin modulepreload sends one), so every first
  // visit downloaded the worker's script twice. The static API's own CORS header (scripts/lib/security-headers.ts) stays.
  preview: { cors: false },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet (about 9 kB gzip), loaded by the HTML. Split per chunk, pages added their styles with script-inserted
    // <link rel=stylesheet>, and in many Lighthouse runs of /compare and /roles/... Chromium's first paint stalled for a
    // long stretch. With one file /compare stopped stalling in the runs that followed; the role page still does now and
    // then, cause not found yet (figures: reports/PERFORMANCE.md).
    cssCodeSplit: false,
    // Fewer, larger script files: see scripts/vite/chunk-groups.ts.
    rolldownOptions: {
      output: { codeSplitting: chunkGroups() },
      // Not a warning for whoever runs `npm start`: most of the build's time is vanilla-extract compiling styles, and
      // there is nothing for them to act on.
      checks: { bundlerTimings: false },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // Generous: CLI tests start real processes, and shared machines are slow at times.
          testTimeout: 60_000,
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        // Every package the browser tests load, bundled before the first test: on a clean checkout Vite otherwise finds
        // some mid-run (react-dom/client, found late, did it), re-bundles and reloads the page under a running test,
        // which then fails at random. Add a package here when a browser test or the app starts importing it.
        optimizeDeps: {
          include: [
            '@ariakit/react',
            '@supabase/supabase-js',
            '@vanilla-extract/recipes/createRuntimeFn',
            'axe-core',
            'comlink',
            'fast-check',
            'jotai',
            'jotai/utils',
            'react',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'read-excel-file/browser',
            'vitest-browser-react',
            'wouter',
            'wouter/memory-location',
            'write-excel-file/browser',
          ],
        },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          benchmark: { include: [] },
          // 60 s: the slowest browser tests take 7-10 s on a fresh clone, and the shared machine swings 2-4x.
          testTimeout: 60_000,
          // expect.element and expect.poll wait up to 5 s (Vitest's default is 1 s): a worker answer or a staged list
          // can take longer than 1 s when the shared machine is slow, and a passing wait still ends at once.
          expect: { poll: { timeout: 5_000 } },
          browser: {
            enabled: true,
            headless: true,
            viewport: { width: 1280, height: 900 },
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            commands: networkEdgeCommands,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          globalSetup: ['tests/db/global-setup.ts'],
          benchmark: { include: [] },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          benchmark: { include: [] },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
