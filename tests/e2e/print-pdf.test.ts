// Pages printed to PDF by Chromium (headless) from the built app. The compare page (A4 landscape): every tab's heading
// is in the PDF's text, and every page carries the statement (selection, view, dataset date, generation time) and its
// number. A role page (the browser's own Print, A4): every permission of the list, which scrolls on screen, and none
// of the screen's buttons. The assignment review (A4): its page of principals, every chip, within the paper's width.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { toRoles } from '../../src/data/role-model';
import { freePort } from '../db/cluster';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';
import { untilHydrated } from './hydrated';

const app = servedApp(await freePort());

const TAB_HEADINGS = ['Summary', 'Common Permissions', 'All Permissions', 'Unique Permissions', 'Redundancy Analysis'];

function builtInRoles() {
  return toRoles(JSON.parse(readFileSync(resolve(ROOT, 'dist/data/roles_with_permissions.json'), 'utf8'))).filter(
    (r) => r.builtIn,
  );
}

/** PDF text joins lines and may break words across them: compare with all whitespace removed. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('print to PDF', { timeout: 180_000 }, () => {
  it('prints /compare with every tab heading and the statement (A4 landscape)', async () => {
    const roles = builtInRoles();
    const chosen = ['global-administrator', 'global-reader', 'user-administrator'].map((slug) =>
      roles.find((r) => r.slug === slug)!,
    );
    const datasetDate = chosen[0].datasetDate!;
    const page = await app.browser.newPage();
    try {
      await page.goto(`${app.preview.url}compare?ids=${chosen.map((r) => r.templateId).join(',')}&print=1`);
      for (const heading of TAB_HEADINGS)
        await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor({ timeout: 30_000 });
      const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
      const document = await getDocumentProxy(new Uint8Array(pdf));
      const { totalPages, text } = await extractText(document, { mergePages: false });
      console.log(`[print] ${totalPages} A4 landscape pages, ${pdf.length} bytes`);
      expect(totalPages).toBeGreaterThan(0);
      const all = squeeze(text.join('\n'));
      for (const heading of ['Role Comparison Analysis', ...TAB_HEADINGS]) expect(all).toContain(squeeze(heading));
      const statement = squeeze(
        `Selection: ${chosen.map((r) => r.displayName).join(', ')} · View: Listed · Dataset of ${datasetDate}`,
      );
      // The statement opens the report, and every page carries it (and its number) in its margins.
      expect(squeeze(text[0])).toContain(statement);
      expect(squeeze(text[0])).toMatch(/Generated\d{4}-\d\d-\d{4}:\d\dUTC/);
      const repeated = text.filter((pageText) => squeeze(pageText).includes(statement)).length;
      console.log(`[print] the statement is on ${repeated} of ${totalPages} pages`);
      text.forEach((pageText, index) => {
        expect(squeeze(pageText)).toContain(statement);
        expect(squeeze(pageText)).toContain(squeeze(`Page ${index + 1} of ${totalPages}`));
      });
      // Nothing of the screen's controls on paper.
      expect(all).not.toContain(squeeze('More exports'));
      expect(all).not.toContain(squeeze('Share Analysis'));
    } finally {
      await page.close();
    }
  });

  it('prints a role page with every permission of its scrolling list, the loaded history, and none of its buttons', async () => {
    // A short window: the History section, far below, loads only once scrolled to.
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 500 } });
    const printedText = async () => {
      const pdf = await page.pdf({ format: 'A4' });
      return squeeze((await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text);
    };
    try {
      for (const slug of ['user-administrator', 'global-administrator']) {
        const role = builtInRoles().find((r) => r.slug === slug)!;
        const actions = [...new Set(role.permissions.map((p) => p.action))];
        await page.goto(`${app.preview.url}roles/${slug}`);
        await page.waitForLoadState('networkidle'); // the app has taken the prerendered page over
        const list = page.getByRole('list', { name: `Permissions of ${role.displayName}` });
        await list.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 30_000 });
        expect(await list.locator(':scope > li').count()).toBe(actions.length);

        // Printed before its history has loaded: the paper says so instead of 'Loading', and printing starts the load,
        // so the next print has it (no scrolling here: the section is far below this short window).
        await page.getByText("Loading the role's history...").waitFor({ state: 'attached' });
        const first = await printedText();
        expect(first).not.toContain(squeeze("Loading the role's history"));
        expect(first).toContain(squeeze("Not included: the role's history had not loaded when this page was printed"));
        await page
          .getByText(/snapshot dates? with changes|No changes since/)
          .first()
          .waitFor({ state: 'attached', timeout: 45_000 });
        const pdf = await page.pdf({ format: 'A4' });
        const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
          mergePages: true,
        });
        const all = squeeze(text);
        console.log(`[print] ${slug}: ${totalPages} A4 pages, ${actions.length} permissions`);
        // The list scrolls on screen (a box of its own height); on paper every row is there.
        const missing = actions.filter((action) => !all.includes(squeeze(action)));
        expect(missing).toEqual([]);
        expect(all).toContain(squeeze(`Showing ${actions.length} of ${actions.length} permissions · Listed view`));
        expect(all).toMatch(/snapshotdates?withchanges|Nochangessince/); // the history, loaded, is on paper
        expect(all).not.toContain(squeeze('Not included'));
        for (const control of ['Export CSV', 'Copy template ID', 'Analyze in Simulator', 'Compare with Other Roles'])
          expect(all).not.toContain(squeeze(control));
      }
    } finally {
      await page.close();
    }
  });

  it('prints every permission /permissions matches, not the 100 its Show more pages through on screen', async () => {
    const actions = [...new Set(builtInRoles().flatMap((r) => r.permissions.map((p) => p.action)))];
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${app.preview.url}permissions`);
      // One 'Show more', once the app has taken the page over: 200 rows on screen.
      const shown = (n: number) =>
        page.waitForFunction(
          (count) => document.querySelectorAll('ul[aria-label="Permissions"] > li').length === count,
          n,
          {
            timeout: 30_000,
          },
        );
      await (await untilHydrated(page.getByRole('button', { name: /^Show more/ }))).click();
      await shown(200);
      // Chromium fires beforeprint when it prints to PDF: the page renders every row for the paper.
      const pdf = await page.pdf({ format: 'A4' });
      const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const all = squeeze(text);
      console.log(`[print] /permissions: ${totalPages} A4 pages, ${actions.length} actions`);
      expect(actions.filter((action) => !all.includes(squeeze(action)))).toEqual([]);
      expect(all).not.toContain(squeeze('Show more'));
      // After printing, the screen is as it was.
      await shown(200);
    } finally {
      await page.close();
    }
  });

  it("prints the assignment review's page of principals within the paper's width, every role chip included", async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${app.preview.url}assignments`);
      const input = await untilHydrated(page.getByLabel('Choose assignment files (or drop them here)'));
      await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
      await input.setInputFiles(resolve(ROOT, 'tests/fixtures/assignments/graph-pages-rule-cases.json'));
      const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Flags' }) });
      await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
      const chips = await table.locator('tbody li').allTextContents();
      expect(chips.length).toBeGreaterThan(0);
      // On screen the columns are fixed and the table may scroll sideways; on paper (A4's printable width, about
      // 718 px) the columns follow content and the table fits.
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 718, height: 1000 });
      const widths = await table.evaluate((t) => ({
        table: t.scrollWidth,
        paper: document.documentElement.clientWidth,
      }));
      expect(widths.table).toBeLessThanOrEqual(widths.paper);
      const pdf = await page.pdf({ format: 'A4' });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const all = squeeze(text);
      expect(chips.filter((chip) => !all.includes(squeeze(chip)))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
