// Which code each page needs beyond the entry's, read from the route table and the build's chunks.
//
// Pages load on demand (src/app/routes.tsx), so without a preload a first visit to /compare asks for the compare page's
// code only after the main bundle has downloaded and run: one more round trip before the page is interactive. The
// prerender (scripts/vite/prerender.ts) writes each page's files as modulepreload links into that page's HTML; Vite's
// own preload helper later finds the links in place and adds none of its own. (Styles are one file, loaded by the HTML:
// see cssCodeSplit in vite.config.ts.)
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ROUTE_PATTERN_FLAGS, routePatternSource } from '../../src/app/route-pattern.ts';

/** A route of the table: its path pattern and, for a page loaded on demand, the page's module file. */
export interface RouteModule {
  pattern: string;
  module: string | null;
}

const PAGE_DECLARATION = /const (\w+) = page\(\(\) => import\('([^']+)'\), '\w+'\);/g;
const ROUTE_ENTRY = /^\s*\['([^']+)', (\w+)\],?$/gm;

/** The routes of `routesFile`, in table order; throws when the table cannot be read, so a build never silently drops them. */
export function readRouteModules(routesFile: string): RouteModule[] {
  const source = readFileSync(routesFile, 'utf8');
  const pages = new Map([...source.matchAll(PAGE_DECLARATION)].map((m) => [m[1], m[2]]));
  const table = source.slice(source.indexOf('const ROUTES'));
  const routes = [...table.matchAll(ROUTE_ENTRY)].map(([, pattern, name]) => {
    const specifier = pages.get(name);
    return { pattern, module: specifier ? resolve(dirname(routesFile), specifier) : null };
  });
  if (pages.size === 0 || routes.length === 0 || routes.filter((r) => r.module).length !== pages.size) {
    throw new Error(
      `route-preloads: could not read the route table of ${routesFile} (${pages.size} pages, ${routes.length} routes)`,
    );
  }
  return routes;
}

export interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  /** Every module in the chunk. */
  moduleIds?: string[];
  /** The chunk's code: read for the worker scripts it starts. */
  code?: string;
}

/**
 * Code a page loads on demand (a lazy part, so its own first paint does not wait) yet needs as soon as its data is in:
 * preloaded with the page, so it is not one more round trip after the page's code. Paths relative to `src/`, without
 * the extension. A shared /compare link shows its result only once the result's code is in; a role page shows its
 * permission list the same way.
 */
export const ON_DEMAND_PRELOADS: Readonly<Record<string, readonly string[]>> = {
  '/compare': ['features/compare/ComparisonResult'],
  '/roles/:slug': ['features/roles/RolePermissionList'],
};

/**
 * Pages that show nothing of use before the app runs (their content comes from the query or the hash): their HTML
 * preloads their code at once. Every other prerendered page is readable from its HTML alone, so its preloads wait in a
 * <template> until the first paint (src/boot.ts): on a slow connection they would share the link with the stylesheet.
 */
export const APP_FIRST_ROUTES: readonly string[] = ['/compare', '/simulator', '/custom-role'];

/** What pages preload beyond their own chunks (see preloadTable). */
export interface PreloadExtras {
  /**
   * The app's module (absolute, without extension), which the entry imports on demand (src/boot.ts): every page needs
   * it, so every page preloads it and its imports.
   */
  app?: string;
  /** Per route pattern: modules (absolute, without extension) loaded on demand that the page needs at once. */
  onDemand?: Readonly<Record<string, readonly string[]>>;
  /**
   * Worker scripts (as in the bundle, 'assets/…'): a page whose code can start one preloads it, so the worker's script
   * downloads beside the page's code instead of after it has run (the worker's own request then finds it in the HTTP
   * cache: hashed assets are immutable).
   */
  workers?: readonly string[];
}

/** Every file once, then per route (in table order) its pattern source and file indices. */
export interface PreloadTable {
  files: string[];
  routes: [pattern: string, scripts: number[]][];
  /** What a path no route shows (the not-found page, in the app's code) needs: the app's files. */
  fallback: number[];
}

/** For each route, the files its page needs that the HTML does not load already. */
export function preloadTable(
  routes: RouteModule[],
  chunks: OutputChunkLike[],
  entryFile: string,
  { app, onDemand = {}, workers = [] }: PreloadExtras = {},
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
    // A module the build grouped with others (src/main.tsx in `app`) is no chunk's facade: its chunk holds it.
    const chunk =
      chunks.find((c) => named(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some((id) => named(id)));
    if (!chunk) throw new Error(`route-preloads: no chunk for ${module} (route ${pattern})`);
    return chunk.fileName;
  };
  for (const pattern of Object.keys(onDemand)) {
    if (!routes.some((r) => r.pattern === pattern)) throw new Error(`route-preloads: no route ${pattern}`);
  }
  const scriptsOf = (roots: string[]) => {
    const scripts = new Set<string>();
    for (const root of roots) for (const file of closure(root)) if (!initial.has(file)) scripts.add(file);
    for (const worker of workers) {
      if ([...initial, ...scripts].some((file) => byFile.get(file)?.code?.includes(worker.replace(/^.*\//, '')))) {
        scripts.add(worker);
      }
    }
    return [...scripts].map(indexOf);
  };
  const appRoots = (pattern: string) => (app ? [chunkOf(app, pattern)] : []);
  return {
    files,
    routes: routes.map(({ pattern, module }) => [
      routePatternSource(pattern),
      scriptsOf([
        ...appRoots(pattern),
        ...(module ? [chunkOf(module, pattern)] : []),
        ...(onDemand[pattern] ?? []).map((m) => chunkOf(m, pattern)),
      ]),
    ]),
    fallback: scriptsOf(appRoots('(no route)')),
  };
}

/**
 * The files the page at `path` (relative to the base path) needs beyond the entry's: the first route that shows it,
 * or the app's code for a path no route shows.
 */
export function preloadsFor(table: PreloadTable, path: string): string[] {
  const route = table.routes.find(([source]) => new RegExp(source, ROUTE_PATTERN_FLAGS).test(path));
  return (route ? route[1] : table.fallback).map((n) => table.files[n]);
}
