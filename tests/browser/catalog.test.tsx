// The role catalog in real Chromium: cards from the real dataset, search, details dialog, selection, navigation.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createStore } from 'jotai';
import type { BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { selectionAtom } from '../../src/state/selection';
import { answerDatasetRequests, axeViolations, releaseDatasetRequest, renderApp, resetBetweenTests } from './harness';

let roles: Role[];

beforeAll(async () => {
  roles = await loadRoles();
});

resetBetweenTests();

function role(displayName: string): Role {
  const found = roles.find((r) => r.displayName === displayName);
  if (!found) throw new Error(`dataset has no role ${displayName}`);
  return found;
}

async function openCatalog() {
  const app = await renderApp('/catalog');
  await expect.element(app.screen.getByRole('searchbox', { name: 'Search roles' })).toBeVisible();
  return app;
}

describe('role catalog', { timeout: 90_000 }, () => {
  it('shows every role as a card with counts, badges and clamped description, and passes axe', async () => {
    const { screen } = await openCatalog();
    const totalPermissions = roles.reduce((sum, r) => sum + r.permissions.length, 0);
    await expect.element(screen.getByText(`${roles.length} of ${roles.length} roles`)).toBeVisible();
    await expect.element(screen.getByText(`${totalPermissions} total permissions`)).toBeVisible();
    // The cards mount in stages; the list is busy until every one is in.
    await expect.element(screen.getByRole('list', { name: 'Roles' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('article').elements()).toHaveLength(roles.length);
    // Out of view, cards skip layout a stage of 60 at a time: the browser checks one box per stage against the
    // viewport each frame, not one per card.
    const list = screen.getByRole('list', { name: 'Roles' }).element();
    const skippable = [...list.querySelectorAll('*')].filter((e) => getComputedStyle(e).contentVisibility === 'auto');
    expect(skippable).toHaveLength(Math.ceil(roles.length / 60));
    expect(screen.getByRole('article').elements().at(-1)!.checkVisibility({ contentVisibilityAuto: true })).toBe(false);

    const ga = role('Global Administrator');
    const card = screen.getByRole('article', { name: 'Global Administrator' });
    await expect.element(card.getByRole('heading', { name: 'Global Administrator' })).toBeVisible();
    await expect.element(card.getByText(`${ga.permissions.length} permissions`)).toBeVisible();
    await expect.element(card.getByText('Built-in', { exact: true })).toBeVisible();
    await expect.element(card.getByText('Privileged (Microsoft)')).toBeVisible();
    await expect.element(card.getByText(`Tier ${ga.tier}`)).toBeVisible();
    expect(getComputedStyle(card.getByText(ga.description).element()).webkitLineClamp).toBe('2');

    // Microsoft's flag and the tier model disagree for some roles; each card shows its own facts.
    const unflagged = roles.find((r) => !r.privileged && r.tier !== null)!;
    const other = screen.getByRole('article', { name: unflagged.displayName, exact: true });
    expect(other.getByText('Privileged (Microsoft)').query()).toBeNull();
    await expect.element(other.getByText(`Tier ${unflagged.tier}`)).toBeVisible();

    expect(await axeViolations()).toEqual([]);
  });

  it('filters by name or description, case-insensitively, and says when nothing matches', async () => {
    const { screen } = await openCatalog();
    const search = screen.getByRole('searchbox', { name: 'Search roles' });
    await expect.element(search).toHaveAttribute('placeholder', 'Search roles...');

    await userEvent.fill(search, 'GLOBAL reader');
    await expect.element(screen.getByText(`1 of ${roles.length} roles`)).toBeVisible();
    await expect.element(screen.getByRole('article', { name: 'Global Reader' })).toBeVisible();
    await expect
      .element(screen.getByText(`${role('Global Reader').permissions.length} total permissions`))
      .toBeVisible();

    // "password" is in the description of Helpdesk Administrator, not in its name.
    await userEvent.fill(search, 'Password');
    const expected = roles.filter((r) => /password/i.test(r.displayName) || /password/i.test(r.description));
    await expect.element(screen.getByText(`${expected.length} of ${roles.length} roles`)).toBeVisible();
    await expect.element(screen.getByRole('article', { name: 'Helpdesk Administrator' })).toBeVisible();
    await expect.element(screen.getByRole('article', { name: 'Password Administrator', exact: true })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Global Reader' }).query()).toBeNull();

    await userEvent.fill(search, 'zz-no-such-role-zz');
    await expect.element(screen.getByText('No roles found matching your search criteria.')).toBeVisible();
    await expect.element(screen.getByText(`0 of ${roles.length} roles`)).toBeVisible();
    expect(screen.getByRole('article').query()).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await userEvent.clear(search);
    await expect.element(screen.getByText(`${roles.length} of ${roles.length} roles`)).toBeVisible();
  });

  it('by keyboard: Tab reaches a card, Enter opens the details, Escape closes and focus returns', async () => {
    const { screen } = await openCatalog();
    const first = roles[0];
    const title = screen.getByRole('button', { name: first.displayName, exact: true });
    screen.getByRole('searchbox', { name: 'Search roles' }).element().focus();
    for (let i = 0; i < 5 && document.activeElement !== title.element(); i++) await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(title.element());

    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: first.displayName });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('heading', { name: first.displayName })).toBeVisible();
    await expect.element(dialog.getByText(first.description)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(title).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('dialog', { name: first.displayName })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(title).toHaveFocus();
  });

  it('details dialog lists permissions with descriptions, condition and privilege badges, and passes axe', async () => {
    const { screen } = await openCatalog();
    const user = role('User');
    const conditioned = user.permissions.find((p) => p.condition === '$SubjectIsOwner')!;
    // A click on the card itself (not on a control) opens the details too.
    await userEvent.click(screen.getByRole('article', { name: 'User', exact: true }).getByText(user.description));
    const dialog = page.getByRole('dialog', { name: 'User' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Built-in', { exact: true })).toBeVisible();
    await expect
      .element(dialog.getByRole('heading', { name: `Permissions (${user.permissions.length})` }))
      .toBeVisible();
    const list = dialog.getByRole('list', { name: `Permissions (${user.permissions.length})` });
    // The dialog asks the worker for the one role it shows: its list comes in after the heading.
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(user.permissions.length);
    // The list is the bounded scroll area of about 24rem.
    const listStyle = getComputedStyle(list.element());
    expect([listStyle.maxHeight, listStyle.overflowY]).toEqual([
      `${24 * parseFloat(getComputedStyle(document.documentElement).fontSize)}px`,
      'auto',
    ]);
    expect(list.element().scrollHeight).toBeGreaterThan(list.element().clientHeight);
    const item = list.getByRole('listitem').filter({ hasText: conditioned.action }).first();
    expect(getComputedStyle(item.getByText(conditioned.action, { exact: true }).element()).fontFamily).toMatch(
      /monospace/,
    );
    await expect.element(item.getByText(conditioned.description)).toBeInTheDocument();
    await expect.element(item.getByText(/^Owner/)).toHaveTextContent(/only on objects the user owns/);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect.element(dialog).not.toBeInTheDocument();

    const ga = role('Global Administrator');
    const privileged = ga.permissions.find((p) => p.privileged)!;
    await userEvent.click(
      screen.getByRole('article', { name: 'Global Administrator' }).getByRole('button', { name: 'View details' }),
    );
    const gaDialog = page.getByRole('dialog', { name: 'Global Administrator' });
    const gaItem = gaDialog.getByRole('listitem').filter({ hasText: privileged.action }).first();
    await expect.element(gaItem.getByText('Privileged (Microsoft)')).toBeInTheDocument();
    await expect.element(gaDialog.getByText(ga.notes[0])).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(
        screen.getByRole('article', { name: 'Global Administrator' }).getByRole('button', { name: 'View details' }),
      )
      .toHaveFocus();
  });

  it("'Add to Simulator' toggles to 'Selected' and the selection persists in the store and session", async () => {
    const first = await openCatalog();
    const gr = role('Global Reader');
    const card = first.screen.getByRole('article', { name: 'Global Reader' });
    await userEvent.click(card.getByRole('button', { name: 'Add to Simulator' }));
    await expect.element(card.getByRole('button', { name: 'Selected' })).toBeVisible();
    expect(first.store.get(selectionAtom)).toEqual([gr.templateId]);
    await expect.element(first.screen.getByText('1 role selected for the simulator')).toBeVisible();
    await first.screen.unmount();

    // A fresh app (new store) reads the selection back from session storage.
    const second = await openCatalog();
    expect(second.store.get(selectionAtom)).toEqual([gr.templateId]);
    const again = second.screen.getByRole('article', { name: 'Global Reader' });
    await expect.element(again.getByRole('button', { name: 'Selected' })).toBeVisible();
    await userEvent.click(again.getByRole('button', { name: 'Selected' }));
    await expect.element(again.getByRole('button', { name: 'Add to Simulator' })).toBeVisible();
    expect(second.store.get(selectionAtom)).toEqual([]);
  });

  it("'Compare in Simulator' navigates to /simulator?add={templateId}", async () => {
    const navigations: string[] = [];
    const memory = memoryLocation({ path: '/catalog', record: true });
    const loggingHook: BaseLocationHook = () => {
      const [path, navigate] = memory.hook();
      return [path, (to: string, options?: { replace?: boolean }) => (navigations.push(to), navigate(to, options))];
    };
    const screen = await render(
      <App locationHook={loggingHook} searchHook={memory.searchHook} store={createStore()} />,
    );
    const sa = role('Security Administrator');
    const link = screen
      .getByRole('article', { name: 'Security Administrator', exact: true })
      .getByRole('link', { name: 'Compare in Simulator' });
    await expect.element(link).toHaveAttribute('href', `/simulator?add=${sa.templateId}`);
    await userEvent.click(link);
    expect(navigations[0]).toBe(`/simulator?add=${sa.templateId}`);
    await expect
      .element(screen.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Simulator' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('at phone width (390px) renders without horizontal overflow, dialog included', async () => {
    await page.viewport(390, 800);
    const { screen } = await openCatalog();
    await expect.element(screen.getByRole('article', { name: 'Global Administrator' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(screen.getByRole('button', { name: 'Global Administrator', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Global Administrator' });
    await expect.element(dialog).toBeVisible();
    const box = dialog.element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(dialog.element().scrollWidth).toBeLessThanOrEqual(dialog.element().clientWidth);
    expect(await axeViolations()).toEqual([]);
  });

  it('network edge mocked: a dataset file that is missing or not JSON shows the error heading, and retry recovers', async () => {
    await answerDatasetRequests(['hold', { body: '<html>not json</html>' }]);

    const { screen } = await renderApp('/catalog');
    await expect.element(screen.getByRole('status').getByText('Loading role catalog...')).toBeVisible();
    await releaseDatasetRequest({ status: 404, body: 'Not Found' });
    await expect.element(screen.getByRole('heading', { name: 'Error Loading Catalog' })).toBeVisible();
    await expect.element(screen.getByText('Failed to load roles data (HTTP 404)')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.element(screen.getByText('Failed to load roles data: the file is not valid JSON')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Error Loading Catalog' })).toBeVisible();

    // The mock has no answers left: the retry reaches the real file.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.element(screen.getByText(`${roles.length} of ${roles.length} roles`)).toBeVisible();
  });
});
