// The compare page's exports in real Chromium with the real worker: the 'More exports' menu by keyboard and axe,
// XLSX read back with read-excel-file and checked cell by cell, JSON equal to the CLI's object, Markdown, the as-of
// snapshot in every export, and print mode (all five tabs under a repeating statement). Only the browser's print
// dialog is stubbed (window.print), the platform edge a test cannot drive.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import readXlsxFile from 'read-excel-file/browser';
import type { Role } from '../../src/data/role-model';
import type { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { pairStats, type AnalysisResult } from '@engine/analyze';
import { toCliJson } from '@engine/report-json';
import { STATEMENT_ROWS, XLSX_SHEETS } from '../../src/features/compare/export-xlsx';
import { axeViolations, renderApp, resetBetweenTests, tabTo, watchDownloads, type RenderedApp } from './harness';
import { idsOf, loadComparisonOracle, loadHistoryEngine, roleBySlug } from './engine-oracle';

const WAIT = { timeout: 20_000 };
const LISTED: PermissionView = { inherit: false, wildcards: false };
const TAB_NAMES = ['Summary', 'Common Permissions', 'All Permissions', 'Unique Permissions', 'Redundancy Analysis'];

let roles: Role[];
let engine: RoleEngine;
let ga: Role;
let gr: Role;
let ua: Role;

beforeAll(async () => {
  ({ roles, engine, globalAdministrator: ga, globalReader: gr, userAdministrator: ua } = await loadComparisonOracle());
});

resetBetweenTests();

/** Waits for the report of `expected` (its summary cards) so the page and the worker are ready. */
async function expectReport(app: RenderedApp, expected: AnalysisResult) {
  await expect.element(app.screen.getByRole('list', { name: 'Compared roles' }), WAIT).toBeVisible();
  await expect.element(app.screen.getByRole('definition').nth(0)).toHaveTextContent(String(expected.unionCount));
}

/** The disclosure's summary ('More exports'): a native <summary>, opened and closed by click, Enter or Space. */
const moreExports = (app: RenderedApp) => app.screen.getByText(/^More exports/);

async function pick(app: RenderedApp, item: string) {
  await userEvent.click(moreExports(app));
  await userEvent.click(app.screen.getByRole('group', { name: 'More exports' }).getByRole('button', { name: item }));
}

describe('compare exports', { timeout: 120_000 }, () => {
  it('More exports opens, closes and picks an item by keyboard alone, with no axe violation open or closed (Markdown)', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr, ua)}`);
    const expected = engine.analyze(
      [ga, gr, ua].map((r) => r.templateId),
      LISTED,
    );
    await expectReport(app, expected);
    expect(await axeViolations()).toEqual([]);
    const downloads = watchDownloads();
    const menu = app.screen.getByRole('group', { name: 'More exports' });
    const isOpen = () => document.querySelector('details')?.open;
    expect(isOpen()).toBe(false);
    await tabTo(moreExports(app), 12);
    await expect.element(moreExports(app)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(menu).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    // Escape closes it and gives the focus back; Enter opens it again.
    await userEvent.keyboard('{Escape}');
    await expect.poll(isOpen).toBe(false);
    await expect.element(moreExports(app)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect.element(menu.getByRole('button', { name: 'Export XLSX' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(menu.getByRole('button', { name: 'Export Markdown' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const { blob, name } = await downloads.file();
    expect(name).toBe('role-comparison.md');
    const md = await blob.text();
    const lines = md.split('\n');
    expect(lines[0]).toBe('# Role Comparison Analysis');
    expect(lines).toContain('- **Selection:** Global Administrator, Global Reader, User Administrator');
    expect(lines).toContain('- **View:** Listed');
    expect(lines).toContain(`- **Dataset:** Dataset of ${ga.datasetDate} (Microsoft Graph export)`);
    expect(lines).toContain('- **Custom roles:** none (built-in roles only)');
    expect(md).toMatch(/- \*\*Generated:\*\* \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    for (const heading of ['## Summary', '## Overlap matrix', ...TAB_NAMES.slice(1).map((t) => `## ${t}`)])
      expect(lines).toContain(heading);
    expect(lines).toContain(`| Total unique permissions (union) | ${expected.unionCount} |`);
    expect(lines).toContain(`| Common to all roles | ${expected.intersectionCount} |`);
    expect(lines).toContain(`| Minimal role set | ${expected.minimalSet.length} |`);
    await expect.element(app.screen.getByRole('status').filter({ hasText: 'Markdown exported' })).toBeVisible();
    await expect.poll(isOpen).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('Export XLSX downloads one sheet per tab, read back cell by cell equal to the engine', async () => {
    const view = { inherit: true, wildcards: false };
    const app = await renderApp(`/compare?ids=${idsOf(gr, ua, ga)}&inherit=1`);
    const expected = engine.analyze(
      [gr, ua, ga].map((r) => r.templateId),
      view,
    );
    await expectReport(app, expected);
    const downloads = watchDownloads();
    await pick(app, 'Export XLSX');
    const { blob, name } = await downloads.file();
    expect(name).toBe('role-comparison.xlsx');
    const sheets = await readXlsxFile(blob);
    expect(sheets.map((s) => s.sheet)).toEqual([...XLSX_SHEETS]);
    const book = new Map(sheets.map((s) => [s.sheet, s.data]));
    for (const [sheet, data] of book) {
      expect(data[0].slice(0, 2), sheet).toEqual([
        'Selection',
        'Global Reader, User Administrator, Global Administrator',
      ]);
      expect(data[1].slice(0, 2), sheet).toEqual(['View', 'Listed + Inherited']);
      expect(data[2].slice(0, 2), sheet).toEqual(['Dataset', `Dataset of ${gr.datasetDate} (Microsoft Graph export)`]);
      expect(data[3][0], sheet).toBe('Generated');
      expect(data[4].slice(0, 2), sheet).toEqual(['Custom roles', 'none (built-in roles only)']);
    }
    const table = (sheet: string) => book.get(sheet)!.slice(STATEMENT_ROWS);
    const n = expected.roles.length;
    const matrix = table('Matrix');
    expect(matrix[0].slice(1)).toEqual(expected.roles.map((r) => r.name));
    for (let i = 0; i < n; i++) {
      expect(matrix[i + 1][0]).toBe(expected.roles[i].name);
      for (let j = 0; j < n; j++) expect(matrix[i + 1][j + 1], `${i},${j}`).toBe(pairStats(expected, i, j).percent);
    }
    expect(
      table('Common')
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(expected.actions.filter((_, p) => expected.isCommon[p] === 1));
    const all = table('All').slice(1);
    expect(all.map((row) => row[0])).toEqual(expected.actions);
    expect(all.map((row) => row[2])).toEqual(Array.from(expected.isCommon, (c) => (c ? 'Yes' : 'No')));
    const unique = table('Unique')
      .slice(1)
      .filter((row) => row[1] !== '(none)')
      .map((row) => `${row[0]}|${row[1]}`);
    expect(unique.sort()).toEqual(
      expected.actions
        .flatMap((a, p) => (expected.uniqueTo[p] >= 0 ? [`${expected.roles[expected.uniqueTo[p]].name}|${a}`] : []))
        .sort(),
    );
    const summary = table('Summary');
    expect(summary[2].slice(0, 2)).toEqual(['Total unique permissions (union)', expected.unionCount]);
    expect(summary[3].slice(0, 2)).toEqual(['Common to all roles', expected.intersectionCount]);
    await expect.element(app.screen.getByRole('status').filter({ hasText: 'XLSX exported' })).toBeVisible();
  });

  it('Export JSON deep-equals the CLI object built with the real engine, plus customRoles and generatedAt', async () => {
    const view = { inherit: true, wildcards: true };
    const chosen = [ga, roleBySlug(roles, 'security-reader'), roleBySlug(roles, 'directory-readers')];
    const app = await renderApp(`/compare?ids=${idsOf(...chosen)}&inherit=1&wildcards=1`);
    const expected = engine.analyze(
      chosen.map((r) => r.templateId),
      view,
    );
    await expectReport(app, expected);
    const downloads = watchDownloads();
    await pick(app, 'Export JSON');
    const { blob, name } = await downloads.file();
    expect(name).toBe('role-comparison.json');
    const { customRoles, generatedAt, ...rest } = JSON.parse(await blob.text());
    expect(rest).toEqual(toCliJson(expected, chosen, ga.datasetDate!));
    expect(customRoles).toBe(false);
    expect(Number.isNaN(Date.parse(generatedAt))).toBe(false);
  });

  it('every export of an as-of comparison uses the snapshot’s roles and states the snapshot', async () => {
    const { engine: past } = await loadHistoryEngine();
    const date = '2024-03-05';
    const snapshot = past.snapshotOn(date);
    const expected = past.analyze([ga.templateId, gr.templateId], LISTED, { asOf: snapshot });
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}&asOf=${date}`);
    await expectReport(app, expected);
    let downloads = watchDownloads();
    await pick(app, 'Export Markdown');
    let file = await downloads.file();
    expect(file.name).toBe(`role-comparison-as-of-${snapshot}.md`);
    const md = await file.blob.text();
    expect(md).toContain(`- **Snapshot:** Roles as of ${date}: snapshot of ${snapshot} (Microsoft Graph export)`);
    expect(md).toContain(`| Total unique permissions (union) | ${expected.unionCount} |`);
    vi.restoreAllMocks();
    downloads = watchDownloads();
    await pick(app, 'Export JSON');
    file = await downloads.file();
    const json = JSON.parse(await file.blob.text());
    expect(json.datasetDate).toBe(snapshot);
    expect(json.asOf).toBe(date);
    expect(json.union).toEqual(expected.actions);
  });

  it('Print / Save as PDF renders every tab under its heading and the statement, then the tabs again', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}`);
    const expected = engine.analyze([ga.templateId, gr.templateId], LISTED);
    await expectReport(app, expected);
    await expect.element(app.screen.getByRole('tab', { name: 'Summary', exact: true })).toBeVisible();
    // The print dialog is the platform edge: stubbed, and the page's state read at the moment it would open.
    const seen: { headings: string[]; statement: string; tabs: number }[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      seen.push({
        headings: Array.from(document.querySelectorAll('h2'), (h) => h.textContent ?? ''),
        statement: document.querySelector('main p')?.textContent ?? '',
        tabs: document.querySelectorAll('[role="tab"]').length,
      });
    });
    await pick(app, 'Print / Save as PDF');
    expect(seen).toHaveLength(1);
    for (const name of TAB_NAMES) expect(seen[0].headings).toContain(name);
    expect(seen[0].tabs).toBe(0);
    expect(seen[0].statement).toContain('Selection: Global Administrator, Global Reader');
    expect(seen[0].statement).toContain('View: Listed');
    expect(seen[0].statement).toContain(`Dataset of ${ga.datasetDate}`);
    expect(seen[0].statement).toMatch(/Generated \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(seen[0].statement).toContain('Custom roles: none');
    // After the dialog, the screen layout is back.
    await expect.element(app.screen.getByRole('tab', { name: 'Summary', exact: true })).toBeVisible();
  });

  it("the browser's own Print of every built-in role has every summary row, chip and tab, and a header on each page", async () => {
    const builtIn = roles.filter((r) => r.builtIn);
    const app = await renderApp(`/compare?ids=${idsOf(...builtIn)}`);
    await expectReport(
      app,
      engine.analyze(
        builtIn.map((r) => r.templateId),
        LISTED,
      ),
    );
    // The browser fires beforeprint and lays the page out for paper right after it, with no frame in between: what
    // the page shows at the end of the event is what is printed.
    window.dispatchEvent(new Event('beforeprint'));
    const table = document.querySelector('[aria-label="Table of the selected roles"] table')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(builtIn.length);
    expect(document.querySelectorAll('[aria-label="Compared roles"] > li')).toHaveLength(builtIn.length);
    for (const name of TAB_NAMES)
      expect(Array.from(document.querySelectorAll('h2'), (h) => h.textContent)).toContain(name);
    // The header and page number of every printed page: margin boxes of the page rule, in a constructed sheet.
    const pageRule = document.adoptedStyleSheets
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .find((rule) => rule.cssText.startsWith('@page'))!.cssText;
    expect(pageRule).toContain(`Selection: ${builtIn.length} roles (named on the first page)`);
    expect(pageRule).toContain('View: Listed');
    expect(pageRule).toContain('counter(pages)');
    window.dispatchEvent(new Event('afterprint'));
    await expect.element(app.screen.getByRole('tab', { name: 'Summary', exact: true })).toBeVisible();
  });

  it('print=1 shows the print layout on screen with no axe violation', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr, ua)}&print=1`);
    const expected = engine.analyze(
      [ga, gr, ua].map((r) => r.templateId),
      LISTED,
    );
    await expectReport(app, expected);
    for (const name of TAB_NAMES)
      await expect.element(app.screen.getByRole('heading', { level: 2, name, exact: true }), WAIT).toBeVisible();
    await expect.element(app.screen.getByText(`Selection: ${ga.displayName}`, { exact: false })).toBeVisible();
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });
});
