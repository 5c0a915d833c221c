// The built app, served: on each kind of page, a first visit requests the role dataset once (the engine worker's read)
// and starts one engine worker; the page itself never requests the dataset.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { freePort } from '../db/cluster';
import { servedApp } from './served-app';

const app = servedApp(await freePort());

const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';

const PAGES: [path: string, ready: (page: Page) => Promise<unknown>][] = [
  ['/', (page) => page.getByText('Built-in roles', { exact: true }).waitFor()],
  ['/catalog', (page) => page.getByText(/^\d+ of \d+ roles$/).waitFor()],
  [
    '/roles/global-administrator',
    (page) =>
      page
        .getByRole('list', { name: /permissions/i })
        .first()
        .waitFor(),
  ],
  [`/compare?ids=${GA},${GR}`, (page) => page.getByRole('definition').first().waitFor()],
  ['/simulator', (page) => page.getByRole('checkbox', { name: 'Global Reader', exact: true }).waitFor()],
  [
    '/finder?need=microsoft.directory/users/password/update',
    (page) => page.getByRole('list', { name: 'Single roles' }).waitFor(),
  ],
];

describe('one read of the dataset, one engine worker, per page load', { timeout: 60_000 }, () => {
  it.each(PAGES)('%s', async (path, ready) => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const datasetRequests: string[] = [];
    const workers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('roles_with_permissions.json')) datasetRequests.push(request.url());
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    try {
      await page.goto(new URL(path.slice(1), app.preview.url).href);
      await ready(page);
      // A prerendered page shows its content before its code runs: wait for the app's worker and its read, then for the
      // network to settle (a page that asked twice would have by then).
      await expect.poll(() => datasetRequests.length, { timeout: 20_000 }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      console.log(`${path}: ${datasetRequests.length} dataset request(s), ${workers.length} worker(s)`);
      expect(datasetRequests).toHaveLength(1);
      expect(workers.filter((url) => url.includes('engine.worker'))).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
