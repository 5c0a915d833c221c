// Vite plugin: after the client build, renders every page the dataset fixes to HTML with React's server renderer
// (src/entry-server.tsx, built here as an SSR bundle), each with its own head and module preloads; the client hydrates
// them (src/main.tsx). Also writes 404.html (the not-found page) and shell.html (the empty app, for any route).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { build, type Connect, type Plugin } from 'vite';
import { ROUTES, routePatternOf } from '../../src/app/route-table.ts';
import { PAGE_DATA_ID } from '../../src/app/page-data.ts';
import type * as ServerModule from '../../src/entry-server.tsx';
import type { RenderedPage } from '../../src/entry-server.tsx';
import type { Role } from '../../src/data/role-model.ts';
import { escapeHtml, headTags, roleListJsonLd, scriptJson, type StructuredRole } from '../prerender/head-tags.ts';
import { backendConfigured, fallbackFor } from '../lib/host-configs.ts';
import { preloadsFor, preloadTable, type OutputChunkLike, type PreloadTable } from './route-preloads.ts';

type ServerEntry = typeof ServerModule;

/** The root element of index.html, which each page fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The marker of the not-found page's prerender: it is served for any path no route shows. */
export const NOT_FOUND_MARK = '404';

/** The file a page's HTML is written to, under the output folder. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`;
}

/** The structured data of a page (at most 10 roles, spec section 9), or undefined for pages that have none. */
function structuredData(path: string, roles: Role[], siteUrl: string | null): unknown {
  const builtIn: StructuredRole[] = roles.filter((r) => r.builtIn);
  if (path === '/catalog' || path === '/roles')
    return roleListJsonLd('Microsoft Entra ID built-in roles', builtIn, siteUrl);
  // A role page renders its own (the role and up to 9 related roles: src/features/roles/RoleStructuredData.tsx).
  if (path.startsWith('/permissions/')) {
    const action = path.slice('/permissions/'.length);
    const granting = roles.filter((r) => r.builtIn && r.permissions.some((p) => p.action === action));
    return roleListJsonLd(`Built-in roles that list ${action}`, granting, siteUrl);
  }
  return undefined;
}

/** The page's own preloads: its code beyond the entry's. */
export interface PagePreloads {
  /** The deployment's base path ('/' or '/tools/roleprism/'). */
  base: string;
  /** Files under the base path to preload as modules. */
  modulePreloads: string[];
}

/**
 * The whole HTML of a page: the built index.html with the page's head and preloads, its markup in #root and its
 * data.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  head: string,
  mark: string,
  { base, modulePreloads }: PagePreloads,
): string {
  const preloads = modulePreloads
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(base + file)}" />`)
    .join('\n    ');
  const withHead = template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${head}\n    ${preloads}\n  </head>`);
  const data = page.dataJson
    ? `\n    <script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(JSON.parse(page.dataJson))}</script>`
    : '';
  if (!withHead.includes(EMPTY_ROOT)) throw new Error('prerender: index.html has no empty #root');
  // A function replacement: the markup may hold '$&' and the like.
  return withHead.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root" data-prerendered-path="${mark.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${page.html}</div>${data}`,
  );
}

export interface PrerenderOptions {
  /** The public address of the app, base path included (SITE_URL); undefined: no canonical URL, relative images. */
  siteUrl?: string;
}

/** The build step (prerender) and the preview server's routing of the pages it wrote. */
export function prerenderPages(options: PrerenderOptions): Plugin[] {
  return [prerenderBuild(options), prerenderedPreview()];
}

