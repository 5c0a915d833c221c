// Vite plugin: under `vite preview` (npm start, the e2e tests) a missing file under the base path's assets/, data/ or api/
// is answered 404, not with the app's HTML.
//
// Vite's preview answers every unknown GET with index.html, as a single-page app's host should for its routes. For a
// script or data URL that hides the real fault: a page of an earlier build asking for a file that is gone gets HTML
// with status 200, and the browser reports a MIME-type error (the app a JSON parse error) instead of a missing file.
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

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
        if (file === undefined || (file !== null && statSync(file, { throwIfNoEntry: false })?.isFile())) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not Found\n');
      });
    },
  };
}
