// Offline use and installation of the built app: the service worker (scripts/vite/pwa.ts) precaches the app and its
// dataset, every page works with the network cut after one visit, and a new build or dataset is offered as a reload.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright';
import { freePort } from '../db/cluster';
import { launchChromium, ROOT, startPreview, type Preview } from './preview-server';

const GA = '62e90394-69f5-4237-9190-012177145e10';
const GLOBAL_READER = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const USER_ADMIN = 'fe930be7-5e62-47db-91af-98c3a49a38b1';

/** The second build of the update test: dist with a changed dataset, and the precache revision the build would give it. */
const SECOND_BUILD = '.tmp/offline-second-build';
const CHANGED_DESCRIPTION = 'Changed in the second build of the offline test.';

/** The URLs and revisions of the worker's precache manifest, as the build wrote them into sw.js. */
function precacheManifest(swSource: string): { url: string; revision: string | null }[] {
  return [...swSource.matchAll(/\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}/g)].map((m) => ({
    url: m[1],
    revision: m[2] === 'null' ? null : JSON.parse(m[2]),
  }));
}

/** Copies dist and changes Global Administrator's description in the dataset, as a data refresh would. */
function makeSecondBuild(): void {
  const out = resolve(ROOT, SECOND_BUILD);
  rmSync(out, { recursive: true, force: true });
  cpSync(resolve(ROOT, 'dist'), out, { recursive: true });
  const datasetFile = resolve(out, 'data/roles_with_permissions.json');
  const rows = JSON.parse(readFileSync(datasetFile, 'utf8')) as { template_id: string; description: string }[];
  rows.find((r) => r.template_id === GA)!.description = CHANGED_DESCRIPTION;
  const dataset = JSON.stringify(rows);
  writeFileSync(datasetFile, dataset);
  // Workbox's revision of a file is the MD5 of its content: the worker script changes with the dataset.
  const swFile = resolve(out, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const entry = /\{url:"data\/roles_with_permissions\.json",revision:"[0-9a-f]+"\}/;
  expect(sw).toMatch(entry);
  const revision = createHash('md5').update(dataset).digest('hex');
  writeFileSync(swFile, sw.replace(entry, `{url:"data/roles_with_permissions.json",revision:"${revision}"}`));
}

/** Waits until the page's service worker is active and controls the page (its precache complete). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    return registration.scope;
  });
}

/** What each page shows once it has its content, and no error state. */
const OFFLINE_PAGES: { path: string; content: (page: Page) => Promise<unknown> }[] = [
  {
    path: '',
    content: (p) => p.getByRole('heading', { level: 1, name: /See where Entra ID roles overlap/ }).waitFor(),
  },
  { path: 'catalog', content: (p) => p.getByRole('button', { name: 'Add to Simulator (Global Reader)' }).waitFor() },
  {
    path: 'roles/global-administrator',
    content: async (p) => {
      await p.getByRole('heading', { level: 1, name: 'Global Administrator' }).waitFor();
      await p.getByRole('region', { name: 'Key facts' }).getByText('in the Listed view').waitFor();
    },
  },
  { path: 'permissions', content: (p) => p.getByText(/^\d[\d,]* of \d[\d,]* permissions$/).waitFor() },
  {
    path: `compare?ids=${GA},${GLOBAL_READER},${USER_ADMIN}`,
    content: (p) => p.getByRole('button', { name: /^Global Administrator × Global Reader: \d+%/ }).waitFor(),
  },
  { path: 'simulator', content: (p) => p.getByRole('heading', { name: 'Available Roles' }).waitFor() },
  {
    path: 'finder?need=microsoft.directory/users/password/update',
    content: (p) => p.getByRole('list', { name: 'Single roles' }).waitFor(),
  },
  { path: 'data', content: (p) => p.getByRole('heading', { level: 1, name: 'About the data' }).waitFor() },
  {
    path: 'changes',
    content: (p) =>
      p
        .getByRole('list', { name: /^Changes first seen / })
        .first()
        .waitFor(),
  },
];

/** Error states any page could show: a failed load, an engine failure, an invalid comparison, the 404 page. */
async function errorStates(page: Page): Promise<string[]> {
  return page
    .locator('h1, h2, [role=alert]')
    .filter({ hasText: /^Error|Invalid Comparison|Failed to load|could not be|Page not found/ })
    .allTextContents();
}

describe('offline after one visit', () => {
  let preview: Preview;
  let browser: Browser;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    preview = await startPreview(port);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await preview?.stop();
    rmSync(resolve(ROOT, SECOND_BUILD), { recursive: true, force: true });
  });

  it('precaches the app, the dataset and the shell, not the per-role pages or the API', () => {
    const entries = precacheManifest(readFileSync(resolve(ROOT, 'dist/sw.js'), 'utf8'));
    const urls = entries.map((e) => e.url);
    for (const url of [
      'index.html',
      'shell.html',
      'manifest.webmanifest',
      'data/roles_with_permissions.json',
      'data/docs-notes.json',
      'data/tasks.json',
      'data/history.json',
      'pwa-192x192.png',
    ])
      expect(urls).toContain(url);
    expect(urls.filter((u) => u.startsWith('assets/') && u.endsWith('.js')).length).toBeGreaterThan(10);
    expect(urls.some((u) => u.includes('engine.worker'))).toBe(true);
    expect(urls.filter((u) => /^(api\/|roles\/.|permissions\/.)/.test(u))).toEqual([]);
    // A prerendered page is precached under its folder's URL (catalog for catalog/index.html).
    const fileOf = (url: string) =>
      statSync(resolve(ROOT, 'dist', url)).isDirectory()
        ? resolve(ROOT, 'dist', url, 'index.html')
        : resolve(ROOT, 'dist', url);
    const bytes = urls.reduce((n, url) => n + readFileSync(fileOf(url)).length, 0);
    const history = readFileSync(resolve(ROOT, 'dist/data/history.json')).length;
    // Registered by the app's own code: the HTML gains no script for it (a strict CSP allows no inline script).
    const html = readFileSync(resolve(ROOT, 'dist/index.html'), 'utf8');
    expect(html).not.toMatch(/serviceWorker|registerSW/);
    console.log(
      `[offline] precache: ${entries.length} files, ${(bytes / 1024).toFixed(0)} kB (history.json ${(history / 1024).toFixed(0)} kB)`,
    );
  });

  it('after one visit, every page renders its content with the network cut', { timeout: 180_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(preview.url);
    expect(await controlledByServiceWorker(page)).toBe(preview.url);

    await context.setOffline(true);
    const failed: string[] = [];
    // A request cut short by the next navigation (ERR_ABORTED: e.g. the engine worker's own read of the dataset, ended
    // with its page) is no offline failure; one the network cut fails reports ERR_INTERNET_DISCONNECTED or ERR_FAILED.
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()}: ${r.failure()?.errorText}`);
    });
    for (const { path, content } of OFFLINE_PAGES) {
      await page.goto(`${preview.url}${path}`);
      await content(page);
      expect(await errorStates(page), path).toEqual([]);
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers file URLs from the network, not with the app shell', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(preview.url);
    await controlledByServiceWorker(page);
    const api = await page.goto(`${preview.url}api/v1/roles.json`);
    expect(api?.headers()['content-type']).toMatch(/json/);
    const missingData = await page.goto(`${preview.url}data/no-such-file.json`);
    expect(missingData?.status()).toBe(404);
    const missingApi = await page.goto(`${preview.url}api/v1/roles/no-such-role.json`);
    expect(missingApi?.status()).toBe(404);
    // A page in embed mode goes to the network too (its host's framing headers apply), and registers no worker.
    await context.setOffline(true);
    const embed = await page.goto(`${preview.url}compare?ids=${GA},${GLOBAL_READER}&embed=1`).catch((e) => e);
    expect(embed).toBeInstanceOf(Error);
    await context.close();
  });

  it('offers a reload when a new dataset is deployed, and Reload shows it', { timeout: 180_000 }, async () => {
    makeSecondBuild();
    const context: BrowserContext = await browser.newContext();
    const page = await context.newPage();
    const roleUrl = `${preview.url}roles/global-administrator`;
    await page.goto(roleUrl);
    await controlledByServiceWorker(page);
    const original = await page.getByRole('heading', { level: 1, name: 'Global Administrator' }).isVisible();
    expect(original).toBe(true);
    const notice = page.getByRole('status').filter({ hasText: 'A new version of RolePrism is available.' });
    expect(await notice.count()).toBe(0);

    // The second build, served from the same origin.
    await preview.stop();
    preview = await startPreview(port, { outDir: SECOND_BUILD });
    await page.reload();
    // Until the reader reloads, the page keeps the version it opened with: the old dataset, and the notice.
    await notice.waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Global Administrator' }).waitFor();
    expect(await page.getByText(CHANGED_DESCRIPTION).count()).toBe(0);

    // Keyboard: the notice's buttons are in the tab order.
    const reload = notice.getByRole('button', { name: 'Reload' });
    await reload.focus();
    const navigated = page.waitForEvent('framenavigated');
    await page.keyboard.press('Enter');
    await navigated;
    await page.getByText(CHANGED_DESCRIPTION).waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});

describe('installable', () => {
  it('links a manifest whose start URL, scope and icons follow the base path (sub-path build)', async () => {
    const base = '/tools/roleprism/';
    const outDir = '.tmp/dist-subpath';
    expect(existsSync(resolve(ROOT, outDir, 'sw.js')), `build ${outDir} first (see README)`).toBe(true);
    const served = await startPreview(await freePort(), { outDir, base });
    const chromium = await launchChromium();
    try {
      const page = await chromium.newPage();
      await page.goto(served.url);
      const href = await page.locator('link[rel=manifest]').getAttribute('href');
      expect(href).toBe(`${base}manifest.webmanifest`);
      expect(await page.locator('link[rel=apple-touch-icon]').getAttribute('href')).toBe(`${base}apple-touch-icon.png`);
      const manifestUrl = new URL(href!, served.url);
      const manifest = await (await fetch(manifestUrl)).json();
      expect(manifest).toMatchObject({ name: 'RolePrism', start_url: base, scope: base, display: 'standalone' });
      expect(manifest.theme_color).toBe(await page.locator('meta[name=theme-color]').getAttribute('content'));
      const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`);
      expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const src of [...manifest.icons.map((i: { src: string }) => i.src), 'apple-touch-icon.png']) {
        const icon = await fetch(new URL(src, manifestUrl));
        expect(icon.status, src).toBe(200);
        expect(icon.headers.get('content-type'), src).toBe('image/png');
      }
      // The worker's scope is the base path, and it serves the app there with the network cut.
      expect(await controlledByServiceWorker(page)).toBe(served.url);
      await page.context().setOffline(true);
      await page.goto(`${served.url}roles/global-reader`);
      await page.getByRole('heading', { level: 1, name: /Global Reader/ }).waitFor();
      expect(await errorStates(page)).toEqual([]);
    } finally {
      await chromium.close();
      await served.stop();
    }
  });
});
