// Roles that list no permissions (one found in the shipped data, inheriting a role as most do) on the compare page, in real Chromium with the real
// worker: every statement about them says so, instead of a vacuous "completely contained" or a 0% that reads as a finding.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Role } from '../../src/data/role-model';
import { axeViolations, renderApp, resetBetweenTests, watchDownloads, type RenderedApp } from './harness';
import { loadBuiltInRoles, roleBySlug } from './engine-oracle';
import shippedRows from '../../public/data/roles_with_permissions.json';
import { roleSlug } from '../../src/data/slug';

/** A built-in role the shipped data lists with no permissions, that inherits another role's (found, not named). */
const EMPTY = (shippedRows as { display_name: string; role_permissions: unknown[]; inherits_from: string[] }[]).find(
  (r) => r.role_permissions.length === 0 && r.inherits_from.length > 0,
)!.display_name;
const EMPTY_SLUG = roleSlug(EMPTY);

let tgr: Role;
let gr: Role;
let deviceJoin: Role;

beforeAll(async () => {
  const roles = await loadBuiltInRoles();
  tgr = roleBySlug(roles, `${EMPTY_SLUG}`);
  gr = roleBySlug(roles, 'global-reader');
  deviceJoin = roleBySlug(roles, 'device-join');
  // The case this file is about, checked on the data itself: if a refresh fills these roles, the test must be revisited.
  expect(tgr.permissions).toEqual([]);
  expect(deviceJoin.permissions).toEqual([]);
  expect(gr.permissions.length).toBeGreaterThan(0);
});

resetBetweenTests();

const tab = (app: RenderedApp, name: string) => app.screen.getByRole('tab', { name, exact: true });

async function openReport(path: string): Promise<RenderedApp> {
  const app = await renderApp(path);
  await expect.element(app.screen.getByRole('grid', { name: 'Overlap matrix' }), { timeout: 15_000 }).toBeVisible();
  return app;
}

describe(`compare: ${EMPTY} (lists no permissions) with Global Reader`, () => {
  it('the matrix cell says "no permissions" in text and accessible name, never 0%, and the legend explains it', async () => {
    const app = await openReport(`/compare?ids=${tgr.templateId},${gr.templateId}`);
    const grid = app.screen.getByRole('grid', { name: 'Overlap matrix' });
    const cell = grid.getByRole('button', { name: `${EMPTY} × Global Reader: no permissions` });
    await expect.element(cell).toHaveTextContent('no permissions');
    expect(cell.element().textContent).not.toMatch(/%/);
    await expect.element(cell).toHaveAccessibleDescription(`${EMPTY} lists no permissions in this dataset`);
    // The empty role's own diagonal cell says the same instead of 100%.
    expect(grid.getByText('100%').elements()).toHaveLength(1);
    await expect
      .element(app.screen.getByRole('list', { name: 'Overlap colour key' }))
      .toHaveTextContent(
        '“no permissions”: the role lists no permissions in this dataset, so there is no overlap to measure',
      );
    expect(await axeViolations()).toEqual([]);
    // The tooltip and the drawer, reached by keyboard alone.
    (cell.element() as HTMLElement).focus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(`${EMPTY} lists no permissions in this dataset`);
    await userEvent.keyboard('{Enter}');
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await expect
      .element(drawer.getByText(`No overlap to measure: ${EMPTY} lists no permissions in this dataset.`))
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(cell).toHaveFocus();
  });

  it('the summary says the containment is trivial and the minimal-set card counts the empty role', async () => {
    const app = await openReport(`/compare?ids=${tgr.templateId},${gr.templateId}`);
    const table = app.screen.getByRole('region', { name: 'Table of the selected roles' });
    await expect
      .element(table.getByRole('row', { name: new RegExp(EMPTY) }))
      .toHaveTextContent('1 role, trivially: lists no permissions');
    await expect
      .element(
        app.screen.getByText(
          `Roles that cover all ${gr.permissions.length} permissions; 1 selected role lists no permissions in this dataset`,
        ),
      )
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('redundancy: "trivially contained", not "completely contained", and the minimal-set explanation', async () => {
    const app = await openReport(`/compare?ids=${tgr.templateId},${gr.templateId}&tab=redundancy`);
    await expect.element(tab(app, 'Redundancy Analysis')).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(
        app.screen.getByText(
          `${EMPTY} lists no permissions in this dataset, so it is trivially contained in Global Reader`,
        ),
      )
      .toBeVisible();
    expect(app.screen.getByText(/Tenant Governance Reader is completely contained/).query()).toBeNull();
    await expect
      .element(app.screen.getByRole('heading', { name: 'Subset relationships (1, 1 trivial)' }))
      .toBeVisible();
    await expect.element(app.screen.getByRole('list', { name: 'Minimal role set' })).toHaveTextContent('Global Reader');
    await expect
      .element(
        app.screen
          .getByRole('list', { name: 'Roles that add nothing to the coverage' })
          .getByText(`${EMPTY} lists no permissions in this dataset, so it adds nothing to the coverage.`),
      )
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('unique tab: the empty role "lists no permissions" instead of an empty list', async () => {
    const app = await openReport(`/compare?ids=${tgr.templateId},${gr.templateId}&tab=unique`);
    await expect.element(app.screen.getByRole('heading', { name: 'Lists no permissions (1)' })).toBeVisible();
    await expect.element(app.screen.getByText(`${EMPTY} lists no permissions in this dataset.`)).toBeVisible();
    expect(app.screen.getByRole('heading', { name: /^No unique permissions/ }).query()).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('Export CSV names the empty role in a "(no permissions)" row, columns unchanged', async () => {
    const app = await openReport(`/compare?ids=${tgr.templateId},${gr.templateId}`);
    const downloads = watchDownloads();
    await userEvent.click(app.screen.getByRole('button', { name: 'Export CSV' }));
    const { rows: lines } = await downloads.csv();
    expect(lines[0]).toBe('Action,InRoles,IsCommon,UniqueTo,View,DatasetDate');
    expect(lines).toHaveLength(1 + gr.permissions.length + 1);
    expect(lines.at(-1)).toBe(`(no permissions),${EMPTY},No,,Listed,${gr.datasetDate}`);
  });
});

describe('compare: two roles that both list no permissions', () => {
  it('the pair is "no permissions" (0/0 is no similarity), and there is no coverage to keep', async () => {
    const app = await openReport(`/compare?ids=${tgr.templateId},${deviceJoin.templateId}&tab=redundancy`);
    const cell = app.screen.getByRole('button', { name: `${EMPTY} × Device Join: no permissions` });
    await expect.element(cell).toHaveAccessibleDescription('Neither role lists any permissions in this dataset');
    expect(app.screen.getByRole('grid').getByText(/%/).query()).toBeNull();
    await expect.element(app.screen.getByText('No subset relationships found.')).toBeVisible();
    await expect
      .element(
        app.screen.getByText(
          `${EMPTY} and Device Join list no permissions in this dataset, so there is no coverage to keep.`,
        ),
      )
      .toBeVisible();
    expect(app.screen.getByText(/You can reduce from/).query()).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
