// A prerendered page on a slow phone (issue 38): how long after its first paint it works, that is, takes a press.
// The profile is Chromium's, through CDP: the CPU 4x slower, 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up.
// "Works" is the moment the page's code clears #root's `inert` (public/boot.js sets it from the first paint; src/main.tsx
// clears it once the page is hydrated), recorded in the page by a MutationObserver and told through its console. The
// static copy of the role page (no scripts) is loaded in the same rounds: its first paint tells how slow the profile
// is. First visits (a new context each), the pages in turns, medians.
import type { Browser } from 'playwright';
import { launchChromium, startPreview } from '../../tests/e2e/preview-server';
import { medianOf } from './timing';

const PORT = 4412;

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
} as const;

export interface SlowPhoneRow {
  page: string;
  /**
   * Medians: first contentful paint, the moment the page works (from the navigation's start), and from its first paint
   * until then (null: the static copy, which never works). A page that paints early has the longer wait after its
   * paint; when it works is the page's own moment.
   */
  paintMs: number;
  workingMs: number | null;
  workingAfterPaintMs: number | null;
  samples: number[];
}

/** What the page writes to its console when it works, with the moment (performance.now()). */
const WORKING_MARK = 'roleprism-bench-working';

/**
 * One first visit under the profile: its first paint, and when #root stopped being inert (null for the static copy,
 * which has no code). The page tells that moment through its console, so the harness injects and polls nothing in the
 * page until then: an injected script's first evaluation costs tens of milliseconds at a quarter speed, on the main
 * thread the page is hydrating on.
 */
async function visit(
  browser: Browser,
  url: string,
  hasCode: boolean,
): Promise<{ paint: number; working: number | null }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
    });
    await page.addInitScript((mark) => {
      let seenInert = false;
      const observer = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        if (root.inert) seenInert = true;
        else if (seenInert) {
          observer.disconnect();
          console.debug(mark, performance.now());
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['inert'] });
    }, WORKING_MARK);
    // Awaited together: if the navigation fails, its error is the one reported.
    const [worked] = await Promise.all([
      hasCode
        ? page.waitForEvent('console', { predicate: (m) => m.text().startsWith(WORKING_MARK), timeout: 120_000 })
        : null,
      page.goto(url, { waitUntil: 'commit', timeout: 120_000 }),
    ]);
    const working = worked ? Number(worked.text().slice(WORKING_MARK.length)) : null;
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      polling: 100,
      timeout: 120_000,
    });
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    return { paint, working };
  } finally {
    await context.close();
  }
}

/** Visits the static copy (`referencePath`) and `paths` in turns, `rounds` times, against the build in `outDir`. */
export async function runSlowPhoneBench(
  log: (line: string) => void,
  {
    outDir = 'dist',
    referencePath,
    paths = ['catalog', 'simulator', 'roles/global-administrator'],
    rounds = 5,
  }: { outDir?: string; referencePath: string; paths?: string[]; rounds?: number },
): Promise<SlowPhoneRow[]> {
  const preview = await startPreview(PORT, { outDir });
  const browser = await launchChromium();
  try {
    const all = [referencePath, ...paths];
    const paints = all.map(() => [] as number[]);
    const working = all.map(() => [] as number[]);
    const workingAt = all.map(() => [] as number[]);
    for (const [i, path] of all.entries()) await visit(browser, preview.url + path, i > 0); // warm-up, unmeasured
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, path] of all.entries()) {
        const { paint, working: at } = await visit(browser, preview.url + path, i > 0);
        paints[i].push(paint);
        if (at !== null) {
          working[i].push(at - paint);
          workingAt[i].push(at);
        }
      }
      log(`slow phone: round ${round + 1}/${rounds}: ${working.map((w) => Math.round(w.at(-1) ?? 0)).join(', ')} ms`);
    }
    return all.map((path, i) => ({
      page: i === 0 ? 'static copy of the role page (no scripts)' : `/${path}`,
      paintMs: medianOf(paints[i]).medianMs,
      workingMs: i === 0 ? null : medianOf(workingAt[i]).medianMs,
      workingAfterPaintMs: i === 0 ? null : medianOf(working[i]).medianMs,
      samples: i === 0 ? paints[i] : working[i],
    }));
  } finally {
    await browser.close();
    await preview.stop();
  }
}

/** The rows as a Markdown table. */
export function slowPhoneTable(rows: SlowPhoneRow[]): string {
  return [
    '| Page | First paint (median, ms) | Working (median, ms) | First paint to working (median, ms) | Samples (ms) |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map((r) => {
      const ms = (value: number | null) => (value === null ? '' : String(Math.round(value)));
      return `| ${r.page} | ${ms(r.paintMs)} | ${ms(r.workingMs)} | ${ms(r.workingAfterPaintMs)} | ${r.samples.map(Math.round).join(', ')} |`;
    }),
  ].join('\n');
}
