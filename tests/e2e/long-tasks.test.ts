// Main-thread long tasks in the built app (PerformanceObserver in headless Chromium). Fails only past a
// generous bound; prints the figures so they can be tracked. The target (50 ms) and the figures so far live in
// reports/PERFORMANCE.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'vitest';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';
import { longTasksSince, observedPage, reportLongTasks as report } from './long-task-sampler';
import { untilHydrated } from './hydrated';

const app = servedApp(4312);

describe('long tasks on the main thread', () => {
  it('loading /catalog', async () => {
    const page = await observedPage(app.browser);
    await page.goto(`${app.preview.url}catalog`);
    // A text locator: a role query makes Playwright compute names of ~450 buttons inside the page, itself a long task.
    await page.locator('h2', { hasText: 'Global Administrator' }).first().waitFor();
    report('load /catalog', await longTasksSince(page, 0));
    await page.close();
  });

  it('typing a search in the catalog and the simulator', async () => {
    const page = await observedPage(app.browser);
    for (const [path, placeholder] of [
      ['catalog', 'Search roles...'],
      ['simulator', undefined],
    ] as const) {
      await page.goto(`${app.preview.url}${path}`);
      const box = placeholder ? page.getByPlaceholder(placeholder) : page.getByRole('searchbox').first();
      // Both pages are prerendered: typing reaches the app only once React has hydrated the box.
      await untilHydrated(box);
      await page.waitForTimeout(400);
      const since = await page.evaluate(() => performance.now());
      await box.click();
      await page.keyboard.type('administrator', { delay: 40 });
      report(`typing a search on /${path}`, await longTasksSince(page, since));
    }
    await page.close();
  });

  it('/compare with every built-in role', async () => {
    const rows = JSON.parse(readFileSync(resolve(ROOT, 'dist/data/roles_with_permissions.json'), 'utf8')) as {
      template_id: string;
      is_builtin: boolean;
    }[];
    const ids = rows.filter((r) => r.is_builtin).map((r) => r.template_id);
    const page = await observedPage(app.browser);
    // The page never receives the dataset (the worker answers the comparison), so there is no moment 'after the data
    // loaded' to count from: every task from the navigation on counts, the page's start-up included.
    await page.goto(`${app.preview.url}compare?ids=${ids.join(',')}`);
    await page.locator('h2', { hasText: 'Overlap Matrix' }).waitFor();
    report(`/compare with all ${ids.length} roles, from the navigation on`, await longTasksSince(page, 0));
    await page.close();
  });
});