function prerenderBuild({ siteUrl }: PrerenderOptions): Plugin {
  let table: PreloadTable | null = null;
  let enabled = true;
  let base = '/';
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  const site = siteUrl ? (siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`) : null;
  return {
    name: 'roleprism-prerender',
    apply: 'build',
    configResolved(config) {
      enabled = !config.build.ssr && process.env.ROLEPRISM_PRERENDER !== '0';
      base = config.base;
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const chunks = Object.values(bundle).filter((o): o is typeof o & OutputChunkLike => o.type === 'chunk');
      const entry = chunks.find((c) => (c as { isEntry?: boolean }).isEntry);
      if (!entry) throw new Error('prerender: the build has no entry chunk');
      // The engine's worker script is an asset of the main build, emitted from its `new Worker(new URL(…))`.
      const workers = Object.values(bundle)
        .filter((o) => o.type === 'asset' && /\.worker-[\w-]+\.js$/.test(o.fileName))
        .map((o) => o.fileName);
      const routes = ROUTES.map(({ pattern, page, preload = [], engineAtOnce }) => ({
        pattern,
        modules: [page, ...preload].map((module) => resolve(root, 'src', module)),
        worker: engineAtOnce === true,
      }));
      table = preloadTable(routes, chunks, entry.fileName, { app: resolve(root, 'src/app/App'), workers });
    },
    async writeBundle() {
      if (!enabled || !table) return;
      const started = performance.now();
      const ssrDir = resolve(root, 'node_modules/.roleprism-ssr', outDir.split(sep).join('_'));
      rmSync(ssrDir, { recursive: true, force: true });
      await build({
        configFile,
        mode,
        base,
        logLevel: 'warn',
        build: {
          ssr: resolve(root, 'src/entry-server.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
      const built = started;
      const files = async (relative: string) => {
        const file = resolve(outDir, relative);
        if (!file.startsWith(outDir + sep)) return null;
        return existsSync(file) && statSync(file).isFile() ? readFile(file) : null;
      };
      const { roles, paths } = await server.startServerRender(files);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const write = (name: string, html: string) => {
        const file = join(outDir, name);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      };
      // The shell first: index.html becomes the home page.
      write('shell.html', template);
      const renderStarted = performance.now();
      let bytes = 0;
      for (const path of [...paths, server.NOT_FOUND_PATH]) {
        const page = await server.renderPage(path);
        const notFound = path === server.NOT_FOUND_PATH;
        const head = headTags({
          path: notFound ? '/' : path,
          title: page.meta.title,
          description: page.meta.description,
          siteUrl: notFound ? null : site,
          base,
          jsonLd: notFound ? undefined : structuredData(path, roles, site),
        });
        const html = pageHtml(template, page, head, notFound ? NOT_FOUND_MARK : path, {
          base,
          modulePreloads: preloadsFor(table, notFound ? '/__not-found__' : path),
        });
        bytes += html.length;
        write(notFound ? '404.html' : htmlFileOf(path), html);
      }
      server.finishServerRender();
      const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(1);
      console.log(
        `prerender: ${paths.length} pages and 404.html in ${seconds(built)} s (SSR build ${((renderStarted - built) / 1000).toFixed(1)} s, render ${seconds(renderStarted)} s, ${(bytes / 1e6).toFixed(1)} MB of HTML)`,
      );
    },
  };
}

function prerenderedPreview(): Plugin {
  return {
    name: 'roleprism-prerendered-preview',
    configurePreviewServer(server) {
      const previewBase = server.config.base;
      const previewOut = resolve(server.config.root, server.config.environments.client.build.outDir);
      // Compressed as every host the docs name serves it (Netlify, Cloudflare Pages and Azure on their own, nginx by
      // docs/deploy-nginx.md's gzip lines): `vite preview` alone sends every script and data file uncompressed, which
      // made a slow connection's figures (npm run bench) measure bytes no visitor downloads.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction); // typed for Express, works on Connect
      // Before Vite's static files and its index.html fallback: a page's folder is its page (/data and /data/ too),
      // a path no route shows is the not-found page with status 404, any other route the shell.
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const url = new URL(req.url, 'http://preview');
        if (!url.pathname.startsWith(previewBase) && `${url.pathname}/` !== previewBase) return next();
        let path: string;
        try {
          path = `/${decodeURIComponent(url.pathname.slice(previewBase.length))}`;
        } catch {
          return next();
        }
        if (/\.[a-z0-9]+$/i.test(path)) return next();
        const page = join(previewOut, htmlFileOf(path.replace(/\/+$/, '') || '/'));
        if (page.startsWith(previewOut + sep) && existsSync(page)) {
          req.url = `${previewBase}${htmlFileOf(path.replace(/\/+$/, '') || '/')}${url.search}`;
          return next();
        }
        // As the host configurations do (scripts/lib/host-configs.ts, fallbackFor): with the bundled dataset every page
        // the app can show is a file, so any other path is not found (404.html, whose client still renders the path's
        // route: 'Role Not Found' and its suggestions); with a hosted backend a route may show a role the build did not
        // render, so a routed path gets the shell.
        const routed = routePatternOf(path) !== null;
        const shell = routed && fallbackFor(true, backendConfigured()) === 'shell.html';
        const fallback = join(previewOut, shell ? 'shell.html' : '404.html');
        if (!existsSync(fallback)) return next();
        res.statusCode = shell ? 200 : 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(fallback));
      });
    },
  };
}
