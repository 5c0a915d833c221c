// Serves a production build with `vite preview` on a loopback port, and launches Debian's Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS } from '../../vite.config';

export const ROOT = resolve(import.meta.dirname, '../..');

function moduleFiles(html: string): string[] {
  const src = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...src, ...preloads])];
}

/**
 * The scripts a built page's HTML loads while it is parsed, before anything else: its module script and its
 * modulepreload links, as written.
 */
export function entryScripts(html: string): string[] {
  return moduleFiles(html);
}

/**
 * The files a page's own HTML preloads beyond what the shell (dist/shell.html) loads for every page, as 'assets/…':
 * its modulepreload links.
 */
export function pagePreloads(html: string, shellHtml: string): string[] {
  const shell = new Set(entryScripts(shellHtml));
  return moduleFiles(html)
    .filter((url) => !shell.has(url))
    .map((url) => url.replace(/^.*?assets\//, 'assets/'));
}

export interface Preview {
  url: string;
  stop: () => Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

/** Starts `vite preview` for `outDir` (built beforehand by the test command) and waits until it answers. */
export async function startPreview(port: number, { outDir = 'dist', base = '/' } = {}): Promise<Preview> {
  if (!existsSync(resolve(ROOT, outDir, 'index.html')))
    throw new Error(`No build in ${outDir}: run npm run build first.`);
  const child = spawn(
    resolve(ROOT, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir, '--base', base],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BASE_PATH: base },
    },
  );
  const url = `http://127.0.0.1:${port}${base}`;
  await waitForHttp(url, child);
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
