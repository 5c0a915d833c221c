// Vite plugin: the static JSON API (api/v1/*, scripts/lib/static-api.ts) emitted at build and served by the dev server;
// under `vite preview` (npm start) its files are sent with the CORS header the shipped host configs send too.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { StoredRoleRow } from '../../src/data/rows';
import type { HistoryFile } from '../../workers/engine/history-format';
import { API_DIR, staticApiFiles } from '../lib/static-api.ts';
import { cachedByFiles } from './cached-outputs.ts';
import { API_CORS } from '../lib/security-headers.ts';

/** Any page may read the API: it is public data, sent without cookies (the same header the host configs send). */
export const API_HEADERS = API_CORS;

export function staticApiOutputs(datasetPath: string, historyPath: string): Plugin {
  const files = cachedByFiles([datasetPath, historyPath], () =>
    staticApiFiles(
      JSON.parse(readFileSync(datasetPath, 'utf8')) as StoredRoleRow[],
      JSON.parse(readFileSync(historyPath, 'utf8')) as HistoryFile,
    ),
  );
  const apiPathOf = (url: string | undefined, base: string) => {
    const path = new URL(url ?? '/', 'http://host').pathname;
    return path.startsWith(`${base}${API_DIR}/`) ? path.slice(base.length) : null;
  };
  return {
    name: 'roleprism-static-api',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = apiPathOf(req.url, server.config.base);
        if (path === null) return next();
        const body = files()[path];
        res.statusCode = body === undefined ? 404 : 200;
        res.setHeader('Content-Type', body === undefined ? 'text/plain; charset=utf-8' : 'application/json');
        for (const [name, value] of Object.entries(API_HEADERS)) res.setHeader(name, value);
        res.end(body ?? 'Not Found\n');
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (apiPathOf(req.url, server.config.base) !== null)
          for (const [name, value] of Object.entries(API_HEADERS)) res.setHeader(name, value);
        next();
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
