// A 5,000-role dataset (the real rows, then synthetic copies) served to the built app at the network edge: every page
// renders its heading with no error, and the longest main-thread task per page is printed. Only a freeze tripwire fails.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { longTasksSince, observedPage as observedLongTasks } from './long-task-sampler';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';

/** A freeze, not the 50 ms target: the figures are printed for reports/PERFORMANCE.md (this host is shared). */
const FREEZE_MS = 2000;
const ROLES = 5000;
const COMPARED = 20;

/**
 * Pages this test found over the tripwire with 5,000 roles, printed and marked, not asserted, until the freeze is
 * fixed. Empty since 2026-12-01: / and /simulator (3,062 and 3,413 ms on 2026-11-23) now render from the worker's
 * role index, reached by a click: 0 and 93-141 ms here.
 */
const KNOWN_FREEZES = new Set<string>();

const app = servedApp(4391);

type Row = { id: string; template_id: string; display_name: string; is_builtin: boolean; role_permissions: unknown };

/** The real rows, then copies named '<name> #n' with their own ids, each dropping a different permission so they differ. */
function largeDataset(): { body: string; ids: string[]; need: string } {
  const real = JSON.parse(readFileSync(resolve(ROOT, 'dist/data/roles_with_permissions.json'), 'utf8')) as Row[];
  const rows: Row[] = [...real];
  for (let n = 0; rows.length < ROLES; n++) {
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

async function observedPage(body: string): Promise<Page> {
  const page = await observedLongTasks(app.browser);
  // The network edge: the dataset request gets the large file.
  await page.route('**/roles_with_permissions.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  return page;
}

describe(`a ${ROLES}-role dataset (network edge: the dataset request answered with it)`, () => {
  const data = largeDataset();
  // A prerendered page embeds the build's own answers (145 roles), so the pages that list every role are reached by a
  // click from another page: their code then asks the worker, which answers from the 5,000 roles it was served.
  const pages: {
    path: string;
    heading: string;
    rendered: (page: Page) => Promise<unknown>;
    /** The link of the header that leads there from /privacy (a static page), when the arrival is a navigation. */
    link?: string;
  }[] = [
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
      rendered: (p) => p.locator('h2', { hasText: 'Global Administrator' }).first().waitFor({ timeout: 60_000 }),
    },
    {
      path: 'simulator',
      link: 'Simulator',
      heading: 'Role Simulator',
      rendered: (p) => p.getByText('Global Administrator', { exact: false }).first().waitFor({ timeout: 60_000 }),
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

  for (const { path, heading, rendered, link } of pages) {
    it(`/${path.split('?')[0]} renders${link ? ', reached by a click' : ''}`, { timeout: 120_000 }, async () => {
      const page = await observedPage(data.body);
      let since = 0;
      if (link) {
        await page.goto(`${app.preview.url}privacy`);
        await page.locator('#root:not([inert])').waitFor({ timeout: 60_000 });
        since = await page.evaluate(() => performance.now());
        await page.getByRole('link', { name: link, exact: true }).first().click();
      } else await page.goto(`${app.preview.url}${path}`);
      await page.locator('h1', { hasText: heading }).waitFor({ timeout: 60_000 });
      await rendered(page);
      expect(await page.locator('h1, h2', { hasText: /^Error|Invalid Comparison/ }).count()).toBe(0);
      expect(await page.getByText(/could not be (calculated|worked out|loaded)/).count()).toBe(0);
      // What the page shows comes from the 5,000 roles: their count, or a synthetic role's name.
      if (link)
        expect(await page.locator('main').innerText()).toMatch(
          new RegExp(`${ROLES}|${ROLES.toLocaleString('en-US')}|#4000`),
        );
      const figures = await longTasksSince(page, since);
      const known = KNOWN_FREEZES.has(path.split('?')[0]);
      const label = path.length > 60 ? `${path.slice(0, 60)}…` : path;
      console.log(
        `[large dataset] /${label}: ${figures.count} task(s) over 50 ms, longest ${figures.longestMs} ms${known ? ' (known freeze: not asserted)' : ''}`,
      );
      if (!known) expect(figures.longestMs).toBeLessThan(FREEZE_MS);
      await page.close();
    });
  }
});
