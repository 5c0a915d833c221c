// Custom roles kept for the tab ('Keep for this tab') count on a page that never reads the role list: after a reload
// of /attack-paths/{id} the imported role that grants the path's action is among the roles granting it.
import { describe, expect, it } from 'vitest';
import { freePort } from '../db/cluster';
import { servedApp } from './served-app';

const app = servedApp(await freePort());
const NAME = 'Pipeline Secret Writer';
const DEFINITION = {
  id: 'c0ffee00-0000-4000-8000-00000000c0de',
  displayName: NAME,
  isBuiltIn: false,
  rolePermissions: [{ allowedResourceActions: ['microsoft.directory/applications/credentials/update'] }],
};

describe('custom roles kept for the tab', () => {
  it('are in the answers of a page that never reads the role list, after a full load', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await page.goto(`${app.preview.url}simulator`);
      const panel = page.getByRole('region', { name: 'Custom roles (local)' });
      await panel.getByRole('button', { name: 'Import custom roles' }).click();
      await panel.getByLabel('Choose a JSON file (or drop it here)').setInputFiles({
        name: 'roles.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify([DEFINITION])),
      });
      await page.getByRole('checkbox', { name: `${NAME} (custom, local)` }).waitFor();
      await page.getByRole('checkbox', { name: 'Keep for this tab' }).check();

      await page.goto(`${app.preview.url}attack-paths/entra-app-credential-abuse`);
      const granting = page.getByRole('link', { name: NAME, exact: true });
      await expect.poll(() => granting.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await granting.first().getAttribute('href')).toBe(`/custom-role#${DEFINITION.id}`);
    } finally {
      await context.close();
    }
  });
});
