// Which code each page needs beyond the entry's, read from the route table and the build's chunk graph.
//
// Pages load on demand (src/app/route-table.ts), so without a preload a first visit to /compare asks for the compare
// page's code only after the app's code has downloaded and run: one more round trip before the page is interactive. The
// prerender (scripts/vite/prerender.ts) writes each page's files as modulepreload links into that page's HTML; Vite's
// own preload helper later finds the links in place and adds none of its own. (Styles are one file, loaded by the HTML:
// see cssCodeSplit in vite.config.ts.)
import { routePatternOf } from '../../src/app/route-table.ts';

/** A route of the table: its path pattern and the modules its page needs at once (absolute, without extension). */
export interface RouteModules {
  pattern: string;
  /** The page's module first, then what it loads on demand but needs at once (the route table's `preload`). */
  modules: string[];
  /** The page needs the engine at once (the route table's `engineAtOnce`): the worker scripts are preloaded too. */
  worker?: boolean;
}

export interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  /** Every module in the chunk. */
  moduleIds?: string[];
}

/** What pages preload beyond their own chunks (see preloadTable). */
export interface PreloadExtras {
  /**
   * The app's module (absolute, without extension), which the entry imports with the page's (src/main.tsx): every page
   * needs it, so every page preloads it and its imports.
   */
  app?: string;
  /**
   * Worker scripts (as in the bundle, 'assets/…'), preloaded by a page that needs the engine at once, so the worker's
   * script downloads beside the page's code instead of after it has run (the worker's own request then finds it in the
   * HTTP cache: hashed assets are immutable).
   */
  workers?: readonly string[];
}

/** Every file once, then per route (in table order) its pattern and file indices. */
export interface PreloadTable {
  files: string[];
  routes: [pattern: string, scripts: number[]][];
  /** What a path no route shows (the not-found page, in the app's code) needs: the app's files. */
  fallback: number[];
}

/** For each route, the files its page needs that the HTML does not load already. */
export function preloadTable(
  routes: RouteModules[],
  chunks: OutputChunkLike[],
  entryFile: string,
  { app, workers = [] }: PreloadExtras = {},
): PreloadTable {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const initial = closure(entryFile);
  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const chunkOf = (module: string, pattern: string) => {
    const named = (id: string | null) => id !== null && id.replace(/\.[jt]sx?$/, '') === module;
    // A module the build grouped with others (src/app/App.tsx in `app`) is no chunk's facade: its chunk holds it.
    const chunk =
      chunks.find((c) => named(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some((id) => named(id)));
    if (!chunk) throw new Error(`route-preloads: no chunk for ${module} (route ${pattern})`);
    return chunk.fileName;
  };
  const scriptsOf = (roots: string[], worker = false) => {
    const scripts = new Set<string>();
    for (const root of roots) for (const file of closure(root)) if (!initial.has(file)) scripts.add(file);
    if (worker) for (const file of workers) scripts.add(file);
    return [...scripts].map(indexOf);
  };
  const appRoots = (pattern: string) => (app ? [chunkOf(app, pattern)] : []);
  return {
    files,
    routes: routes.map(({ pattern, modules, worker }) => [
      pattern,
      scriptsOf([...appRoots(pattern), ...modules.map((m) => chunkOf(m, pattern))], worker),
    ]),
    fallback: scriptsOf(appRoots('(no route)')),
  };
}

/**
 * The files the page at `path` (relative to the base path) needs beyond the entry's: the first route that shows it,
 * or the app's code for a path no route shows.
 */
export function preloadsFor(table: PreloadTable, path: string): string[] {
  const pattern = routePatternOf(path);
  const route = table.routes.find(([routePattern]) => routePattern === pattern);
  return (route ? route[1] : table.fallback).map((n) => table.files[n]);
}
