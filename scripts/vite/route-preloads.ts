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
}

/** Every file once, then per route (in table order) its pattern source and file indices. */
export interface PreloadTable {
  files: string[];
  routes: [pattern: string, scripts: number[]][];
}

/** For each route, the files its page needs that the HTML does not load already. */
export function preloadTable(routes: RouteModule[], chunks: OutputChunkLike[], entryFile: string): PreloadTable {
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
  return {
    files,
    routes: routes.map(({ pattern, module }) => {
      if (!module) return [routePatternSource(pattern), []];
      const chunk = chunks.find(
        (c) => c.facadeModuleId !== null && c.facadeModuleId.replace(/\.[jt]sx?$/, '') === module,
      );
      if (!chunk) throw new Error(`route-preloads: no chunk for ${module} (route ${pattern})`);
      const scripts = [...closure(chunk.fileName)].filter((f) => !initial.has(f));
      return [routePatternSource(pattern), scripts.map(indexOf)];
    }),
  };
}

/** The files the page at `path` (relative to the base path) needs beyond the entry's: the first route that shows it. */
export function preloadsFor(table: PreloadTable, path: string): string[] {
  const route = table.routes.find(([source]) => new RegExp(source, ROUTE_PATTERN_FLAGS).test(path));
  return route ? route[1].map((n) => table.files[n]) : [];
}
