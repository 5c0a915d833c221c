// The prerendered pages (scripts/vite/prerender.ts) on the built app: content and head in the raw HTML, readable with
// JavaScript off, hydrated without a hydration error, client-side navigation after, axe-clean, and 404 for unknown paths.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright';
import { freePort } from '../db/cluster';
import { servedApp } from './served-app';
import { untilHydrated } from './hydrated';
import { ROOT } from './preview-server';
import { toRoles } from '../../src/data/role-model';
import { escapeHtml } from '../../scripts/prerender/head-tags';
import { REDUNDANCY_RULE } from '../../workers/engine/assignments/redundancy-rule';
import { TAKEOVER_RULE } from '../../workers/engine/takeover/takeover-rule';
import { expectCatalogReachedAtOnce, PRERENDERED_ROUTES, problemsOf } from './prerendered-routes';

const app = servedApp(await freePort());
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The pages the axe tour visits: one of each prerendered kind (PRERENDERED_ROUTES), and those that list leaves out: the
 * roles directory, the permission list, the finder, the docs index, a shared comparison (rendered afresh, as its query
 * makes it).
 */
const AXE_TOUR = [
  ...PRERENDERED_ROUTES.map(([path]) => path),
  'roles',
  'permissions',
  'finder',
  'docs',
  'compare?ids=62e90394-69f5-4237-9190-012177145e10,f2ef992c-3afb-46b9-b7cf-a126ee74c451',
];

/** Opens `path` and collects every console message and page error until the page has hydrated and settled. */
async function visit(browser: Browser, path: string) {
  const page = await browser.newPage();
  const messages = problemsOf(page);
  const response = await page.goto(`${app.preview.url}${path}`);
  // Hydration is over once React has attached its listeners and the hydrated-only content (e.g. the simulator's
  // panels) has rendered; the network then goes quiet.
  await page.waitForLoadState('networkidle');
  return { page, messages, status: response?.status() };
}

