// The build step that lets the HTML ask for a page's code: reading the real route table, and choosing per route the
// chunks the page needs beyond the entry's.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePatternSource } from '../../../../src/app/route-pattern';
import { preloadsFor, preloadTable, readRouteModules } from '../../../../scripts/vite/route-preloads';

const ROUTES_FILE = resolve(import.meta.dirname, '../../../../src/app/routes.tsx');

describe('route table', () => {
  it('reads every route of the app in order, with the module of each page loaded on demand', () => {
    const routes = readRouteModules(ROUTES_FILE);
    expect(routes[0]).toEqual({ pattern: '/', module: null }); // the home page is in the entry
    expect(routes.map((r) => r.pattern)).toContain('/compare');
    // The specific role guide comes before the generic role page, as the router matches them.
    expect(routes.findIndex((r) => r.pattern === '/roles/global-reader')).toBeLessThan(
      routes.findIndex((r) => r.pattern === '/roles/:slug'),
    );
    expect(routes.find((r) => r.pattern === '/compare')?.module).toBe(
      resolve(ROUTES_FILE, '../../pages/compare/ComparePage'),
    );
    for (const { module } of routes) if (module) expect(existsSync(`${module}.tsx`), module).toBe(true);
    expect(routes.filter((r) => r.module).length).toBeGreaterThanOrEqual(15);
  });

  it('fails the build rather than ship without preloads when the table cannot be read', () => {
    expect(() => readRouteModules(resolve(import.meta.dirname, '../../../../src/app/base-path.ts'))).toThrow(
      /could not read the route table/,
    );
  });
});

describe('preload table', () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId,
  });
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx'),
    chunk('assets/react.js', []),
    chunk('assets/Compare.js', ['assets/react.js', 'assets/switch.js'], '/app/src/pages/Compare.tsx'),
    chunk('assets/switch.js', ['assets/link.js']),
    chunk('assets/link.js', ['assets/react.js']),
    chunk('assets/Roles.js', ['assets/link.js'], '/app/src/pages/Roles.tsx'),
  ];

  it("lists each page's chunk and what it imports, without what the HTML already loads, each file once", () => {
    const table = preloadTable(
      [
        { pattern: '/', module: null },
        { pattern: '/compare', module: '/app/src/pages/Compare' },
        { pattern: '/roles/:slug', module: '/app/src/pages/Roles' },
      ],
      chunks,
      'assets/index.js',
    );
    expect(table.files).toEqual(['assets/Compare.js', 'assets/switch.js', 'assets/link.js', 'assets/Roles.js']);
    expect(table.routes).toEqual([
      [routePatternSource('/'), []],
      [routePatternSource('/compare'), [0, 1, 2]],
      [routePatternSource('/roles/:slug'), [3, 2]],
    ]);
  });

  it("puts the app's code, which the entry imports on demand, first in every page's list, found in its grouped chunk", () => {
    const grouped = [
      chunk('assets/boot.js', []),
      { ...chunk('assets/app.js', ['assets/react.js']), moduleIds: ['/app/src/state.ts', '/app/src/main.tsx'] },
      ...chunks.slice(1),
    ];
    const table = preloadTable(
      [
        { pattern: '/', module: null },
        { pattern: '/roles/:slug', module: '/app/src/pages/Roles' },
      ],
      grouped,
      'assets/boot.js',
      { app: '/app/src/main' },
    );
    expect(table.routes).toEqual([
      [routePatternSource('/'), [0, 1]],
      [routePatternSource('/roles/:slug'), [0, 1, 2, 3]],
    ]);
    expect(table.files).toEqual(['assets/app.js', 'assets/react.js', 'assets/Roles.js', 'assets/link.js']);
    // A path no route shows still needs the app's code (its not-found page).
    expect(preloadsFor(table, '/no-such-page')).toEqual(['assets/app.js', 'assets/react.js']);
  });

  it('adds the code a page loads on demand but needs at once, and the worker script of a page that can start it', () => {
    const withWorker = [
      ...chunks.map((c) =>
        c.fileName === 'assets/switch.js'
          ? { ...c, code: 'new Worker(new URL("engine.worker-1a.js", import.meta.url))' }
          : c,
      ),
      chunk('assets/Result.js', ['assets/react.js', 'assets/table.js'], '/app/src/features/Result.tsx'),
      chunk('assets/table.js', []),
    ];
    const table = preloadTable(
      [
        { pattern: '/compare', module: '/app/src/pages/Compare' },
        { pattern: '/roles/:slug', module: '/app/src/pages/Roles' },
      ],
      withWorker,
      'assets/index.js',
      { onDemand: { '/compare': ['/app/src/features/Result'] }, workers: ['assets/engine.worker-1a.js'] },
    );
    const filesOf = (i: number) => table.routes[i][1].map((n) => table.files[n]);
    // The result's chunk and its own imports, after the page's; the worker because the switch chunk starts it.
    expect(filesOf(0)).toEqual([
      'assets/Compare.js',
      'assets/switch.js',
      'assets/link.js',
      'assets/Result.js',
      'assets/table.js',
      'assets/engine.worker-1a.js',
    ]);
    // The role page's code cannot start the worker: no preload of its script.
    expect(filesOf(1)).toEqual(['assets/Roles.js', 'assets/link.js']);
  });

  it('fails when an on-demand preload names a route or a module the build does not have', () => {
    const routes = [{ pattern: '/compare', module: '/app/src/pages/Compare' }];
    expect(() => preloadTable(routes, chunks, 'assets/index.js', { onDemand: { '/nope': [] } })).toThrow(/no route/);
    expect(() =>
      preloadTable(routes, chunks, 'assets/index.js', { onDemand: { '/compare': ['/app/src/features/Gone'] } }),
    ).toThrow(/no chunk for/);
  });

  it('fails when a page has no chunk of its own', () => {
    expect(() =>
      preloadTable([{ pattern: '/x', module: '/app/src/pages/Missing' }], chunks, 'assets/index.js'),
    ).toThrow(/no chunk for/);
  });
});
