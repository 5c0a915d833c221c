// The built app, served and driven as a user would: catalog -> simulator -> compare -> drawer -> CSV -> shared link.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRoles } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { RoleEngine } from '@engine/engine';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';
import { untilHydrated } from './hydrated';

const ROLES = ['Global Administrator', 'Global Reader', 'User Administrator'];

const app = servedApp(4311);

function expectedCsv(names: string[]): string {
  const roles = toRoles(
    JSON.parse(readFileSync(resolve(ROOT, 'dist/data/roles_with_permissions.json'), 'utf8')),
  ).filter((r) => r.builtIn);
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), roles[0].datasetDate ?? '');
  return engine.csv(
    names.map((n) => roles.find((r) => r.displayName === n)!.templateId),
    { inherit: false, wildcards: false },
  );
}

describe('a user journey through the built app', () => {
  it('adds three roles in the catalog, compares them, opens a pair, exports CSV and shares the analysis', async () => {
    const context = await app.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.preview.url).origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const datasetRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('roles_with_permissions.json')) datasetRequests.push(r.url());
    });

    await page.goto(`${app.preview.url}catalog`);
    // The catalog is prerendered: a click lands only once React has hydrated its buttons (the app replays none).
    await untilHydrated(page.getByRole('button', { name: `Add to Simulator (${ROLES[0]})` }));
    for (const name of ROLES) await page.getByRole('button', { name: `Add to Simulator (${name})` }).click();
    for (const name of ROLES) await page.getByRole('button', { name: `Selected (${name})` }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Simulator' }).click();
    await page.getByText('Selected (3 roles)').waitFor();
    await page.getByRole('link', { name: 'Compare Now' }).click();

    await page.getByRole('heading', { name: 'Role Comparison Analysis' }).waitFor();
    await page.getByText('Analyzing 3 roles for overlaps and redundancies').waitFor();
    expect(new URL(page.url()).pathname).toBe('/compare');

    const cell = page.getByRole('button', { name: /^Global Administrator × Global Reader: \d+%/ });
    await cell.click();
    const drawer = page.getByRole('dialog', { name: /Overlap Details/ });
    await drawer.waitFor();
    await drawer.getByRole('heading', { name: /Shared permissions/ }).waitFor();
    await drawer.getByRole('heading', { name: /Only in Global Administrator/ }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('role-comparison.csv');
    // The saved file starts with the UTF-8 byte-order mark (so that Excel reads UTF-8), then the engine's CSV.
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('Action,InRoles,IsCommon,UniqueTo,View,DatasetDate');
    expect(csv).toBe(expectedCsv(ROLES));

    const summaryOf = (p: typeof page) => p.locator('main dl').first().innerText();
    const summary = await summaryOf(page);
    expect(summary).toMatch(/Total Permissions[\s\S]*Common Permissions[\s\S]*Minimal Role Set/);
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4311\/compare\?ids=/);

    const fresh = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await fresh.newPage();
    await other.goto(link);
    await other.getByText('Analyzing 3 roles for overlaps and redundancies').waitFor();
    expect(await summaryOf(other)).toBe(summary);
    for (const name of ROLES)
      await other
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .first()
        .waitFor();
    await fresh.close();

    // Fetched once for the whole visit, by the engine worker, which owns the dataset.
    expect(datasetRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves deep links and reloads (SPA fallback) and shows the 404 page for unknown paths', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.preview.url}roles/global-administrator`);
    await page.getByRole('heading', { level: 1, name: 'Global Administrator' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Global Administrator' }).waitFor();
    await page.goto(`${app.preview.url}admin`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.close();
  });
});
