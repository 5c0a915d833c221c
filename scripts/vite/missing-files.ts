// Vite plugin: under `vite preview` (npm start, the e2e tests) a missing file under the base path's assets/, data/ or api/
// is answered 404, not with the app's HTML; and, in a build with a 404.html page, a path that no route of the app shows
// gets that page with status 404, as the static host configs do (scripts/lib/host-configs.ts).
//
// Vite's preview answers every unknown GET with index.html, as a single-page app's host should for its routes. For a
// script or data URL that hides the real fault: a page of an earlier build asking for a file that is gone gets HTML
// with status 200, and the browser reports a MIME-type error (the app a JSON parse error) instead of a missing file.
import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { routePatternOf } from '../../src/app/route-table.ts';

/** Folders of the build that hold only files: a URL under them names a file, or nothing the server has. */
const FILE_FOLDERS = ['assets', 'data', 'api'];

/** For a URL under `base` + assets/ or data/, the file it names in `outDir` (null when it names none); undefined for any other URL. */
function builtFileOf(url: string, base: string, outDir: string): string | null | undefined {
  const pathname = new URL(url, 'http://preview').pathname;
  const folder = FILE_FOLDERS.find((name) => pathname.startsWith(`${base}${name}/`));
  if (!folder) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(base.length));
  } catch {
    return null;
  }
  const file = resolve(outDir, relative);
  return file.startsWith(resolve(outDir, folder) + sep) ? file : null;
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/**
 * What the preview answers for a page URL (`path` relative to the base path, not decoded): the build's file for it
 * (`path` as is, + '.html' or + '/index.html', as nginx's try_files looks), 'route' when a route of the app shows it,
 * else 'not-found'.
 */
export function pageOf(path: string, outDir: string): { file: string } | 'route' | 'not-found' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'not-found';
  }
  const inside = (candidate: string) => {
    const file = resolve(outDir, `.${decodeURIComponent(candidate)}`);
    return (file === outDir || file.startsWith(outDir + sep)) && isFile(file);
  };
  const trimmed = path.replace(/\/$/, '');
  const found = [path, `${trimmed}.html`, `${trimmed}/index.html`].find(inside);
  if (found !== undefined) return { file: found };
  return routePatternOf(decoded) === null ? 'not-found' : 'route';
}

/** The paths a page shows are the app's route table's (src/app/route-table.ts). */
export function missingFiles404(): Plugin {
  return {
    name: 'roleprism-missing-files-404',
    configurePreviewServer(server) {
      const { base, root, environments } = server.config;
      // The folder vite preview serves (--outDir included).
      const outDir = resolve(root, environments.client.build.outDir);
      // Added here, before Vite's own middlewares: the static files and the index.html fallback come after it.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const file = builtFileOf(req.url ?? '/', base, outDir);
        if (file === undefined) return notFoundPage(req, res, next);
        if (file !== null && isFile(file)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not Found\n');
      });
      const notFoundFile = resolve(outDir, '404.html');
      const shellFile = resolve(outDir, 'shell.html');
      /** Without a 404.html (a build that prerenders nothing) every page URL gets the app, whose catch-all says not found. */
      const notFoundPage = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        if (!pathname.startsWith(base) || !isFile(notFoundFile)) return next();
        const page = pageOf(`/${pathname.slice(base.length)}`, outDir);
        if (typeof page === 'object') {
          // The build's file (a prerendered roles/x.html or roles/x/index.html, which Vite's preview would not look for).
          req.url = `${base}${page.file.slice(1)}`;
          return next();
        }
        if (page === 'route') {
          // A route with no prerendered file (a query-driven page): the shell, which the client fills in.
          if (isFile(shellFile)) req.url = `${base}shell.html`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFoundFile));
      };
    },
  };
}
