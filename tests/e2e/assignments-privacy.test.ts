// The built app, served: a session on /assignments that imports two assignment exports, reviews them (filter, a
// principal's detail, the view switch), exports all four files, keeps them for the tab and reloads sends no principal
// name, principal id, assignment id or scope id of the files in any request (URL, headers with Referer, body), and
// puts none of them in the address.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { untilHydrated } from './hydrated';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';
import { leaks, recordRequests, type Recorded } from './request-recorder';

const GRAPH = resolve(ROOT, 'tests/fixtures/assignments/graph-pages-rule-cases.json');
const PIM = resolve(ROOT, 'tests/fixtures/assignments/pim-export.csv');

interface GraphRecord {
  id: string;
  principalId: string;
  directoryScopeId: string;
  principal?: { displayName?: string };
}

/** Everything of the files that must never leave the page: names, principal ids, assignment ids, scope ids. */
function canaries(): string[] {
  const pages = JSON.parse(readFileSync(GRAPH, 'utf8')) as { value: GraphRecord[] }[];
  const records = pages.flatMap((page) => page.value);
  const words = records.flatMap((r) => [
    r.id,
    r.principalId,
    r.principal?.displayName ?? '',
    ...r.directoryScopeId.split('/').filter((part) => /^[0-9a-f-]{36}$/i.test(part)),
  ]);
  const csvNames = readFileSync(PIM, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .flatMap((line) => line.match(/[\w.-]+@contoso\.example|SG-Helpdesk|Night shift, helpdesk/g) ?? []);
  return [...new Set([...words, ...csvNames].filter((w) => w.length >= 6))];
}

const app = servedApp(4383);

describe('assignment files never leave the page', () => {
  it('import, review, detail, exports, keep, reload: no request or address carries them', async () => {
    const words = canaries();
    expect(words).toContain('ops-admin-01');
    expect(words.length).toBeGreaterThan(20);
    const requests: Recorded[] = [];
    const context = await app.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    recordRequests(page, requests);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The address at each step (the page writes it with the History API, which fires no navigation event).
    const addresses: string[] = [];

    await page.goto(`${app.preview.url}assignments`);
    await page.getByRole('heading', { level: 1, name: 'Assignment review' }).waitFor();
    const input = await untilHydrated(page.getByLabel('Choose assignment files (or drop them here)'));
    await expect.poll(() => input.isEnabled()).toBe(true);
    await input.setInputFiles([GRAPH, PIM]);
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    await page.getByRole('button', { name: 'Details of ops-admin-01' }).first().waitFor();

    await page.getByRole('checkbox', { name: 'Redundant only' }).check();
    await page.getByRole('searchbox', { name: 'Search names, ids and roles' }).fill('ops-admin');
    await page.getByRole('button', { name: 'Details of ops-admin-01' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'ops-admin-01' });
    await dialog.getByText(/^Permissions held/).waitFor();
    await dialog.getByRole('switch', { name: '+ Inherited' }).check();
    await dialog.getByText(/^Permissions held .*\+ Inherited view\)$/).waitFor();
    addresses.push(page.url());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    addresses.push(page.url());

    const download = async (label: string) => {
      const waiting = page.waitForEvent('download');
      await page.getByRole('button', { name: label }).click();
      const saved = await waiting;
      return { name: saved.suggestedFilename(), text: readFileSync((await saved.path())!, 'utf8') };
    };
    const csv = await download('Export CSV');
    expect(csv.name).toBe('assignment-review.csv');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    expect(csv.text).toContain('ops-admin-01');
    const json = JSON.parse((await download('Export JSON')).text) as { principals: { displayName: string }[] };
    expect(json.principals.map((p) => p.displayName)).toContain('ops-admin-01');
    expect((await download('Export Markdown')).text).toContain('# Assignment review');
    expect((await download('Export XLSX')).name).toBe('assignment-review.xlsx');

    addresses.push(page.url());
    await page.getByRole('checkbox', { name: /^Keep for this tab/ }).check();
    await page.reload();
    await page.getByRole('button', { name: 'Details of ops-admin-01' }).first().waitFor();
    addresses.push(page.url());
    await page.goto(`${app.preview.url}privacy`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(requests.length).toBeGreaterThan(5);
    const leaked = requests.flatMap((request) => leaks(request, words).map((word) => `${word} in ${request.url}`));
    expect(leaked).toEqual([]);
    const inAddress = addresses.flatMap((url) =>
      words.filter((word) => decodeURIComponent(url).toLowerCase().includes(word.toLowerCase())),
    );
    expect(inAddress).toEqual([]);
    expect(addresses.some((url) => url.includes('inherit=1'))).toBe(true); // the view is in the address, and checked
    expect(errors).toEqual([]);
    await context.close();
  });
});
