// The roles directory (/roles): real dataset, real worker, real Chromium; only the network edge is delayed or failed where the name says so.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DATASET_URL } from '../../src/data/load-roles';
import { toRoles, type Role } from '../../src/data/role-model';
import {
  answerDatasetRequests,
  axeViolations,
  currentPath,
  failDatasetRequests,
  releaseDatasetRequest,
  renderApp,
  resetBetweenTests,
  retryWithRealFile,
  tabTo,
} from './harness';
import { engineOf, roleBySlug } from './engine-oracle';

interface RawRow {
  display_name: string;
  description: string | null;
  is_builtin: boolean;
  role_permissions: unknown[] | null;
}

const realFetch = window.fetch.bind(window);

/** The dataset file as stored, read independently of the app's loader. */
async function rawRows(): Promise<RawRow[]> {
  return (await (await realFetch(DATASET_URL)).json()) as RawRow[];
}

async function datasetRoles(): Promise<Role[]> {
  return toRoles(await rawRows());
}

resetBetweenTests();

describe('roles directory', () => {
  it('network edge delayed: shows 6 skeleton cards announced once, then the cards', async () => {
    await answerDatasetRequests(['hold']);
    const { screen } = await renderApp('/roles');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Roles Directory' })).toBeVisible();
    await expect.element(screen.getByRole('status').filter({ hasText: 'Loading roles...' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-skeleton-card]')).toHaveLength(6);
    // One busy region and one status line, the cards themselves hidden from assistive technology.
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(document.querySelector('[data-skeleton-card]')!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(
      screen
        .getByRole('status')
        .elements()
        .filter((el) => el.textContent === 'Loading roles...'),
    ).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);

    await releaseDatasetRequest();
    const builtIn = (await rawRows()).filter((row) => row.is_builtin).length;
    await expect.element(screen.getByRole('heading', { level: 2, name: `${builtIn} Built-in Roles` })).toBeVisible();
    expect(document.querySelectorAll('[data-skeleton-card]')).toHaveLength(0);
  });

  it('lists every role as a card with badge, description, count and a distinguishable Learn more link', async () => {
    const rows = await rawRows();
    const { screen } = await renderApp('/roles');
    const builtIn = rows.filter((row) => row.is_builtin).length;
    await expect.element(screen.getByRole('heading', { level: 2, name: `${builtIn} Built-in Roles` })).toBeVisible();

    const cards = screen.getByRole('article');
    expect(cards.elements()).toHaveLength(rows.length);
    const ga = rows.find((row) => row.display_name === 'Global Administrator')!;
    const card = screen.getByRole('article', { name: 'Global Administrator' });
    await expect.element(card.getByRole('heading', { name: 'Global Administrator' })).toBeVisible();
    await expect.element(card.getByText('Built-in', { exact: true })).toBeVisible();
    await expect.element(card.getByText(ga.description!)).toBeVisible();
    await expect.element(card.getByText(`${ga.role_permissions!.length} permissions`)).toBeVisible();
    await expect
      .element(card.getByRole('link', { name: 'Learn more about Global Administrator' }))
      .toHaveAttribute('href', '/roles/global-administrator');

    const learnMoreNames = screen
      .getByRole('link', { name: /^Learn more about / })
      .elements()
      .map((el) => el.textContent);
    expect(learnMoreNames).toHaveLength(rows.length);
    expect(new Set(learnMoreNames).size).toBe(rows.length);
    // axe over all the cards takes a while on a busy machine.
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('search matches the name or the description in any case, and says when nothing matches', async () => {
    const roles = await datasetRoles();
    const { screen } = await renderApp('/roles');
    const search = screen.getByRole('searchbox', { name: 'Search roles by name or description' });
    await expect.element(search).toBeVisible();

    await userEvent.fill(search, 'gLoBaL rEaDeR');
    const byName = roles.filter((r) => `${r.displayName} ${r.description}`.toLowerCase().includes('global reader'));
    expect(byName.map((r) => r.displayName)).toContain('Global Reader');
    await expect
      .element(screen.getByRole('status').filter({ hasText: `${byName.length} of ${roles.length} roles match` }))
      .toBeVisible();
    expect(
      screen
        .getByRole('article')
        .elements()
        .map((el) => el.querySelector('h3')!.textContent),
    ).toEqual(byName.map((r) => r.displayName));

    // A phrase found only in a description: the match comes from the description.
    await userEvent.fill(search, 'EXCHANGE PRODUCT');
    const byDescription = roles.filter((r) => r.description.toLowerCase().includes('exchange product'));
    expect(byDescription.length).toBeGreaterThan(0);
    expect(byDescription.every((r) => !r.displayName.toLowerCase().includes('exchange product'))).toBe(true);
    await expect.element(screen.getByRole('article', { name: byDescription[0].displayName })).toBeVisible();
    expect(screen.getByRole('article').elements()).toHaveLength(byDescription.length);

    await userEvent.fill(search, 'no role is called this');
    await expect.element(screen.getByText('No roles found matching your search.')).toBeVisible();
    expect(screen.getByRole('article').elements()).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('counts follow the permission view from the URL, and role links carry it', async () => {
    const roles = (await datasetRoles()).filter((r) => r.builtIn);
    const engine = engineOf(roles);
    const ga = roleBySlug(roles, 'global-administrator');
    const inheritedCount = engine.explainRole(ga.templateId, { inherit: true, wildcards: false })!.length;
    expect(inheritedCount).toBeGreaterThan(ga.permissions.length);

    const { screen } = await renderApp('/roles?inherit=1');
    const card = screen.getByRole('article', { name: 'Global Administrator' });
    await expect.element(card.getByText(`${inheritedCount} permissions`)).toBeVisible();
    await expect
      .element(screen.getByText('permission counts in the Listed + Inherited view', { exact: false }))
      .toBeVisible();
    await expect
      .element(card.getByRole('link', { name: 'Learn more about Global Administrator' }))
      .toHaveAttribute('href', '/roles/global-administrator?inherit=1');

    await userEvent.click(screen.getByRole('switch', { name: '+ Inherited' }));
    await expect.element(card.getByText(`${ga.permissions.length} permissions`)).toBeVisible();
  });

  it('works by keyboard alone: search, then follow a Learn more link', async () => {
    const app = await renderApp('/roles');
    const search = app.screen.getByRole('searchbox', { name: 'Search roles by name or description' });
    await expect.element(search).toBeVisible();
    search.element().focus();
    await userEvent.keyboard('Global Reader');
    const link = app.screen.getByRole('link', { name: 'Learn more about Global Reader' });
    await expect.element(link).toBeVisible();
    await tabTo(link, 30);
    expect(document.activeElement).toBe(link.element());
    await userEvent.keyboard('{Enter}');
    expect(currentPath(app)).toBe('/roles/global-reader');
  });

  it('network edge failed: shows the error with a retry that loads the roles', async () => {
    await failDatasetRequests();
    const { screen } = await renderApp('/roles');
    await expect.element(screen.getByRole('heading', { name: 'Error Loading Roles' })).toBeVisible();
    await expect.element(screen.getByText('Failed to load roles data (HTTP 503)')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await retryWithRealFile(screen);
    await expect.element(screen.getByRole('article', { name: 'Global Reader' })).toBeVisible();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await page.viewport(390, 800);
    const { screen } = await renderApp('/roles');
    await expect.element(screen.getByRole('article', { name: 'Global Administrator' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  });
});
