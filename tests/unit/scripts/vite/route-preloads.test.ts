// The build step that lets the HTML ask for a page's code: choosing per route of the route table the chunks the page
// needs beyond the entry's.
import { describe, expect, it } from 'vitest';
import { preloadsFor, preloadTable } from '../../../../scripts/vite/route-preloads';

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
        { pattern: '/', modules: [] },
        { pattern: '/compare', modules: ['/app/src/pages/Compare'] },
        { pattern: '/roles/:slug', modules: ['/app/src/pages/Roles'] },
      ],
      chunks,
      'assets/index.js',
    );
    expect(table.files).toEqual(['assets/Compare.js', 'assets/switch.js', 'assets/link.js', 'assets/Roles.js']);
    expect(table.routes).toEqual([
      ['/', []],
      ['/compare', [0, 1, 2]],
      ['/roles/:slug', [3, 2]],
    ]);
  });

  it("puts the app's code, which the entry imports on demand, first in every page's list, found in its grouped chunk", () => {
    const grouped = [
      chunk('assets/main.js', []),
      { ...chunk('assets/app.js', ['assets/react.js']), moduleIds: ['/app/src/state.ts', '/app/src/app/App.tsx'] },
      ...chunks.slice(1),
    ];
    const table = preloadTable(
      [
        { pattern: '/', modules: [] },
        { pattern: '/roles/:slug', modules: ['/app/src/pages/Roles'] },
      ],
      grouped,
      'assets/main.js',
      { app: '/app/src/app/App' },
    );
    expect(table.routes).toEqual([
      ['/', [0, 1]],
      ['/roles/:slug', [0, 1, 2, 3]],
    ]);
    expect(table.files).toEqual(['assets/app.js', 'assets/react.js', 'assets/Roles.js', 'assets/link.js']);
    // A path no route shows still needs the app's code (its not-found page); a path is matched as the router does.
    expect(preloadsFor(table, '/no-such-page')).toEqual(['assets/app.js', 'assets/react.js']);
    expect(preloadsFor(table, '/Roles/User-Administrator/')).toEqual(table.routes[1][1].map((n) => table.files[n]));
  });

  it('adds the code a page loads on demand but needs at once, and the worker script of a page that needs the engine at once', () => {
    const withResult = [
      ...chunks,
      chunk('assets/Result.js', ['assets/react.js', 'assets/table.js'], '/app/src/features/Result.tsx'),
      chunk('assets/table.js', []),
    ];
    const table = preloadTable(
      [
        { pattern: '/compare', modules: ['/app/src/pages/Compare', '/app/src/features/Result'], worker: true },
        { pattern: '/roles/:slug', modules: ['/app/src/pages/Roles'] },
      ],
      withResult,
      'assets/index.js',
      { workers: ['assets/engine.worker-1a.js'] },
    );
    const filesOf = (i: number) => table.routes[i][1].map((n) => table.files[n]);
    // The result's chunk and its own imports, after the page's; then the worker, which the page needs at once.
    expect(filesOf(0)).toEqual([
      'assets/Compare.js',
      'assets/switch.js',
      'assets/link.js',
      'assets/Result.js',
      'assets/table.js',
      'assets/engine.worker-1a.js',
    ]);
    // The role page hydrates without the engine: its bandwidth goes to its own code, not the worker's script.
    expect(filesOf(1)).toEqual(['assets/Roles.js', 'assets/link.js']);
    expect(preloadsFor(table, '/no-such-page')).not.toContain('assets/engine.worker-1a.js');
  });

  it('fails when an on-demand preload names a module the build does not have', () => {
    const routes = [{ pattern: '/compare', modules: ['/app/src/pages/Compare', '/app/src/features/Gone'] }];
    expect(() => preloadTable(routes, chunks, 'assets/index.js')).toThrow(/no chunk for/);
  });

  it('fails when a page has no chunk of its own', () => {
    expect(() =>
      preloadTable([{ pattern: '/x', modules: ['/app/src/pages/Missing'] }], chunks, 'assets/index.js'),
    ).toThrow(/no chunk for/);
  });
});
