// A 5,000-role dataset (the real rows, then synthetic copies: the number of custom roles a tenant may define) served
// to the built app at the network edge, and each page that lists or analyses every role visited as a visitor arrives
// there. Each visit returns the main-thread long tasks it made and what it showed, so the e2e test
// (tests/e2e/large-dataset.test.ts) asserts the structure and `npm run bench` reports the tasks against the 50 ms
// target. No figure here is asserted.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright';
import { longTasksSince, observedPage } from '../../tests/e2e/long-task-sampler';
import { launchChromium, ROOT, startPreview } from '../../tests/e2e/preview-server';
import type { SmoothnessRow } from './custom-roles-bench';
import { REFERENCE_PATH, writeReference } from './page-bench';

export const LARGE_ROLES = 5000;
const COMPARED = 20;
const PORT = 4415;

type Row = { id: string; template_id: string; display_name: string; is_builtin: boolean; role_permissions: unknown };

export interface LargeDataset {
  /** The dataset file's JSON. */
  body: string;
  /** Template ids of synthetic roles to compare, and an action to look for. */
  ids: string[];
  need: string;
}

/** The real rows of the build in `outDir`, then copies named '<name> #n' with their own ids, each dropping a
 * different permission so they differ. */
export function largeDataset(outDir = 'dist'): LargeDataset {
  const real = JSON.parse(readFileSync(resolve(ROOT, outDir, 'data/roles_with_permissions.json'), 'utf8')) as Row[];
  const rows: Row[] = [...real];
  for (let n = 0; rows.length < LARGE_ROLES; n++) {
    const source = real[n % real.length];
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const grants = Array.isArray(source.role_permissions) ? source.role_permissions : [];
    rows.push({
      ...source,
      id,
      template_id: id,
      display_name: `${source.display_name} #${n}`,
      is_builtin: true,
      role_permissions: grants.filter((_, i) => grants.length < 2 || i !== n % grants.length),
    });
  }
  const ids = rows.slice(real.length, real.length + COMPARED).map((r) => r.template_id);
  return { body: JSON.stringify(rows), ids, need: 'microsoft.directory/users/password/update' };
}

/**
 * Waits until the list `selector` names has every row in (it mounts them in stages, busy until then), reading only the
 * list's attribute: a text locator reads every row on the main thread, a long task of its own that the figures must
 * not count.
 */
