// Vite plugin: the HTML starts downloading the code of the page it is opened on.
//
// Pages load on demand (src/app/routes.tsx), so without this a first visit to /compare asks for the compare page's code
// only after the main bundle has downloaded and run: one more round trip, all of it before the page's first content.
// The plugin reads the route table, finds each page's chunk and the chunks it needs beyond the entry's, and puts a
// small script in the <head> that adds modulepreload links for the current path while the entry still downloads.
// Vite's own preload helper later finds the links in place and adds none of its own. (Styles are one file, loaded by
// the HTML: see cssCodeSplit in vite.config.ts.)
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
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

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
}

/** What the inline script reads: every file once, then per route (in table order) its pattern source and file indices. */
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

/** The inline script: finds the first route that shows the current path and adds its modulepreload links. */
export function preloadScript(table: PreloadTable, base: string): string {
  // Small and dependency-free: it runs while the HTML is parsed, before any module.
  return `(function(){var b=${JSON.stringify(base.replace(/\/$/, ''))},p=location.pathname,f=${JSON.stringify(table.files)},t=${JSON.stringify(table.routes)};
if(b&&p.indexOf(b)===0)p=p.slice(b.length)||"/";
for(var i=0;i<t.length;i++)if(new RegExp(t[i][0],${JSON.stringify(ROUTE_PATTERN_FLAGS)}).test(p)){t[i][1].forEach(function(n){var l=document.createElement("link");l.rel="modulepreload";l.as="script";l.crossOrigin="";l.href=b+"/"+f[n];document.head.appendChild(l)});break}})();`;
}

export function routePreloads(routesFile: string): Plugin {
  let base = '/';
  return {
    name: 'roleprism-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html;
        const chunks = Object.values(context.bundle).filter((o): o is typeof o & OutputChunkLike => o.type === 'chunk');
        // Still built, so a route table the build cannot read stops it; no longer injected: the Content-Security-Policy
        // allows no inline script (scripts/lib/security-headers.ts), and prerendered pages name their own preloads.
        void preloadScript(preloadTable(readRouteModules(routesFile), chunks, context.chunk.fileName), base);
        return html;
      },
    },
  };
}
