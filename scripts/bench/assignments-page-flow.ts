// The assignment review of a 50,000-assignment tenant in the built app, as a visitor goes through it: choose the file,
// page and filter, do it again, sort, search, open the details of the principal holding the most assignments, export
// the XLSX workbook. Each phase returns the main-thread long tasks it made (a PerformanceObserver in the page) and what
// it showed, so the e2e test (tests/e2e/assignments-large.test.ts) asserts the structure and `npm run bench` reports
// the tasks against the 50 ms target. No figure here is asserted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { syntheticTenantFile, syntheticTenantPages } from './synthetic-assignments';
import { builtInEngineRoles } from './node-bench';
import { longTasksSince, observedPage } from '../../tests/e2e/long-task-sampler';
import { launchChromium, startPreview } from '../../tests/e2e/preview-server';
import type { SmoothnessRow } from './custom-roles-bench';

const TENANT = { principals: 20_000, assignments: 50_000 };

/** The synthetic tenant on disk, chosen as a visitor would (a buffer would be copied into the page through its main
 * thread), and the name of the principal holding the most assignments. */
export function tenantOnDisk(): { path: string; heaviest: { name: string; assignments: number }; remove: () => void } {
  const roles = builtInEngineRoles();
  const pages = syntheticTenantPages(roles, TENANT);
  const file = syntheticTenantFile(roles, TENANT, pages);
  const counts = new Map<string, number>();
  for (const page of pages as { value: { principal: { displayName: string } }[] }[])
    for (const record of page.value)
      counts.set(record.principal.displayName, (counts.get(record.principal.displayName) ?? 0) + 1);
  const [name, assignments] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
  const dir = mkdtempSync(join(tmpdir(), 'roleprism-assignments-'));
  const path = join(dir, file.name);
  writeFileSync(path, file.bytes);
  return { path, heaviest: { name, assignments }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface FlowPhase {
  phase: string;
  /** Main-thread tasks over 50 ms, the longest, and each one's duration. */
  count: number;
  longestMs: number;
  durationsMs: number[];
}

export interface FlowResult {
  phases: FlowPhase[];
  /** Rows of the table after the import, and after a filter over every principal. */
  rowsImported: number;
  rowsFiltered: number;
  /** The rows of the heaviest principal's details, and the name of the saved workbook. */
  detailRows: number;
  download: string;
}

const ROWS = 'table:has(caption) tbody tr';

/** Waits for the table's caption to match, reading only the caption: a text locator scans every element on the
 * main thread, a long task of its own on a page this size that the figures must not count. */
async function caption(page: Page, text: RegExp): Promise<void> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('caption')?.textContent ?? ''),
    text.source,
    { timeout: 120_000 },
  );
}

/** Goes through the review at `url` (the built app's /assignments) with the tenant file at `path`. */
export async function assignmentReviewFlow(
  browser: Browser,
  url: string,
  tenant: ReturnType<typeof tenantOnDisk>,
): Promise<FlowResult> {
  const page = await observedPage(browser);
  try {
    const phases: FlowPhase[] = [];
    let since = 0;
    const begin = async () => (since = await page.evaluate(() => performance.now()));
    const end = async (phase: string) => phases.push({ phase, ...(await longTasksSince(page, since)) });

    await page.goto(url);
    const input = page.getByLabel('Choose assignment files (or drop them here)');
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await input.waitFor();
    await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('input[type=file]')?.disabled);
    await begin();
    await input.setInputFiles(tenant.path);
    await caption(page, /^20,000 principals, page 1 of 400$/);
    const rowsImported = await page.locator(ROWS).count();
    await end('import of 50,000 assignments (18 MB)');

    await begin();
    await page.getByRole('button', { name: 'Next page' }).click();
    await caption(page, /^20,000 principals, page 2 of 400$/);
    await page.getByRole('checkbox', { name: 'Redundant only' }).check();
    await caption(page, /^[\d,]+ of 20,000 principals/);
    const rowsFiltered = await page.locator(ROWS).count();
    await end('paging and filtering 20,000 principals');

    await begin();
    await page.getByRole('checkbox', { name: 'Redundant only' }).uncheck();
    await caption(page, /^20,000 principals, page 1 of 400$/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await caption(page, /^20,000 principals, page 2 of 400$/);
    await page.getByRole('checkbox', { name: 'Privileged only' }).check();
    await caption(page, /^[\d,]+ of 20,000 principals/);
    await end('the same again');

    await begin();
    await page.getByRole('button', { name: 'Flags', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
    await caption(page, /^[\d,]+ of 20,000 principals/);
    await end('sorting by flags');

    await begin();
    await page.getByRole('checkbox', { name: 'Privileged only' }).uncheck();
    await page.getByRole('searchbox', { name: 'Search names, ids and roles' }).fill(tenant.heaviest.name);
    await caption(page, /^1 of 20,000 principals/);
    await end('searching names, ids and roles');

    await begin();
    await page.getByRole('button', { name: `Details of ${tenant.heaviest.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Assignments and what covers them' }).waitFor({ timeout: 60_000 });
    const detailRows = await dialog.locator('table').first().locator('tbody tr').count();
    await end(`the details of the principal with the most assignments (${tenant.heaviest.assignments})`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await begin();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const saved = (await download).suggestedFilename();
    await end('XLSX export of every row');
    return { phases, rowsImported, rowsFiltered, detailRows, download: saved };
  } finally {
    await page.close();
  }
}

/** Goes through the review `runs` times (a new page each) against the build in `outDir`: one row per phase. */
export async function runAssignmentsPageBench(
  log: (line: string) => void,
  { outDir = 'dist', runs = 3 }: { outDir?: string; runs?: number } = {},
): Promise<SmoothnessRow[]> {
  const tenant = tenantOnDisk();
  const preview = await startPreview(4413, { outDir });
  const browser = await launchChromium();
  try {
    const rows: SmoothnessRow[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { phases } = await assignmentReviewFlow(browser, `${preview.url}assignments`, tenant);
      for (const [i, { phase, durationsMs }] of phases.entries())
        (rows[i] ??= { phase: `assignment review: ${phase}`, runs: [] }).runs.push(durationsMs);
      log(`assignments: run ${run + 1}/${runs}: ${phases.map((p) => p.longestMs).join(', ')} ms (longest per phase)`);
    }
    return rows;
  } finally {
    await browser.close();
    await preview.stop();
    tenant.remove();
  }
}
