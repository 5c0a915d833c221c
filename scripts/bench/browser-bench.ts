// Runs the worker benchmark page in headless Chromium (Debian's) through Vite's dev server.
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { chromium } from 'playwright';
import type { BenchRow } from './timing';
import { CHROMIUM_ARGS } from '../../vite.config';

const root = resolve(import.meta.dirname, '../..');
const PORT = 5298;

export async function runBrowserBench(log: (line: string) => void): Promise<BenchRow[]> {
  const server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    server: { port: PORT, strictPort: true, host: '127.0.0.1' },
    logLevel: 'error',
  });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    log('browser: loading the worker benchmark page');
    await page.goto(`http://127.0.0.1:${PORT}/scripts/bench/worker-bench.html`);
    await page.waitForFunction(() => window.__benchRows || window.__benchError, undefined, { timeout: 600_000 });
    const error = await page.evaluate(() => window.__benchError);
    if (error) throw new Error(`Benchmark page failed: ${error}`);
    return (await page.evaluate(() => window.__benchRows)) ?? [];
  } finally {
    await browser.close();
    await server.close();
  }
}
