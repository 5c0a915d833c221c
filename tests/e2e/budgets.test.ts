// Size budgets of the production build: JavaScript for the first paint of / and what must stay lazy.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryScripts, pagePreloads, ROOT } from './preview-server';
import { htmlFileOf } from '../../scripts/vite/prerender';

const DIST = resolve(ROOT, 'dist');
const FIRST_PAINT_BUDGET_KB = 100;
/**
 * Scripts the HTML asks for: the entry's files, and per route its page's files beyond them (the app's code included,
 * which the entry imports on demand). Over HTTP/1.1 (six connections per host) every request past six waits a round
 * trip; see scripts/vite/chunk-groups.ts.
 */
const ENTRY_SCRIPTS_MAX = 3;
// A page's own scripts all start from its HTML at once (no waterfall); the engine worker's script is not counted.
// Eight: /compare's page, its result, its three Ariakit parts, the app, the shared code and the bundler's runtime.
const PAGE_SCRIPTS_MAX = 8;
const TOLERANCE = 1.1; // fail only when the budget is exceeded by more than 10%

function gzipKb(file: string): number {
  return gzipSync(readFileSync(resolve(DIST, file))).length / 1024;
}

/** Scripts the HTML loads before anything else: the entry module and its modulepreloads. */
function firstPaintScripts(): string[] {
  return entryScripts(readFileSync(resolve(DIST, 'shell.html'), 'utf8')).map((url) =>
    url.replace(/^.*?assets\//, 'assets/'),
  );
}

describe('size budgets', () => {
  it(`JavaScript for the first paint of a page the client draws (the shell) stays within ${FIRST_PAINT_BUDGET_KB} kB gzip`, () => {
    // The entry, and the app's code that it imports at once on a page with nothing prerendered (any page's preloads
    // list it: the home page's).
    const home = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    const app = pagePreloads(home, readFileSync(resolve(DIST, 'shell.html'), 'utf8')).filter((f) =>
      /assets\/(app|rolldown-runtime)-/.test(f),
    );
    expect(app.length).toBeGreaterThan(0);
    const scripts = [...firstPaintScripts(), ...app];
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((f) => [f, gzipKb(f)] as const);
    const total = sizes.reduce((n, [, kb]) => n + kb, 0);
    console.log(
      `[budget] first-paint JS: ${total.toFixed(1)} kB gzip (${sizes.map(([f, kb]) => `${f} ${kb.toFixed(1)} kB`).join(', ')})`,
    );
    expect(total).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_KB * TOLERANCE);
  });

  it(`asks for few script files: at most ${ENTRY_SCRIPTS_MAX} for the entry, at most ${PAGE_SCRIPTS_MAX} more per page`, () => {
    const entry = firstPaintScripts();
    const shell = readFileSync(resolve(DIST, 'shell.html'), 'utf8');
    // Each prerendered page names its own code in modulepreload links (scripts/vite/prerender.ts).
    const routes = [
      '/',
      '/catalog',
      '/simulator',
      '/compare',
      '/roles',
      '/roles/global-reader',
      '/roles/user-administrator',
      '/docs',
      '/docs/permission-views',
      '/docs/api',
      '/docs/getting-started',
      '/permissions',
      '/permissions/microsoft.directory/users/password/update',
      '/finder',
      '/changes',
      '/data',
      '/privacy',
    ].map((path) => [path, pagePreloads(readFileSync(resolve(DIST, htmlFileOf(path)), 'utf8'), shell)] as const);
    const pageCode = (list: string[]) => list.filter((f) => !/\.worker-/.test(f));
    console.log(
      `[budget] scripts: entry ${entry.length}; per page ${routes.map(([path, list]) => `${path} ${list.length}`).join(', ')}`,
    );
    expect(entry.length).toBeLessThanOrEqual(ENTRY_SCRIPTS_MAX);
    for (const [path, list] of routes)
      expect(pageCode(list).length, `${path}: ${list.join(', ')}`).toBeLessThanOrEqual(PAGE_SCRIPTS_MAX);
    // A shared comparison needs its result's code and the engine at once: both download beside the page's code, not
    // after it has run (the route table's `preload`, src/app/route-table.ts).
    const compare = routes.find(([p]) => p === '/compare')![1];
    expect(
      compare.some((f) => /assets\/ComparisonResult-/.test(f)),
      compare.join(', '),
    ).toBe(true);
    expect(
      compare.some((f) => /assets\/engine\.worker-/.test(f)),
      compare.join(', '),
    ).toBe(true);
    // A page that hydrates without the engine leaves the worker's script to the entry: on a slow connection it would
    // take bandwidth from the page's own code.
    for (const path of ['/catalog', '/simulator', '/roles/user-administrator'])
      expect(
        routes.find(([p]) => p === path)![1].filter((f) => /\.worker-/.test(f)),
        path,
      ).toEqual([]);
    // ...and the entry itself starts the worker (src/main.tsx), before the app's code has arrived.
    // (in one of the entry's own files: the bridge may share a file with the pages that ask the engine).
    expect(
      entry.some((file) =>
        /new Worker\(new URL\(`[^`]*assets\/engine\.worker-[\w-]+\.js`/.test(
          readFileSync(resolve(DIST, file.replace(/^.*?assets\//, 'assets/')), 'utf8'),
        ),
      ),
      entry.join(', '),
    ).toBe(true);
    const role = routes.find(([p]) => p === '/roles/user-administrator')![1];
    expect(
      role.some((f) => /assets\/RolePermissionList-/.test(f)),
      role.join(', '),
    ).toBe(true);
    // The pages that read the dataset share one file of common code.
    for (const path of ['/catalog', '/compare', '/roles/user-administrator']) {
      expect(
        routes.find(([p]) => p === path)![1].some((f) => /assets\/common-/.test(f)),
        path,
      ).toBe(true);
    }
  });

  it('a prerendered page needs no JavaScript for its first paint: its content is in the HTML, its code preloaded beside it', () => {
    for (const path of [
      '/',
      '/catalog',
      '/roles/global-administrator',
      '/permissions',
      '/docs',
      '/changes',
      '/compare',
    ]) {
      const html = readFileSync(resolve(DIST, htmlFileOf(path)), 'utf8');
      // The content is in the HTML; the one script is the entry, and the page's code (the app's with it) is named in
      // modulepreload links that the browser fetches beside it, with nothing held back in a <template>.
      expect(html, path).toMatch(/<div id="root" data-prerendered-path="[^"]+"><div/);
      expect(html, path).not.toContain('<template');
      expect(
        entryScripts(html).filter((url) => /\/assets\/index-/.test(url)),
        path,
      ).toHaveLength(1);
      expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-/);
    }
  });

  it("a role page's HTML embeds its view-model, not the dataset, each answer under its question", () => {
    const sizes: string[] = [];
    const dataset = statSync(resolve(DIST, 'data/roles_with_permissions.json')).size;
    for (const slug of ['global-administrator', 'user', 'helpdesk-administrator', 'security-administrator']) {
      const html = readFileSync(resolve(DIST, htmlFileOf(`/roles/${slug}`)), 'utf8');
      const answers =
        /<script type="application\/json" id="roleprism-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      // The page renders and hydrates from the worker's answers to its own questions (workers/role-page.ts): the
      // role, its permissions in the Listed view, the similar roles, the takeover facts. Each is filed under its
      // question (src/app/page-data.ts), and together they are a small part of the dataset.
      const parsed = JSON.parse(answers) as { answers?: Record<string, unknown> };
      const keys = Object.keys(parsed.answers ?? {});
      expect(keys.length, slug).toBeGreaterThanOrEqual(4);
      for (const key of keys) expect(JSON.parse(key), slug).toEqual([expect.any(String), expect.any(Array)]);
      expect(answers.length, slug).toBeLessThan(0.3 * dataset);
      const model = Object.values(parsed.answers ?? {}).find(
        (answer) => typeof answer === 'object' && answer !== null && 'role' in answer && 'related' in answer,
      ) as { role: object } | undefined;
      expect(model?.role, slug).toBeDefined();
      expect(model?.role, slug).not.toHaveProperty('permissions');
      sizes.push(
        `${slug} ${(gzipSync(html).length / 1024).toFixed(1)} kB (data ${(answers.length / 1024).toFixed(0)} kB raw)`,
      );
    }
    // For the record: TCP's first round trip carries about 14.3 kB (10 segments); a document past it waits one more.
    console.log(`[budget] role page HTML, gzip: ${sizes.join(', ')}`);
  });

  it('keeps the backend client and the engine worker out of the first paint', () => {
    const first = firstPaintScripts()
      .map((f) => readFileSync(resolve(DIST, f), 'utf8'))
      .join('\n');
    expect(first).not.toContain('GoTrueClient'); // supabase-js's auth client
    expect(first).not.toContain('createClient(');
    const assets = readdirSync(resolve(DIST, 'assets'));
    const worker = assets.find((f) => f.startsWith('engine.worker'));
    expect(worker, `worker chunk among ${assets.join(', ')}`).toBeTruthy();
    expect(firstPaintScripts()).not.toContain(`assets/${worker}`);
    const all = assets.filter((f) => f.endsWith('.js'));
    const total = all.reduce((n, f) => n + gzipKb(`assets/${f}`), 0);
    console.log(
      `[budget] all JS chunks: ${total.toFixed(1)} kB gzip in ${all.length} files; worker ${gzipKb(`assets/${worker}`).toFixed(1)} kB`,
    );
  });

  it('ships the dataset as one static file', () => {
    const kb = gzipKb('data/roles_with_permissions.json');
    console.log(`[budget] dataset: ${kb.toFixed(1)} kB gzip`);
    expect(kb).toBeLessThan(150);
  });
});
