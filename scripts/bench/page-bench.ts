// Pages against a plain static page (issue 30's targets): how long after navigation a role page's content is painted
// (largest contentful paint) and ready (a script can first read its permissions: a busy main thread delays that, as it
// delays a click), and a shared /compare link is ready (its first percentage read), each as a ratio to a static HTML
// copy of the role page (the same content and stylesheet, no scripts) loaded in the same rounds. Every visit is a first visit (a new browser
// context, nothing cached); the pages are visited in turns, round after round, so a drift of the machine's speed
// touches all of them alike; the report gives medians.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright';
import { launchChromium, startPreview, ROOT } from '../../tests/e2e/preview-server';
import { medianOf } from './timing';
import { withoutScripts } from './static-copy';

const PORT = 4410;
/** The static copy of the role page, written into the build by writeReference. */
export const REFERENCE_PATH = '__bench/role-static.html';

export interface PageCase {
  name: string;
  path: string;
  /** Runs in the page: true once the content the case waits for is on screen. */
  shown: string;
  /** The largest ratio to the static page the target allows, for ready. */
  maxRatio: number;
  /** The largest ratio of its largest contentful paint to the static page's the target allows (only where one is set). */
  maxContentRatio?: number;
}

export interface PageRow {
  name: string;
  medianMs: number;
  ratio: number | null;
  maxRatio: number | null;
  samples: number[];
}

/** True once an element matching `selector` whose text starts with `prefix` is laid out (has a box). */
function textShown(selector: string, prefix: string): string {
  return `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.textContent.startsWith(${JSON.stringify(prefix)}) && e.getBoundingClientRect().height > 0)`;
}

/** A role page's permission, a comparison's off-diagonal percentage, and the big matrix of every role. */
function cases(outDir: string): PageCase[] {
  const rows = JSON.parse(readFileSync(resolve(ROOT, outDir, 'data/roles_with_permissions.json'), 'utf8')) as {
    display_name: string;
    template_id: string;
    is_builtin?: boolean;
    role_permissions: { permissions: { action: string } }[];
  }[];
  const id = (name: string) => rows.find((r) => r.display_name === name)!.template_id;
  const builtIn = rows.filter((r) => r.is_builtin !== false).map((r) => r.template_id);
  // The role's last permission in the list: once it is laid out, the whole list is.
  const ga = rows.find((r) => r.display_name === 'Global Administrator')!;
  const last = ga.role_permissions
    .map((p) => p.permissions.action)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .at(-1)!;
  const permission = textShown('main li', last);
  // A percentage in a cell that is not the diagonal ("100%" beside "Same role"), or the big matrix's canvas drawn.
  const percentage = `[...document.querySelectorAll('main td')].some((td) => /^\\d+(\\.\\d+)?%/.test(td.textContent) && !/Same role/.test(td.textContent) && td.getBoundingClientRect().height > 0)`;
  const matrix = `${percentage} || [...document.querySelectorAll('main canvas')].some((c) => c.width > 0 && c.getBoundingClientRect().height > 0)`;
  return [
    { name: 'static HTML copy of the role page', path: REFERENCE_PATH, shown: permission, maxRatio: 1 },
    {
      name: 'role page, permissions ready',
      path: 'roles/global-administrator',
      shown: permission,
      // Issue 38's targets: a role page ready within 1.25x the static copy, a shared comparison within 2x (2 roles)
      // and 2.5x (every built-in role).
      maxRatio: 1.25,
      maxContentRatio: 1.2,
    },
    {
      name: 'shared /compare of 2 roles, first percentage ready',
      path: `compare?ids=${[id('Global Administrator'), id('Global Reader')].join(',')}`,
      shown: percentage,
      maxRatio: 2,
    },
    {
      name: `shared /compare of all ${builtIn.length} built-in roles, matrix ready`,
      path: `compare?ids=${builtIn.join(',')}`,
      shown: matrix,
      maxRatio: 2.5,
    },
  ];
}

/**
 * Milliseconds from the navigation's start until `shown` holds, and the page's largest contentful paint by then, in a
 * new context (a first visit).
 */
async function visit(browser: Browser, url: string, shown: string): Promise<{ ready: number; content: number }> {
  // bypassCSP: the page's policy refuses the eval behind waitForFunction's string predicate (it changes nothing else).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  try {
    const page: Page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(`(${shown}) ? performance.now() : false`, undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    const ready = (await handle.jsonValue()) as number;
    const content = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(Number.NaN), 1000);
        }),
    );
    return { ready, content };
  } finally {
    await context.close();
  }
}

/**
 * Writes the static copy: the role page's prerendered HTML with every script and module preload taken out, so the
 * reference has the very markup and stylesheet the role page shows, and nothing runs.
 */
export function writeReference(outDir: string): void {
  const html = withoutScripts(readFileSync(resolve(ROOT, outDir, 'roles/global-administrator/index.html'), 'utf8'));
  mkdirSync(resolve(ROOT, outDir, '__bench'), { recursive: true });
  writeFileSync(resolve(ROOT, outDir, REFERENCE_PATH), html);
}

/** Visits every case `rounds` times in turns against the build in `outDir`; returns one row per case. */
export async function runPageBench(
  log: (line: string) => void,
  { outDir = 'dist', rounds = 7 }: { outDir?: string; rounds?: number } = {},
): Promise<PageRow[]> {
  const preview = await startPreview(PORT, { outDir });
  const browser = await launchChromium();
  try {
    const all = cases(outDir);
    writeReference(outDir);
    const samples = all.map(() => [] as number[]);
    const contents = all.map(() => [] as number[]);
    // One unmeasured round: the preview server and Chromium warm up on it.
    for (const c of all) await visit(browser, preview.url + c.path, c.shown);
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, c] of all.entries()) {
        const { ready, content } = await visit(browser, preview.url + c.path, c.shown);
        samples[i].push(ready);
        contents[i].push(content);
      }
      log(`pages: round ${round + 1}/${rounds}: ${samples.map((s) => Math.round(s[round])).join(', ')} ms`);
    }
    const reference = medianOf(samples[0]).medianMs;
    const referenceContent = medianOf(contents[0]).medianMs;
    return all.flatMap((c, i) => {
      const { medianMs } = medianOf(samples[i]);
      const isReference = i === 0;
      const ready: PageRow = {
        name: c.name,
        medianMs,
        ratio: isReference ? null : medianMs / reference,
        maxRatio: isReference ? null : c.maxRatio,
        samples: samples[i],
      };
      if (!isReference && c.maxContentRatio === undefined) return [ready];
      const content = medianOf(contents[i]).medianMs;
      const painted: PageRow = {
        name: `${c.name.replace(/, .*$/, '')}, content painted (largest contentful paint)`,
        medianMs: content,
        ratio: isReference ? null : content / referenceContent,
        maxRatio: c.maxContentRatio ?? null,
        samples: contents[i],
      };
      return [painted, ready];
    });
  } finally {
    await browser.close();
    await preview.stop();
  }
}

/** The rows as a Markdown table. */
export function pageTable(rows: PageRow[]): string {
  return [
    '| Page | Median (ms) | Ratio to the static page | Target |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.medianMs)} | ${r.ratio === null ? 'reference' : `${r.ratio.toFixed(2)}x`} | ${r.maxRatio === null ? '' : `≤ ${r.maxRatio}x`} |`,
    ),
  ].join('\n');
}
