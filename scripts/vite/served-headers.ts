// Vite plugin: the headers of scripts/lib/security-headers.ts. `vite preview` (npm start, the e2e tests) sends them all;
// the dev server sends them without the CSP (Vite's dev client, React's refresh preamble and vanilla-extract's dev
// styles are inline, and dev serves modules uncached); the build writes them for static hosts (scripts/lib/host-configs.ts).
import { existsSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { backendConfigured, fallbackFor, netlifyHeaders, staticWebAppConfig } from '../lib/host-configs.ts';
import { headersFor, headerSettingsFromEnv, securityHeaders, type HeaderSettings } from '../lib/security-headers.ts';

/** The path of `url` relative to `base` ('/' + the rest), or the whole path when the URL is not under it. */
export function pathUnderBase(url: string, base: string): string {
  const pathname = new URL(url, 'http://host').pathname;
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/**
 * Sends `headers` with whatever `res` answers, replacing any value a later middleware gives the same header: Vite's
 * static files (sirv) and its HTML fallback set their own Cache-Control, some through writeHead's headers argument.
 */
function sendWith(res: ServerResponse, headers: Record<string, string>): void {
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const last = args.at(-1);
    if (args.length > 1 && last && typeof last === 'object' && !Array.isArray(last))
      args[args.length - 1] = Object.fromEntries(
        Object.entries(last).filter(([name]) => !names.has(name.toLowerCase())),
      );
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

export function servedHeaders(env: Record<string, string | undefined> = process.env): Plugin {
  const settingsFor = (base: string): HeaderSettings => ({ ...headerSettingsFromEnv(env), base });
  let outDir = 'dist';
  let settings = settingsFor('/');
  let building = false;
  return {
    name: 'roleprism-served-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
      settings = settingsFor(config.base);
      building = config.command === 'build';
    },
    configureServer(server) {
      const { 'Content-Security-Policy': _csp, ...headers } = securityHeaders(settingsFor(server.config.base));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
    configurePreviewServer(server) {
      const served = settingsFor(server.config.base);
      // Added before Vite's own middlewares, so every answer passes here, the 404s of missing files included.
      server.middlewares.use((req, res, next) => {
        sendWith(res, headersFor(pathUnderBase(req.url ?? '/', served.base), served));
        next();
      });
    },
    // After the files are written, and after any plugin that adds the prerendered shell.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!building || !existsSync(outDir)) return;
        const fallback = fallbackFor(existsSync(resolve(outDir, 'shell.html')), backendConfigured(env));
        writeFileSync(resolve(outDir, '_headers'), netlifyHeaders(settings));
        writeFileSync(
          resolve(outDir, 'staticwebapp.config.json'),
          `${JSON.stringify(staticWebAppConfig(settings, fallback), null, 2)}\n`,
        );
      },
    },
  };
}
