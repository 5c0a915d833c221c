// The built app under the headers it ships (scripts/lib/security-headers.ts), as `vite preview` (npm start) sends them:
// a Chromium tour of every kind of page reports no Content-Security-Policy violation; the responses carry the expected
// headers; a page on another origin can frame the embed mode; and a build with a 404 page gets it for unknown paths.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright';
import { contentSecurityPolicy, IMMUTABLE, REVALIDATE } from '../../scripts/lib/security-headers';
import { freePort } from '../db/cluster';
import { entryScripts, launchChromium, ROOT, startPreview, type Preview } from './preview-server';
import { servedApp } from './served-app';
import { untilHydrated } from './hydrated';

const app = servedApp(await freePort());

const THREE_ROLES =
  'ids=62e90394-69f5-4237-9190-012177145e10,f2ef992c-3afb-46b9-b7cf-a126ee74c451,fe930be7-5e62-47db-91af-98c3a49a38b1';

/** Runs before any of the page's own scripts: hands every violation the document reports to the test. */
const WATCH_VIOLATIONS = `
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__reportCsp(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + ' ' + e.sample);
  });
`;

/**
 * A page whose CSP violations are collected as they happen: the document's events, and console messages of the page
 * and its workers (a worker's violations reach only its console).
 */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; reported: string[] }> {
  const page = await context.newPage();
  const reported: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => reported.push(text));
  await page.addInitScript({ content: WATCH_VIOLATIONS });
  const onConsole = (text: string) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(text)) reported.push(text);
  };
  page.on('console', (message) => onConsole(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => onConsole(message.text())));
  page.on('pageerror', (error) => reported.push(`page error: ${String(error)}`));
  return { page, reported };
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('the built app under its Content-Security-Policy', () => {
  it('the watch sees a violation when there is one (an inline script)', async () => {
    const context = await app.browser.newContext();
    const { page, reported } = await watchedPage(context);
    await page.goto(`${app.preview.url}privacy`);
    await h1(page, 'Privacy');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ranInline = true';
      document.body.append(script);
    });
    await expect.poll(() => reported.join('\n')).toMatch(/script-src-elem blocked inline/);
    expect(await page.evaluate(() => (window as unknown as { __ranInline?: boolean }).__ranInline)).toBeUndefined();
    await context.close();
  });

  it('a tour of every kind of page reports no violation', async () => {
    const context = await app.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    const { page, reported } = await watchedPage(context);
    const seen: Record<string, string[]> = {};
    const step = async (name: string, run: () => Promise<void>) => {
      const before = reported.length;
      await run();
      // Reports arrive asynchronously: a round trip to the page lets any still on their way in.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      seen[name] = reported.slice(before);
    };
    const go = (path: string) => page.goto(`${app.preview.url}${path}`);

    await step('home', async () => {
      await go('');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    await step('catalog', async () => {
      await go('catalog');
      await h1(page, 'Role Catalog');
    });
    await step('simulator, every role compared (the canvas matrix)', async () => {
      await go('simulator');
      await h1(page, 'Role Simulator');
      await page.getByRole('checkbox', { name: 'Global Reader', exact: true }).check();
      await page.getByRole('button', { name: 'Select all' }).click();
      await page.getByRole('link', { name: 'Compare Now' }).first().click();
      await h1(page, 'Role Comparison Analysis');
      await page.locator('canvas').first().waitFor();
    });
    await step('compare: a shared link, every tab, the pair drawer, CSV', async () => {
      await go(`compare?${THREE_ROLES}`);
      await page.getByText('Analyzing 3 roles for overlaps and redundancies').waitFor();
      for (const tab of [
        'Common Permissions',
        'All Permissions',
        'Unique Permissions',
        'Redundancy Analysis',
        'Summary',
      ]) {
        const control = page.getByRole('tab', { name: tab, exact: true });
        await control.click();
        await expect.poll(() => control.getAttribute('aria-selected')).toBe('true');
      }
      await page.getByRole('button', { name: /^Global Administrator × Global Reader: \d+%/ }).click();
      const drawer = page.getByRole('dialog', { name: /Overlap Details/ });
      await drawer.getByRole('heading', { name: /Shared permissions/ }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toBe('role-comparison.csv');
    });
    await step('role page and its history', async () => {
      const history = page.waitForResponse((r) => r.url().endsWith('/data/history.json'));
      await go('roles/global-administrator');
      await h1(page, 'Global Administrator');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect((await history).status()).toBe(200);
    });
    await step('permission page', async () => {
      await go('permissions/microsoft.directory/users/password/update');
      await page.getByText('microsoft.directory/users/password/update').first().waitFor();
    });
    await step('finder: search, and the task tab', async () => {
      await go('finder');
      await h1(page, 'Least-privilege finder');
      await (await untilHydrated(page.getByRole('searchbox', { name: 'Search permissions to add' }))).fill('password');
      await page.getByRole('list', { name: 'Matching permissions' }).waitFor();
      const tasks = page.waitForResponse((r) => r.url().endsWith('/data/tasks.json'));
      await go('finder?tab=task&task=reset%20password');
      expect((await tasks).status()).toBe(200);
    });
    for (const [path, heading] of [
      ['changes', 'Role changes'],
      ['data', 'About the data'],
      ['docs/api', 'JSON API'],
      ['privacy', 'Privacy'],
      ['admin', 'Oops! Page not found'],
    ] as const)
      await step(path, async () => {
        await go(path);
        await h1(page, heading);
      });
    await step('embed', async () => {
      await go(`compare?${THREE_ROLES}&embed=1`);
      await page.getByText('Analyzing 3 roles for overlaps and redundancies').waitFor();
    });
    await step('print', async () => {
      await go(`compare?${THREE_ROLES}&print=1`);
      await h1(page, 'Role Comparison Analysis');
      await page.getByText('Analyzing 3 roles for overlaps and redundancies').first().waitFor();
      // The A4 landscape page rule is in force, as a constructed stylesheet (no inline <style> under the CSP).
      const pageRules = await page.evaluate(() =>
        document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
      );
      expect(pageRules.join('\n')).toMatch(/@page \{ size: A4 landscape;/i);
    });

    const withViolations = Object.entries(seen).filter(([, list]) => list.length > 0);
    expect(withViolations, JSON.stringify(withViolations, null, 1)).toEqual([]);
    expect(Object.keys(seen)).toHaveLength(14);
    await context.close();
  });

  it('a page on another origin frames /compare?embed=1', async () => {
    // The framing page: a plain server of its own at elsewhere.test, which Chromium resolves to this machine, so the
    // page is on another site but the same (loopback) network; its iframe loads the real app from the preview.
    const embedUrl = `${app.preview.url}compare?${THREE_ROLES}&embed=1`;
    const intranet = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><title>Intranet</title><h1>Our roles</h1><iframe title="RolePrism" src="${embedUrl}" width="1000" height="800"></iframe>`,
      );
    });
    const port = await freePort();
    await new Promise<void>((done) => intranet.listen(port, '127.0.0.1', done));
    const browser = await launchChromium(['--host-resolver-rules=MAP elsewhere.test 127.0.0.1']);
    try {
      const page = await browser.newPage();
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(`http://elsewhere.test:${port}/wiki`);
      const frame = page.frameLocator('iframe[title="RolePrism"]');
      await frame.getByText('Analyzing 3 roles for overlaps and redundancies').waitFor();
      // The embed mode: the tool without the site's header and footer.
      await expect(frame.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
      expect(logged.filter((text) => /frame-ancestors|Refused to (display|frame)/i.test(text))).toEqual([]);
    } finally {
      await browser.close();
      await new Promise((done) => intranet.close(done));
    }
  });
});

describe('the headers npm start sends', () => {
  const expectSecurityHeaders = (response: Response) => {
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy({ base: '/' }));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBeNull();
  };

  it('pages: the CSP and the other security headers, revalidated', async () => {
    for (const path of ['', 'roles/global-administrator', `compare?${THREE_ROLES}`]) {
      const response = await fetch(`${app.preview.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
    }
  });

  it('a hashed asset is immutable for a year; the dataset, the API and a missing file are revalidated', async () => {
    const html = await (await fetch(app.preview.url)).text();
    const [entry] = entryScripts(html);
    const asset = await fetch(new URL(entry, app.preview.url));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expectSecurityHeaders(asset);
    // A second request with the validator gets 304, still immutable.
    const again = await fetch(new URL(entry, app.preview.url), {
      headers: { 'if-none-match': asset.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    const dataset = await fetch(`${app.preview.url}data/roles_with_permissions.json`);
    expect(dataset.headers.get('cache-control')).toBe(REVALIDATE);
    const api = await fetch(`${app.preview.url}api/v1/roles.json`);
    expect(api.headers.get('cache-control')).toBe(REVALIDATE);
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await fetch(`${app.preview.url}assets/missing.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('the build wrote _headers and staticwebapp.config.json with the same policy', () => {
    const headers = readFileSync(resolve(ROOT, 'dist/_headers'), 'utf8');
    expect(headers).toContain(`  Content-Security-Policy: ${contentSecurityPolicy({ base: '/' })}\n`);
    expect(headers).toMatch(/\/api\/\*\n( {2}.+\n)* {2}Access-Control-Allow-Origin: \*\n/);
    const config = JSON.parse(readFileSync(resolve(ROOT, 'dist/staticwebapp.config.json'), 'utf8')) as {
      globalHeaders: Record<string, string>;
    };
    expect(config.globalHeaders['Content-Security-Policy']).toBe(contentSecurityPolicy({ base: '/' }));
  });
});

describe('npm start on a build with a 404 page and a shell (as prerendering makes)', () => {
  const outDir = '.tmp/dist-csp-404';
  let preview: Preview;

  beforeAll(async () => {
    const out = resolve(ROOT, outDir);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    // The build without its prerendered pages, then a marked 404 page, shell and catalog page of our own.
    const dist = resolve(ROOT, 'dist');
    cpSync(dist, out, {
      recursive: true,
      filter: (path) => !(path.endsWith('/index.html') && path !== resolve(dist, 'index.html')),
    });
    const index = readFileSync(resolve(out, 'index.html'), 'utf8');
    const marked = (page: string) => index.replace(/<div id="root"[^>]*>/, `<div id="root" data-page="${page}">`);
    writeFileSync(resolve(out, '404.html'), marked('not-found'));
    writeFileSync(resolve(out, 'shell.html'), marked('shell'));
    mkdirSync(resolve(out, 'catalog'), { recursive: true });
    writeFileSync(resolve(out, 'catalog/index.html'), marked('catalog'));
    preview = await startPreview(await freePort(), { outDir });
  });

  afterAll(async () => {
    await preview?.stop();
    rmSync(resolve(ROOT, outDir), { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await fetch(`${preview.url}${path}`, { headers: { accept: 'text/html' } });
    const marker = /data-page="([^"]+)"/.exec(await response.text())?.[1] ?? 'index';
    return { status: response.status, marker, csp: response.headers.get('content-security-policy') };
  };

  it.each([
    ['no/such/page', 404, 'not-found'],
    ['admin', 404, 'not-found'],
    ['missing.png', 404, 'not-found'],
    ['catalog', 200, 'catalog'],
    // With the bundled dataset every page the app shows is a file: a route with no file here is not found (its
    // client still renders the route), as on nginx and Azure (scripts/lib/host-configs.ts, fallbackFor).
    [`compare?${THREE_ROLES}`, 404, 'not-found'],
    ['roles/global-administrator', 404, 'not-found'],
    ['permissions/microsoft.directory/users/password/update', 404, 'not-found'],
  ])('/%s answers %i with the %s page, under the CSP', async (path, status, marker) => {
    const answer = await page(path);
    expect(answer).toEqual({ status, marker, csp: contentSecurityPolicy({ base: '/' }) });
  });

  it('a missing asset is still a plain-text 404', async () => {
    const response = await fetch(`${preview.url}assets/missing.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
