// The built app, served: /assignments reads the 50,000-assignment synthetic tenant (20,000 principals, 18 MB of Graph
// JSON) chosen in the page. The test asserts the structure (the summary from the worker, one page of rows, a filter
// over all principals still one page, a workbook of every row saved) and prints the main-thread long tasks of the
// import, paging, filtering, sorting, searching and the XLSX export, as information: the speed figures are `npm run bench`'s, and no test here bounds a time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syntheticTenantFile } from '../../scripts/bench/synthetic-assignments';
import { builtInEngineRoles } from '../../scripts/bench/node-bench';
import { untilHydrated } from './hydrated';
import { longTasksSince, observedPage } from './long-task-sampler';
import { servedApp } from './served-app';
import type { Page } from 'playwright';

const app = servedApp(4387);

const rows = 'table:has(caption) tbody tr';

/** Waits for the table's caption to match, reading only the caption: a text locator scans every element on the
 * main thread, a long task of its own on a page this size that the figures must not count. */
async function caption(page: Page, text: RegExp): Promise<void> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('caption')?.textContent ?? ''),
    text.source,
    { timeout: 120_000 },
  );
}

describe('assignment review at 50,000 assignments, built app', () => {
  it('imports, shows a page of rows and filters, with the long tasks printed', { timeout: 180_000 }, async () => {
    const file = syntheticTenantFile(builtInEngineRoles(), { principals: 20_000, assignments: 50_000 });
    // A file on disk, chosen as a visitor would: a buffer would be copied into the page through its main thread.
    const dir = mkdtempSync(join(tmpdir(), 'roleprism-assignments-'));
    const path = join(dir, file.name);
    writeFileSync(path, file.bytes);
    const page = await observedPage(app.browser);
    await page.goto(`${app.preview.url}assignments`);
    const input = await untilHydrated(page.getByLabel('Choose assignment files (or drop them here)'));
    await expect.poll(() => input.isEnabled()).toBe(true);
    const since = await page.evaluate(() => performance.now());
    await input.setInputFiles(path);
    await caption(page, /^20,000 principals, page 1 of 400$/);
    expect(await page.locator(rows).count()).toBe(50);
    const imported = await longTasksSince(page, since);
    console.log(
      `[long tasks] /assignments import of 50,000 assignments: ${imported.count} task(s) over 50 ms, longest ${imported.longestMs} ms (information only)`,
    );

    const browsing = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Next page' }).click();
    await caption(page, /^20,000 principals, page 2 of 400$/);
    await page.getByRole('checkbox', { name: 'Redundant only' }).check();
    await caption(page, /^[\d,]+ of 20,000 principals/);
    expect(await page.locator(rows).count()).toBeLessThanOrEqual(50);
    const browsed = await longTasksSince(page, browsing);
    console.log(
      `[long tasks] /assignments paging and filtering 20,000 principals: ${browsed.count} task(s) over 50 ms, longest ${browsed.longestMs} ms (information only)`,
    );
    const again = await page.evaluate(() => performance.now());
    await page.getByRole('checkbox', { name: 'Redundant only' }).uncheck();
    await caption(page, /^20,000 principals, page 1 of 400$/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await caption(page, /^20,000 principals, page 2 of 400$/);
    await page.getByRole('checkbox', { name: 'Privileged only' }).check();
    await caption(page, /^[\d,]+ of 20,000 principals/);
    const second = await longTasksSince(page, again);
    console.log(
      `[long tasks] second round: ${second.count} over 50 ms, longest ${second.longestMs} ms (information only)`,
    );

    // Sort, search and an XLSX export of every row: each runs in the worker, the page gets a page of rows or a file.
    const sorting = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Flags', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
    await caption(page, /^[\d,]+ of 20,000 principals/);
    const sorted = await longTasksSince(page, sorting);
    const searching = await page.evaluate(() => performance.now());
    await page.getByRole('checkbox', { name: 'Privileged only' }).uncheck();
    await page.getByRole('searchbox', { name: 'Search names, ids and roles' }).fill('global administrator');
    await caption(page, /^[\d,]+ of 20,000 principals/);
    const searched = await longTasksSince(page, searching);
    const exporting = await page.evaluate(() => performance.now());
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    expect((await download).suggestedFilename()).toBe('assignment-review.xlsx');
    const exported = await longTasksSince(page, exporting);
    console.log(
      `[long tasks] sort ${sorted.count}/${sorted.longestMs} ms, search ${searched.count}/${searched.longestMs} ms, XLSX export of 50,000 rows ${exported.count}/${exported.longestMs} ms (tasks over 50 ms / longest; information only)`,
    );
    await page.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
