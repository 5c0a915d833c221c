// The written docs guides, /docs/getting-started and /docs/compliance-export, in real Chromium with the real dataset
// and worker: their sections, their links (followed to the real pages), axe-core at desktop and phone width.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CSV_COLUMNS } from '@engine/csv';
import { XLSX_SHEETS } from '../../src/features/compare/export-xlsx';
import { axeViolations, currentPath, renderApp, resetBetweenTests, tabTo } from './harness';

const GETTING_STARTED_SECTIONS = [
  'What RolePrism is, and what it is not',
  '1. Pick roles in the simulator',
  '2. Read the comparison',
  '3. The catalog and the role pages',
  '4. Find roles by permission or by task',
  '5. Role changes and comparing as of a date',
  '6. Review who holds which role',
  '7. Share, export and automate',
  '8. Know where the data comes from',
  'Start now',
];

const COMPLIANCE_SECTIONS = [
  'What an export contains',
  'How to reproduce a result',
  'Evidence to file',
  'Limits to state in a finding',
  'Checklist for an access review',
];

const GUIDES = [
  { path: '/docs/getting-started', title: 'Getting started', sections: GETTING_STARTED_SECTIONS },
  { path: '/docs/compliance-export', title: 'Compliance export', sections: COMPLIANCE_SECTIONS },
] as const;

/** How long to wait for a page to come in: its code loads on demand, slowly on a busy machine (not a time asserted). */
const PAGE_LOAD = { timeout: 15_000 };

function metaDescription(): string {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
}

/** The levels of the main content's headings, in document order. */
function headingLevels(): number[] {
  return Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4'), (h) => Number(h.tagName[1]));
}

resetBetweenTests();

