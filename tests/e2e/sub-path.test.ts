// A build for a sub-path (BASE_PATH=/tools/roleprism/), as on a hosted site, and embed=1 for iframes.
import { describe, expect, it } from 'vitest';
import { servedApp } from './served-app';

/** Built by the test command: BASE_PATH=/tools/roleprism/ vite build --outDir .tmp/dist-subpath */
const BASE = '/tools/roleprism/';

const app = servedApp(4313, { outDir: '.tmp/dist-subpath', base: BASE });

describe('served from a sub-path', () => {
  it('deep links, reloads, navigates within the base and runs the worker', async () => {
    const page = await app.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${String(e)}`));
    await page.goto(`${app.preview.url}roles/global-administrator`);
    await page.getByRole('heading', { level: 1, name: 'Global Administrator' }).waitFor();
    // The HTML asked for the page's code under the base path, and only once.
    const pageCode = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload]')]
        .map((l) => new URL(l.getAttribute('href')!, location.href).pathname)
        .filter((h) => h.includes('RoleDetailPage')),
    );
    expect(pageCode).toEqual([expect.stringMatching(new RegExp(`^${BASE}assets/RoleDetailPage-[\\w-]+\\.js$`))]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Global Administrator' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Role Catalog' }).click();
    await page.getByRole('button', { name: /Add to Simulator \(Global Reader\)/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${BASE}catalog`);
    await page.goto(
      `${app.preview.url}compare?ids=62e90394-69f5-4237-9190-012177145e10,f2ef992c-3afb-46b9-b7cf-a126ee74c451`,
    );
    await page.getByText('Analyzing 2 roles for overlaps and redundancies').waitFor();
    await page.getByRole('button', { name: /^Global Administrator × Global Reader: \d+%/ }).waitFor();
    expect(await page.getByRole('link', { name: 'RolePrism home' }).getAttribute('href')).toBe(BASE);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('embed=1 shows the tool without header and footer, and links out open in a new tab', async () => {
    const page = await app.browser.newPage();
    await page.goto(
      `${app.preview.url}compare?ids=62e90394-69f5-4237-9190-012177145e10,f2ef992c-3afb-46b9-b7cf-a126ee74c451&embed=1`,
    );
    await page.getByText('Analyzing 2 roles for overlaps and redundancies').waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    const roleLink = page.getByRole('link', { name: /^Global Reader/ }).first();
    expect(await roleLink.getAttribute('target')).toBe('_blank');
    expect(await roleLink.getAttribute('href')).toMatch(new RegExp(`^${BASE}roles/`));
    await page.close();
  });
});