function everyRowIn(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction(
    (list) => {
      const element = document.querySelector(list);
      return element !== null && element.getAttribute('aria-busy') !== 'true';
    },
    selector,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
}

export interface LargeDatasetPage {
  path: string;
  heading: string;
  rendered: (page: Page) => Promise<unknown>;
  /** The link of the header that leads there from /privacy (a static page), when the arrival is a navigation. */
  link?: string;
}

/**
 * The pages, each as a visitor reaches it. A prerendered page embeds the build's own answers (145 roles), so the pages
 * that list every role are reached by a click from another page: their code then asks the worker, which answers from
 * the 5,000 roles it was served.
 */
export function largeDatasetPages(data: LargeDataset): LargeDatasetPage[] {
  return [
    {
      path: '',
      link: 'RolePrism home',
      heading: 'See where Entra ID roles overlap',
      rendered: (p) =>
        p.locator('section[aria-labelledby="home-counters-heading"][aria-busy="false"]').waitFor({ timeout: 60_000 }),
    },
    {
      path: 'catalog',
      link: 'Role Catalog',
      heading: 'Role Catalog',
      rendered: (p) => everyRowIn(p, '[aria-label="Roles"]'),
    },
    {
      path: 'simulator',
      link: 'Simulator',
      heading: 'Role Simulator',
      rendered: (p) => everyRowIn(p, '[aria-label="Built-in roles"]'),
    },
    {
      path: `finder?need=${data.need}`,
      heading: 'Least-privilege finder',
      rendered: (p) => p.getByRole('list', { name: 'Single roles' }).waitFor({ timeout: 60_000 }),
    },
    {
      path: `compare?ids=${data.ids.join(',')}`,
      heading: 'Role Comparison Analysis',
      rendered: (p) => p.locator('h2', { hasText: 'Overlap Matrix' }).waitFor({ timeout: 60_000 }),
    },
  ];
}

export interface LargeDatasetVisit {
  /** Main-thread tasks over 50 ms from the arrival on: how many, the longest, each one's duration. */
  count: number;
  longestMs: number;
  durationsMs: number[];
  /** Error headings and failure messages the page showed, read after the tasks were counted. */
  errors: number;
  /** The text of the page's main element. */
  mainText: string;
}

/** One visit, in a new page whose dataset request (the network edge) is answered with `data`, of the app at `baseUrl`. */
export async function visitLargeDatasetPage(
  browser: Browser,
  baseUrl: string,
  data: LargeDataset,
  { path, heading, rendered, link }: LargeDatasetPage,
): Promise<LargeDatasetVisit> {
  const page = await observedPage(browser);
  try {
    await page.route('**/roles_with_permissions.json*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: data.body }),
    );
    let since = 0;
    if (link) {
      await page.goto(`${baseUrl}privacy`);
      await page.locator('#root:not([inert])').waitFor({ timeout: 60_000 });
      since = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: link, exact: true }).first().click();
    } else await page.goto(`${baseUrl}${path}`);
    await page.locator('h1', { hasText: heading }).waitFor({ timeout: 60_000 });
    await rendered(page);
    // Counted before the checks below: reading the page's text lays out every row, which a visitor never waits for.
    const tasks = await longTasksSince(page, since);
    const errors =
      (await page.locator('h1, h2', { hasText: /^Error|Invalid Comparison/ }).count()) +
      (await page.getByText(/could not be (calculated|worked out|loaded)/).count());
    const mainText = await page.locator('main').innerText();
    return { ...tasks, errors, mainText };
  } finally {
    await page.close();
  }
}

/**
 * The floor the pages are read against: the static copy of the role page (its markup and stylesheet, no script), loaded
 * by its address. Its long tasks are Chromium's own work on arrival (the navigation's commit, the first style and
 * layout), which every page loaded by its address pays too.
 */
const STATIC_COPY: LargeDatasetPage = {
  path: REFERENCE_PATH,
  heading: 'Global Administrator',
  rendered: (p) => p.locator('main').waitFor({ timeout: 60_000 }),
};

/** The phase name of the static copy's row: a reference, not a page held to the target. */
export const STATIC_COPY_PHASE = 'reference: the static copy of the role page (no script), loaded by its address';

/**
 * Visits every page `runs` times, in turns with the static copy, against the build in `outDir`: one row per page, the
 * static copy's row first.
 */
export async function runLargeDatasetBench(
  log: (line: string) => void,
  { outDir = 'dist', runs = 3 }: { outDir?: string; runs?: number } = {},
): Promise<SmoothnessRow[]> {
  const data = largeDataset(outDir);
  writeReference(outDir);
  const pages = [STATIC_COPY, ...largeDatasetPages(data)];
  const preview = await startPreview(PORT, { outDir });
  const browser = await launchChromium();
  try {
    const rows: SmoothnessRow[] = pages.map((p) => ({
      phase:
        p === STATIC_COPY
          ? STATIC_COPY_PHASE
          : `${LARGE_ROLES.toLocaleString('en-US')} roles: /${p.path.split('?')[0]}${p.link ? ', reached by a click' : ''}`,
      runs: [],
    }));
    for (let run = 0; run < runs; run += 1) {
      const longest: number[] = [];
      for (const [i, spec] of pages.entries()) {
        const visit = await visitLargeDatasetPage(browser, preview.url, data, spec);
        if (visit.errors > 0) throw new Error(`/${spec.path.split('?')[0]} showed an error with ${LARGE_ROLES} roles`);
        rows[i].runs.push(visit.durationsMs);
        longest.push(visit.longestMs);
      }
      log(
        `${LARGE_ROLES} roles: run ${run + 1}/${runs}: ${longest.join(', ')} ms (longest per page, the static copy first)`,
      );
    }
    return rows;
  } finally {
    await browser.close();
    await preview.stop();
  }
}
