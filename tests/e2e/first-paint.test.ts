// What a first visit does before the page's content shows, on the built app in Chromium: the page's own HTML names its code
// in a preload link, so it downloads beside the entry, the first render draws the page itself (never "Loading page..."), and styles
// come from the one stylesheet the HTML links (script-inserted stylesheets stalled Chromium's first paint).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { entryScripts, pagePreloads } from './preview-server';
import { servedApp } from './served-app';

const THREE_ROLES =
  'compare?ids=62e90394-69f5-4237-9190-012177145e10,f2ef992c-3afb-46b9-b7cf-a126ee74c451,fe930be7-5e62-47db-91af-98c3a49a38b1';

const app = servedApp(4316);

/** Records, from the first byte on, every text the page ever showed, so a fallback that flashed by is still seen. */
const RECORD_TEXTS = `
  window.__texts = new Set();
  new MutationObserver(() => { if (document.body) window.__texts.add(document.body.innerText); })
    .observe(document, { childList: true, subtree: true, characterData: true });
`;

interface FirstVisit {
  page: Page;
  everShown: string;
  /**
   * Resource timings (ms since navigation) of the entry's code (the entry module and the files the HTML preloads for
   * every page: it has finished downloading when the last of them has) and of the page's own chunk.
   */
  entry: { startTime: number; responseEnd: number };
  pageChunk: { startTime: number } | null;
  /** modulepreload links to the page's chunk, and every stylesheet link. */
  pageChunkLinks: number;
  /** The page's own HTML names the page's chunk in a modulepreload link (scripts/vite/prerender.ts). */
  htmlPreloadsPageChunk: boolean;
  stylesheets: { href: string; inHtml: boolean }[];
}

async function firstVisit(path: string, chunkPrefix: string, heading: string): Promise<FirstVisit> {
  const page = await app.browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript({ content: RECORD_TEXTS });
  const html = await (await fetch(`${app.preview.url}${path}`)).text();
  await page.goto(`${app.preview.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // A prerendered page shows before its code has loaded.
  await page.waitForFunction(
    (prefix) => performance.getEntriesByType('resource').some((t) => t.name.includes(`/assets/${prefix}-`)),
    chunkPrefix,
  );
  const entryFiles = entryScripts(html);
  const facts = await page.evaluate(
    ([prefix, files]) => {
      const timings = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // The first request of each (the worker's script is requested again by the worker, from the HTTP cache).
      const entry = files.flatMap((file) => timings.find((t) => t.name.endsWith(file)) ?? []);
      if (entry.length !== files.length)
        throw new Error(`resource timings for ${entry.length} of the entry's ${files.length} files`);
      const chunk = timings.find((t) => t.name.includes(`/assets/${prefix}-`));
      return {
        everShown: [...(window as unknown as { __texts: Set<string> }).__texts].join('\n'),
        entry: {
          startTime: Math.min(...entry.map((t) => t.startTime)),
          responseEnd: Math.max(...entry.map((t) => t.responseEnd)),
        },
        pageChunk: chunk ? { startTime: chunk.startTime } : null,
        pageChunkLinks: [...document.querySelectorAll('link')].filter((l) => l.href.includes(`/assets/${prefix}-`))
          .length,
        stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => ({
          href: l.getAttribute('href')!,
          inHtml: false,
        })),
      };
    },
    [chunkPrefix, entryFiles] as const,
  );
  facts.stylesheets = facts.stylesheets.map((s) => ({ ...s, inHtml: html.includes(`href="${s.href}"`) }));
  const shell = await (await fetch(`${app.preview.url}shell.html`)).text();
  const htmlPreloadsPageChunk = pagePreloads(html, shell).some((file) => file.includes(`assets/${chunkPrefix}-`));
  return { page, htmlPreloadsPageChunk, ...facts };
}

describe('a first visit', () => {
  it.each([
    [THREE_ROLES, 'ComparePage', 'Role Comparison Analysis'],
    ['roles/global-administrator', 'RoleDetailPage', 'Global Administrator'],
    ['catalog', 'CatalogPage', 'Role Catalog'],
  ])(
    '/%s: the page code is asked for by the HTML, and the page draws without a loading fallback',
    async (path, chunk, heading) => {
      const visit = await firstVisit(path, chunk, heading);
      console.log(
        `[first paint] /${path.split('?')[0]}: entry's code ${visit.entry.startTime.toFixed(0)}-${visit.entry.responseEnd.toFixed(0)} ms, page chunk from ${visit.pageChunk?.startTime.toFixed(0)} ms`,
      );
      // The structure that lets the page's code download beside the app's: the HTML itself names the page's module for
      // this path, so the request does not wait until the app's code has downloaded and run. When each request started is printed
      // above, never compared: on a shared machine two timed events can come in either order.
      expect(visit.htmlPreloadsPageChunk).toBe(true);
      expect(visit.pageChunk).not.toBeNull();
      // One link: Vite's own preload helper found the HTML's link and added none.
      expect(visit.pageChunkLinks).toBe(1);
      expect(visit.everShown).not.toContain('Loading page...');
      expect(visit.stylesheets).toHaveLength(1);
      expect(visit.stylesheets[0].inHtml).toBe(true);
      await visit.page.close();
    },
  );

  it('a shared /compare runs one engine worker: the entry and the app start the same one', async () => {
    const page = await app.browser.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${app.preview.url}${THREE_ROLES}`);
    // The first percentage: the app has run and asked the engine, so every worker it would start is started.
    await page.getByRole('button', { name: /^Global Administrator × Global Reader: \d+%/ }).waitFor();
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/\/assets\/engine\.worker-[\w-]+\.js$/);
    await page.close();
  });

  it('has no inline script and no font warm-up: each page names its own code, the content is in the HTML', async () => {
    for (const path of ['catalog', 'roles/global-administrator', 'compare', '']) {
      const html = await (await fetch(`${app.preview.url}${path}`)).text();
      // Only the module entry, the start-up marker (public/boot.js, a file: it marks #root not ready before its first
      // paint) and, on pages with engine answers, JSON data (not executable) remain.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      for (const attributes of scripts)
        expect(attributes, path).toMatch(/type="(module|application\/json|application\/ld\+json)"|^ src="\/boot\.js"$/);
      expect(html.indexOf('src="/boot.js"'), path).toBeLessThan(html.indexOf('<div id="root"'));
      expect(html, path).not.toContain('font-warmup');
      expect(html, path).toMatch(/<div id="root" data-prerendered-path="\/[^"]*"><div/);
    }
  });

  it('asks for no page code on a path no route shows, and shows the not-found page', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.preview.url}admin`);
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
    );
    const html = await (await fetch(`${app.preview.url}admin`)).text();
    // Only what the HTML itself lists for every page.
    for (const href of preloads) expect(html).toContain(`href="${href}"`);
    await page.close();
  });
});