describe('prerendered pages', () => {
  it('has a page for every built-in role and every action, with its name in the h1 and its head', () => {
    const roles = toRoles(JSON.parse(readFileSync(resolve(ROOT, 'public/data/roles_with_permissions.json'), 'utf8')));
    const actions = new Set<string>();
    for (const role of roles.filter((r) => r.builtIn)) {
      const html = readFileSync(resolve(ROOT, 'dist/roles', role.slug, 'index.html'), 'utf8');
      const name = role.displayName.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      if (role.slug !== 'global-reader') {
        expect(html, role.slug).toContain(`>${name}</h1>`);
        expect(html, role.slug).toContain(`<title>${name} · RolePrism</title>`);
        // The first 160 characters of the description (spec section 9).
        expect(html, role.slug).toContain(
          `<meta name="description" content="${escapeHtml(role.description.slice(0, 160))}"`,
        );
        for (const p of role.permissions.slice(0, 5)) expect(html, role.slug).toContain(p.action);
      }
      for (const p of role.permissions) actions.add(p.action);
    }
    expect(actions.size).toBeGreaterThan(100);
    for (const action of actions) {
      const html = readFileSync(resolve(ROOT, 'dist/permissions', action, 'index.html'), 'utf8');
      expect(html, action).toContain(`<title>${action} · RolePrism</title>`);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      const data = JSON.parse(ld![1]) as { itemListElement: unknown[]; numberOfItems: number };
      expect(data.itemListElement.length).toBeLessThanOrEqual(10);
      expect(data.numberOfItems).toBeGreaterThan(0);
    }
  });

  it('serve a role page whose raw HTML holds its heading, permissions and head', async () => {
    const response = await fetch(`${app.preview.url}roles/global-administrator`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Global Administrator<\/h1>/);
    expect(html).toContain('microsoft.directory/users/allProperties/allTasks');
    expect(html).toContain('<title>Global Administrator · RolePrism</title>');
    expect(html).toMatch(/<meta property="og:title" content="Global Administrator · RolePrism"/);
    expect(html).toMatch(/<meta name="description" content="Can manage all aspects of Microsoft Entra ID/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/RoleDetailPage-[\w-]+\.js"/);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline executable script
  });

  it('serves /docs/assignment-review with the redundancy rule and the export commands in its raw HTML', async () => {
    const response = await fetch(`${app.preview.url}docs/assignment-review`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Assignment review<\/h1>/);
    // As React escapes text: its apostrophe is &#x27;, where escapeHtml (for attributes) writes &#39;.
    for (const line of REDUNDANCY_RULE.split('\n'))
      expect(html).toContain(escapeHtml(line).replace(/&#39;/g, '&#x27;'));
    expect(html).toContain('Connect-MgGraph -Scopes RoleManagement.Read.Directory');
    expect(html).toContain('roleEligibilityScheduleInstances?$expand=principal');
  });

  it('has /attack-paths with the takeover rule and graph, and a page per attack path, in their raw HTML', async () => {
    const { attackPaths } = JSON.parse(readFileSync(resolve(ROOT, 'public/data/takeover.json'), 'utf8')) as {
      attackPaths: { paths: { id: string; name: string; severity: string }[] };
    };
    expect(attackPaths.paths.length).toBeGreaterThan(0);
    // React escapes text and attributes alike: & as &amp;, ' as &#x27;.
    const asReact = (text: string) => escapeHtml(text).replace(/&#39;/g, '&#x27;');
    for (const path of attackPaths.paths) {
      const file = resolve(ROOT, 'dist/attack-paths', path.id, 'index.html');
      expect(existsSync(file), path.id).toBe(true);
      // Without the markers React writes between two text parts of one element.
      const html = readFileSync(file, 'utf8').replace(/<!-- -->/g, '');
      expect(html, path.id).toContain(`>${asReact(path.name)}</h1>`);
      expect(html, path.id).toContain(`<title>${escapeHtml(path.name)} · RolePrism</title>`);
      expect(html, path.id).toContain(`Severity: ${path.severity}`);
    }
    const response = await fetch(`${app.preview.url}attack-paths`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Attack paths<\/h1>/);
    for (const line of TAKEOVER_RULE.split('\n')) expect(html).toContain(asReact(line));
    expect(html).toContain('aria-label="Privileged Role Administrator: 1 step to Global Administrator (assign)"');
    for (const path of attackPaths.paths) expect(html).toContain(`href="/attack-paths/${path.id}"`);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline executable script
  });

  it('shows a role page with its permissions in Chromium with JavaScript disabled', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.preview.url}roles/global-administrator`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Global Administrator');
    // textContent: rows off screen skip rendering (content-visibility), which innerText leaves out.
    await expect(page.locator('#root').textContent()).resolves.toContain(
      'microsoft.directory/users/allProperties/allTasks',
    );
    // The first rows are on screen, as links to their action's page.
    await page.getByRole('link', { name: 'microsoft.agentRegistry/allEntities/allProperties/allTasks' }).waitFor();
    await context.close();
  });

  // WCAG 1.4.10 (reflow) is judged at 320 CSS px: a small phone, or any screen at 400% zoom. Each kind of prerendered
  // page, plus the two where a long unbreakable word or button label once pushed the page wider.
  it.each([
    ...PRERENDERED_ROUTES.map(([path]) => path),
    'permissions',
    'docs/getting-started',
    'docs/assignment-review',
  ])('fits /%s in 320 px with scripts off and on: nothing scrolls sideways', async (path) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await app.browser.newContext({ javaScriptEnabled, viewport: { width: 320, height: 640 } });
      const page = await context.newPage();
      await page.goto(`${app.preview.url}${path}`);
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, `scripts ${javaScriptEnabled ? 'on' : 'off'}`).toBeLessThanOrEqual(clientWidth);
      await context.close();
    }
  });

  it.each(PRERENDERED_ROUTES)('hydrate /%s with no hydration error or warning', async (path, heading) => {
    const { page, messages, status } = await visit(app.browser, path);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(heading);
    expect(messages.filter((m) => /hydrat|did not match|server rendered|#418|#423|#425/i.test(m))).toEqual([]);
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
    if (path === 'no-such-page') expect(status).toBe(404);
    await page.close();
  });

  it("drops the arrival page's structured data from the head on the first client navigation", async () => {
    const { page } = await visit(app.browser, 'catalog');
    const headJsonLd = () =>
      page.evaluate(() => document.head.querySelectorAll('script[type="application/ld+json"]').length);
    expect(await headJsonLd()).toBe(1);
    // A client navigation: the link must be hydrated, or the browser loads the next page afresh.
    await (
      await untilHydrated(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Simulator' }))
    ).click();
    await page.waitForURL(/\/simulator$/);
    await expect.poll(headJsonLd).toBe(0);
    await page.close();
  });

  it('navigates on the client after hydration', async () => {
    const { page } = await visit(app.browser, 'roles/global-administrator');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const catalogLink = page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Role Catalog' });
    await (await untilHydrated(catalogLink)).click();
    await page.getByRole('heading', { level: 1, name: 'Role Catalog' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.title()).toBe('Role Catalog · RolePrism');
    await page.close();
  });

  it('follows a header link pressed the moment the page takes it, by the app, to a catalog that works', async () => {
    await expectCatalogReachedAtOnce(app.browser, `${app.preview.url}roles/global-administrator`);
  });

  it.each(AXE_TOUR)(
    'serves /%s with zero axe violations, target size included, at phone and desktop width',
    async (path) => {
      const found: string[] = [];
      for (const width of [390, 1280]) {
        const page = await app.browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${app.preview.url}${path}`);
        await page.locator('#root:not([inert])').waitFor();
        await page.waitForLoadState('networkidle');
        // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
        await page.evaluate(AXE_SOURCE);
        const violations = await page.evaluate(async () => {
          type Axe = { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
          // WCAG 2.2 AA's target size (2.5.8): axe-core leaves it off unless asked; Lighthouse's audit asks.
          const result = await (window as unknown as { axe: Axe }).axe.run(document, {
            rules: { 'target-size': { enabled: true } },
          });
          return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
        });
        for (const violation of violations) found.push(`at ${width} px: ${violation}`);
        await page.close();
      }
      expect(found).toEqual([]);
    },
  );

  it('keeps the scroll of a visitor who scrolled the prerendered page before it went live', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The app's code is held back at the network until the visitor has scrolled, so the scroll surely comes first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const history = page.waitForRequest((r) => r.url().endsWith('/data/history.json'));
    await page.goto(`${app.preview.url}roles/global-administrator`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    // The History section came on screen before the page went live: it loads once it has, and the page is not sent
    // back to the top (the section stays in view; its loaded content may move the scroll a little).
    await history;
    const historyTop = await page
      .getByRole('heading', { level: 2, name: 'History', exact: true })
      .evaluate((h) => h.getBoundingClientRect().top);
    expect(historyTop).toBeGreaterThanOrEqual(0);
    expect(historyTop).toBeLessThan(900);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers /data and /data/ with the page, and a data file as the file', async () => {
    for (const path of ['data', 'data/']) {
      const response = await fetch(`${app.preview.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('data-prerendered-path="/data"');
    }
    const file = await fetch(`${app.preview.url}data/docs-notes.json`);
    expect(file.headers.get('content-type')).toMatch(/json/);
  });

  it('answers a route the build did not render with status 404, and the client renders the route', async () => {
    // With the bundled dataset every role has its page: no such file is no such role (404), as on nginx and Azure.
    const response = await fetch(`${app.preview.url}roles/no-such-role`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-prerendered-path="404"');
    const { page, messages } = await visit(app.browser, 'roles/no-such-role');
    await page.getByRole('heading', { name: 'Role Not Found' }).waitFor();
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });
});

describe('the sub-path build (.tmp/dist-subpath, BASE_PATH=/tools/roleprism/)', () => {
  const SUB = resolve(ROOT, '.tmp/dist-subpath');

  it.skipIf(!existsSync(resolve(SUB, 'roles/global-administrator/index.html')))(
    'prerenders under the base path: preloads, data and links carry it, and the page marks its own path',
    () => {
      const html = readFileSync(resolve(SUB, 'roles/global-administrator/index.html'), 'utf8');
      expect(html).toContain('data-prerendered-path="/roles/global-administrator"');
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/tools\/roleprism\/assets\/RoleDetailPage-/);
      expect(html).toContain('href="/tools/roleprism/catalog"');
      expect(html).toContain('<meta property="og:image" content="/tools/roleprism/og-image.png" />');
      expect(existsSync(resolve(SUB, '404.html'))).toBe(true);
      expect(existsSync(resolve(SUB, 'shell.html'))).toBe(true);
    },
  );
});