describe('docs guides', { timeout: 60_000 }, () => {
  it.each(GUIDES)('$path renders its title, every section in order, its meta and passes axe', async (guide) => {
    const { screen } = await renderApp(guide.path);
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: guide.title }), PAGE_LOAD).toBeVisible();
    const sections = main.getByRole('heading', { level: 2 }).elements();
    expect(sections.map((h) => h.textContent)).toEqual(guide.sections);
    for (const name of guide.sections) await expect.element(main.getByRole('region', { name })).toBeVisible();
    // Headings go down one level at a time: h1, then h2s, with h3s only under an h2.
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]).toBeLessThanOrEqual(1));
    await expect.poll(() => document.title).toBe(`${guide.title} guide · RolePrism`);
    expect(metaDescription()).toMatch(
      guide.title === 'Getting started' ? /^Getting started with RolePrism/ : /^For auditors/,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it.each(GUIDES)('$path fits a 360px phone without horizontal overflow and passes axe there', async (guide) => {
    await page.viewport(360, 800);
    const { screen } = await renderApp(guide.path);
    await expect.element(screen.getByRole('heading', { level: 1, name: guide.title }), PAGE_LOAD).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Open the Simulator' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(await axeViolations()).toEqual([]);
  });

  it('/docs/compliance-export documents every CSV column the engine writes, in file order', async () => {
    const { screen } = await renderApp('/docs/compliance-export');
    const table = screen.getByRole('table', { name: 'The columns of role-comparison.csv, in file order.' });
    await expect.element(table, PAGE_LOAD).toBeVisible();
    const rowHeaders = table.getByRole('rowheader').elements();
    expect(rowHeaders.map((th) => th.textContent)).toEqual([...CSV_COLUMNS]);
    await expect.element(screen.getByRole('main')).toHaveTextContent(/written with a leading apostrophe/);
  });

  it('/docs/compliance-export names every sheet of the XLSX export, in workbook order', async () => {
    const { screen } = await renderApp('/docs/compliance-export');
    const xlsx = screen
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /^XLSX: one sheet per tab/ });
    await expect.element(xlsx, PAGE_LOAD).toHaveTextContent(`(${XLSX_SHEETS.join(', ')})`);
  });

  it('the docs index shows both guides as available, not coming soon', async () => {
    const app = await renderApp('/docs');
    const main = app.screen.getByRole('main');
    for (const { path, title } of GUIDES) {
      const item = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect
        .element(item.getByRole('link', { name: title, exact: true }), PAGE_LOAD)
        .toHaveAttribute('href', path);
      await expect.element(item.getByText('Available')).toBeVisible();
      expect(item.getByText('Guide coming soon').elements()).toHaveLength(0);
    }
    await userEvent.click(main.getByRole('link', { name: 'Compliance export', exact: true }));
    expect(currentPath(app)).toBe('/docs/compliance-export');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Compliance export' }), PAGE_LOAD).toBeVisible();
  });

  // Followed by a click, each link lands on its real page (its own heading), never the not-found page.
  it.each([
    ['/docs/getting-started', 'Open the Simulator', '/simulator', 'Role Simulator'],
    ['/docs/getting-started', 'Browse the Role Catalog', '/catalog', 'Role Catalog'],
    ['/docs/getting-started', 'Permission views', '/docs/permission-views', 'Permission views'],
    ['/docs/getting-started', 'Helpdesk Administrator', '/roles/helpdesk-administrator', 'Helpdesk Administrator'],
    [
      '/docs/getting-started',
      'Helpdesk, Password and User Administrator',
      '/compare?ids=729827e3-9c14-49f7-bb1b-9608f156bbb8,966707d0-3269-4727-9be2-8c3a10f19b9d,fe930be7-5e62-47db-91af-98c3a49a38b1',
      'Role Comparison Analysis',
      'Analyzing 3 roles',
    ],
    ['/docs/getting-started', 'JSON API', '/docs/api', 'JSON API'],
    ['/docs/getting-started', 'Attack paths', '/attack-paths', 'Attack paths'],
    ['/docs/getting-started', 'assignment review', '/assignments', 'Assignment review'],
    ['/docs/compliance-export', 'About the data', '/data', 'About the data'],
    ['/docs/compliance-export', 'Role changes', '/changes', 'Role changes'],
    ['/docs/compliance-export', 'assignment review', '/assignments', 'Assignment review'],
    ['/docs/compliance-export', 'Browse the Role Catalog', '/catalog', 'Role Catalog'],
  ] as [string, string, string, string, string?][])(
    '%s: the link “%s” opens %s',
    async (from, name, to, heading, text) => {
      const app = await renderApp(from);
      const main = app.screen.getByRole('main');
      await expect.element(main.getByRole('heading', { level: 1 }), PAGE_LOAD).toBeVisible();
      await userEvent.click(main.getByRole('link', { name, exact: true }).first());
      expect(currentPath(app)).toBe(to);
      // The next page loads its code (and maybe the dataset) first: on a busy machine that can take seconds.
      await expect.element(main.getByRole('heading', { level: 1, name: heading }), PAGE_LOAD).toBeVisible();
      if (text) await expect.element(main, PAGE_LOAD).toHaveTextContent(text);
      expect(app.screen.getByRole('heading', { name: 'Oops! Page not found' }).elements()).toHaveLength(0);
    },
  );

  it('/docs/getting-started links to the Atom feed of role changes, which the app serves', async () => {
    const { screen } = await renderApp('/docs/getting-started');
    const feed = screen.getByRole('main').getByRole('link', { name: 'Atom feed' });
    await expect.element(feed, PAGE_LOAD).toHaveAttribute('type', 'application/atom+xml');
    const response = await fetch(feed.element().getAttribute('href')!);
    expect(response.ok).toBe(true);
    expect(await response.text()).toMatch(/^<\?xml[\s\S]*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
  });

  it("works by keyboard alone: Tab reaches the guide's links and Enter follows one", async () => {
    const app = await renderApp('/docs/compliance-export');
    const main = app.screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Compliance export' }), PAGE_LOAD).toBeVisible();
    const simulator = main.getByRole('link', { name: 'Open the Simulator' });
    await tabTo(simulator, 80);
    expect(document.activeElement).toBe(simulator.element());
    await userEvent.keyboard('{Enter}');
    expect(currentPath(app)).toBe('/simulator');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Role Simulator' }), PAGE_LOAD).toBeVisible();
  });
});
