// Time to the first percentage of a shared /compare link of 3 roles, for two builds side by side (interleaved runs,
// a fresh browser context each, median printed). Usage: npx tsx scripts/bench-compare-link.ts BEFORE_DIST AFTER_DIST [RUNS]
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/preview-server';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A static server of a built app: files as they are, index.html for any other path (the SPA fallback). */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = join(root, path);
      if (!file.startsWith(root) || !(await stat(file).catch(() => null))?.isFile()) file = join(root, 'index.html');
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(await readFile(file));
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main([before, after, runsText = '7']: string[]) {
  if (!before || !after) throw new Error('Usage: bench-compare-link.ts BEFORE_DIST AFTER_DIST [RUNS]');
  const runs = Number(runsText);
  const rows = JSON.parse(await readFile(join(after, 'data/roles_with_permissions.json'), 'utf8')) as {
    template_id: string;
    display_name: string;
  }[];
  const ids = ['Global Administrator', 'Global Reader', 'User Administrator'].map(
    (name) => rows.find((r) => r.display_name === name)!.template_id,
  );
  const builds = [
    { label: 'before', ...(await serve(before)) },
    { label: 'after', ...(await serve(after)) },
  ];
  const browser = await launchChromium();
  const times: Record<string, number[]> = { before: [], after: [] };
  try {
    for (let run = 0; run < runs + 1; run++) {
      // Interleaved, the order alternating; run 0 of each warms the disk cache and is not counted.
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto(`${build.url}compare?ids=${ids.join(',')}`);
        await page.waitForFunction(() => /\d+(\.\d+)?%/.test(document.querySelector('main')?.textContent ?? ''), null, {
          timeout: 60_000,
        });
        const ms = await page.evaluate(() => performance.now());
        if (run > 0) times[build.label].push(ms);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) build.server.close();
  }
  for (const [label, values] of Object.entries(times))
    console.log(
      `${label}: median ${median(values).toFixed(0)} ms to the first percentage (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`,
    );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
