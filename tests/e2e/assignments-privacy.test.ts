// The built app, served: a session on /assignments that imports three assignment exports (one a reach case: a
// Privileged Authentication Administrator who can reset a Global Administrator's password), reviews them (filter, a
// principal's detail, the view switch, who can reach Global Administrator), exports all four files, keeps them for the
// tab and reloads sends no principal name, principal id, assignment id or scope id of the files in any request (URL,
// headers with Referer, body), and puts none of them in the address. The takeover facts arrive by a plain GET of the
// static data/takeover.json, with no query.
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
  roleDefinitionId?: string;
  directoryScopeId: string;
  principal?: { '@odata.type'?: string; id?: string; displayName?: string };
}

const CONTEXT = 'https://graph.microsoft.com/v1.0/$metadata#roleManagement/directory/roleAssignments(principal())';

/** A reach case (issue 39) as a Graph JSON export: a PAA can reset the password of a Global Administrator. */
const REACH_RECORDS: GraphRecord[] = [
  [
    'asg-reach-ga-7c31',
    'b8e2d0c4-1f3a-4e5b-9c6d-7a8b9c0d1e2f',
    'reach-ga-holder',
    '62e90394-69f5-4237-9190-012177145e10',
  ],
  [
    'asg-reach-paa-4d92',
    'c9f3e1d5-2a4b-4f6c-8d7e-8b9c0d1e2f3a',
    'reach-paa-resetter',
    '7be44c8a-adaf-4e2a-84d6-ab2649e08a13',
  ],
].map(([id, principalId, displayName, roleDefinitionId]) => ({
  id,
  principalId,
  roleDefinitionId,
  directoryScopeId: '/',
  principal: { '@odata.type': '#microsoft.graph.user', id: principalId, displayName },
}));
const REACH_FILE = {
  name: 'reach-case.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ '@odata.context': CONTEXT, value: REACH_RECORDS })),
};

/** Everything of the files that must never leave the page: names, principal ids, assignment ids, scope ids. */
function canaries(): string[] {
  const pages = JSON.parse(readFileSync(GRAPH, 'utf8')) as { value: GraphRecord[] }[];
  const records = [...pages.flatMap((page) => page.value), ...REACH_RECORDS];
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
    expect(words).toContain('reach-paa-resetter');
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
    await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
    await input.setInputFiles([GRAPH, PIM]);
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    await page.getByRole('button', { name: 'Details of ops-admin-01' }).first().waitFor();
    await input.setInputFiles(REACH_FILE);
    await page.getByRole('button', { name: 'Details of reach-paa-resetter' }).waitFor();

    // Who can reach Global Administrator is worked out in the page: the figure, the badge, the chain, the filter.
    const reaching = page
      .locator('dt', { hasText: /^Principals that can reach Global Administrator without holding it, standing/ })
      .locator('xpath=following-sibling::dd');
    expect(Number(await reaching.textContent())).toBeGreaterThanOrEqual(1);
    const resetter = page.getByRole('row').filter({ hasText: 'reach-paa-resetter' });
    await resetter.getByText('1 step to Global Administrator', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Details of reach-paa-resetter' }).click();
    const chain = page.getByRole('list', { name: 'Shortest chain to Global Administrator' }).getByRole('listitem');
    // It resets the password of a Global Administrator of the files (which one: the first in the review's order).
    await expect.poll(() => chain.count(), { timeout: 30_000 }).toBe(2); // the worker answers; a loaded host is slow
    const [reset, holds] = await chain.allTextContents();
    expect(reset).toMatch(
      /^reach-paa-resetter can reset the password of .+ \(Privileged Authentication Administrator assignment asg-reach-paa-4d92 at \/\)$/,
    );
    expect(holds).toMatch(/ holds Global Administrator \(Global Administrator assignment .+ at \/\)$/);
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Can reach Global Administrator' }).check();
    await resetter.waitFor();
    addresses.push(page.url());
    await page.getByRole('checkbox', { name: 'Can reach Global Administrator' }).uncheck();

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
    expect(csv.text).toContain('reach-paa-resetter can reset the password of');
    const json = JSON.parse((await download('Export JSON')).text) as { principals: { displayName: string }[] };
    expect(json.principals.map((p) => p.displayName)).toContain('ops-admin-01');
    expect((await download('Export Markdown')).text).toContain('# Assignment review');
    expect((await download('Export XLSX')).name).toBe('assignment-review.xlsx');

    addresses.push(page.url());
    await page.getByRole('checkbox', { name: /^Keep for this tab/ }).check();
    // The worker hands the files' bytes back to be stored: the page says when they are.
    await page.getByRole('status').filter({ hasText: "The files are kept in this tab's session storage." }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Details of ops-admin-01' }).first().waitFor();
    addresses.push(page.url());
    await page.goto(`${app.preview.url}privacy`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(requests.length).toBeGreaterThan(5);
    // The takeover facts: a static file, fetched without any query (nothing of the files could ride along).
    const takeover = requests.filter((request) => new URL(request.url).pathname.endsWith('/data/takeover.json'));
    expect(takeover.length).toBeGreaterThan(0);
    for (const request of takeover) {
      expect(new URL(request.url).search).toBe('');
      expect(request.body).toBe('');
    }
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
