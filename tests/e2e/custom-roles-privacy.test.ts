// The built app, served: a session that imports custom roles, compares them, switches tabs, exports, shares the link,
// opens it in a new page and reloads sends none of the imported names, ids, descriptions or actions in any request
// (URL, headers with Referer, body); the share link carries them after the '#' only.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';
import { leaks, recordRequests, type Recorded } from './request-recorder';
import { untilHydrated } from './hydrated';

const FIXTURE = resolve(ROOT, 'tests/fixtures/custom-roles/privacy-canary.json');
const QUOKKA = 'Quokka Canary Reviewer';
const WOMBAT = 'Wombat Sentinel Operator';

/** Everything of the fixture that must never leave the page, as written and in the forms a URL would carry. */
function canaries(): string[] {
  const file = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
    value: {
      id: string;
      displayName: string;
      description: string;
      rolePermissions: { allowedResourceActions: string[] }[];
    }[];
  };
  const words = file.value.flatMap((role) => [
    role.id,
    role.displayName,
    ...role.displayName.split(' '),
    role.description,
    ...role.rolePermissions.flatMap((p) => p.allowedResourceActions.filter((a) => /quokka|wombat/i.test(a))),
  ]);
  return [...new Set([...words, 'Zephyrine', 'Marzipan', 'custom-quokka', 'custom-wombat'])];
}

const app = servedApp(4371);

describe('custom roles never leave the page', () => {
  it('import, compare, tabs, exports, share link, open it, reload: no request carries them', async () => {
    const words = canaries();
    const requests: Recorded[] = [];
    const context = await app.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.preview.url).origin });
    const page = await context.newPage();
    recordRequests(page, requests);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    await page.goto(`${app.preview.url}simulator`);
    const panel = page.getByRole('region', { name: 'Custom roles (local)' });
    // The prerendered page takes input once React has hydrated it (it replays none).
    await (await untilHydrated(panel.getByRole('button', { name: 'Import custom roles' }))).click();
    await panel.getByLabel('Choose a JSON file (or drop it here)').setInputFiles(FIXTURE);
    await panel.getByText(`Imported 2 custom roles: ${QUOKKA}, ${WOMBAT}.`).waitFor();

    await page.getByRole('checkbox', { name: `${QUOKKA} (custom, local)` }).check();
    await page.getByRole('checkbox', { name: `${WOMBAT} (custom, local)` }).check();
    await page.getByRole('checkbox', { name: 'Helpdesk Administrator', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Global Reader', exact: true }).check();
    await page.getByText('Selected (4 roles)').waitFor();
    await page.getByRole('link', { name: 'Compare Now' }).click();

    await page.getByText('Analyzing 4 roles for overlaps and redundancies').waitFor();
    await page.getByRole('heading', { name: 'Overlap Matrix' }).waitFor();
    const compared = new URL(page.url());
    expect(compared.pathname).toBe('/compare');
    expect(compared.search).not.toMatch(/c4a7e5d2|d5b8f6e3/);
    expect(compared.hash).toBe('#custom=c4a7e5d2-0b1e-4f3a-9d6c-7e8f9a0b1c2d,d5b8f6e3-1c2f-4a4b-8e7d-8f9a0b1c2d3e');
    await page
      .getByRole('list', { name: 'Compared roles' })
      .getByRole('link', { name: new RegExp(`^${QUOKKA}`) })
      .waitFor();

    for (const name of [
      'Common Permissions',
      'All Permissions',
      'Unique Permissions',
      'Redundancy Analysis',
      'Summary',
    ]) {
      await page.getByRole('tab', { name }).click();
      await page.getByRole('tab', { name, selected: true }).waitFor();
      // The tab's navigation drops the hash; the page writes it back (no request, no history entry).
      await page.waitForFunction(() => location.hash.startsWith('#custom='));
    }
    await page.getByRole('tab', { name: 'Unique Permissions' }).click();
    await page.getByRole('tabpanel').getByText('microsoft.directory/quokkaCanary/zephyrine/update').waitFor();

    const download = async (click: () => Promise<void>) => {
      const waiting = page.waitForEvent('download');
      await click();
      return readFileSync((await (await waiting).path())!, 'utf8');
    };
    const csv = await download(() => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv).toContain('microsoft.directory/quokkaCanary/zephyrine/update');
    const exportAs = (label: string) =>
      download(async () => {
        await page.getByText('More exports').click();
        await page
          .getByRole('group', { name: 'More exports' })
          .getByRole('button', { name: `Export ${label}` })
          .click();
      });
    const json = JSON.parse(await exportAs('JSON')) as { customRoles: boolean };
    expect(json.customRoles).toBe(true);
    const markdown = await exportAs('Markdown');
    expect(markdown).toContain(
      `2 included, imported in this browser and not part of Microsoft's dataset: ${QUOKKA}, ${WOMBAT}`,
    );

    await page
      .getByText('The link carries your custom roles after the #, which browsers never send to a server.')
      .waitFor();
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    // The link is packed (deflate) before it is copied: wait for the clipboard to hold it.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 15_000 })
      .toMatch(/^https?:\/\//);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const shared = new URL(link);
    for (const word of words)
      expect(`${shared.origin}${shared.pathname}${shared.search}`.toLowerCase()).not.toContain(word.toLowerCase());
    expect(shared.search).not.toMatch(/custom|roles=/);
    expect(shared.hash).toMatch(
      /^#custom=c4a7e5d2-0b1e-4f3a-9d6c-7e8f9a0b1c2d,d5b8f6e3-1c2f-4a4b-8e7d-8f9a0b1c2d3e&roles=[\w-]+$/,
    );
    const packed = shared.hash.split('&roles=')[1];

    // A new page of another context (another person's browser) opens the link: the roles come in after the '#'.
    const fresh = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await fresh.newPage();
    recordRequests(other, requests);
    other.on('pageerror', (e) => errors.push(String(e)));
    await other.goto(link);
    await other.getByText(new RegExp(`^This link carried 2 custom roles \\(${QUOKKA}, ${WOMBAT}\\)`)).waitFor();
    await other.getByText('Analyzing 4 roles for overlaps and redundancies').waitFor();
    await other
      .getByRole('list', { name: 'Compared roles' })
      .getByRole('link', { name: new RegExp(`^${WOMBAT}`) })
      .waitFor();
    await other.waitForFunction(() => location.hash.startsWith('#custom=') && !location.hash.includes('roles='));

    // Reloads: the first page kept nothing ('Keep for this tab' is off), so it says the roles are not imported here.
    await other.reload();
    await other.getByText(/^2 custom roles of this address are not imported in this tab/).waitFor();
    await page.reload();
    await page.getByText(/^2 custom roles of this address are not imported in this tab/).waitFor();
    await page.goto(`${app.preview.url}privacy`);
    await page.getByRole('heading', { name: 'Custom roles you import' }).waitFor();

    expect(requests.length).toBeGreaterThan(10);
    expect(requests.some((r) => r.headers.referer?.includes('/compare'))).toBe(true); // Referers were sent, and checked
    const leaked = requests.flatMap((request) =>
      leaks(request, [...words, packed]).map((word) => `${word} in ${request.url}`),
    );
    expect(leaked).toEqual([]);
    expect(errors).toEqual([]);
    await fresh.close();
    await context.close();
  });
});
