// The compare page printed to PDF by Chromium (headless, A4 landscape) from the built app: every tab's heading is in
// the PDF's text, and every page carries the statement (selection, view, dataset date, generation time) and its number.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { toRoles } from '../../src/data/role-model';
import { freePort } from '../db/cluster';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';

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
});
