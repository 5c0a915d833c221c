// The simulator in real Chromium with the real worker: search, selection, Quick Stats, view switch, query preselection and add=.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Role } from '../../src/data/role-model';
import type { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import {
  answerDatasetRequests,
  axeViolations,
  currentPath,
  failDatasetRequests,
  restoreNetworkEdge,
  renderApp,
  resetBetweenTests,
  type RenderedApp,
} from './harness';
import { loadComparisonOracle } from './engine-oracle';
import { PENDING_ADD_KEY } from '../../src/state/session-store';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const INHERITED: PermissionView = { inherit: true, wildcards: false };

let roles: Role[];
let engine: RoleEngine;
let ga: Role;
let gr: Role;
let ua: Role;

beforeAll(async () => {
  ({ roles, engine, globalAdministrator: ga, globalReader: gr, userAdministrator: ua } = await loadComparisonOracle());
});

resetBetweenTests();

const roleList = (app: RenderedApp) => app.screen.getByRole('list', { name: 'Built-in roles' });
const quickStats = (app: RenderedApp) => app.screen.getByRole('region', { name: 'Quick Stats' });

async function expectQuickStats(app: RenderedApp, ids: string[], view: PermissionView, label: string) {
  const expected = engine.quickStats(ids, view);
  const stats = quickStats(app);
  await expect.element(stats).toHaveAttribute('aria-busy', 'false');
  await expect.element(stats.getByText(`View: ${label}`)).toBeVisible();
  await expect.element(stats.getByRole('definition').nth(0)).toHaveTextContent(String(expected.union));
  await expect.element(stats.getByRole('definition').nth(1)).toHaveTextContent(String(expected.common));
}

describe('simulator', () => {
  it('shows both panels with their empty texts and a disabled Compare Now, with no axe violations', async () => {
    const app = await renderApp('/simulator');
    await expect.element(app.screen.getByRole('heading', { name: 'Available Roles' })).toBeVisible();
    await expect.element(app.screen.getByRole('heading', { name: 'Selection Summary' })).toBeVisible();
    await expect.element(app.screen.getByText('Selected (0 roles)')).toBeVisible();
    await expect.element(app.screen.getByText('No roles selected. Choose at least 2 roles to compare.')).toBeVisible();
    await expect.element(app.screen.getByRole('button', { name: 'Compare Now' })).toBeDisabled();
    await expect.element(roleList(app).getByRole('checkbox')).toHaveLength(roles.length);
    await expect.element(quickStats(app).getByText('Union')).toBeVisible();
    await expect.element(quickStats(app).getByText('Common')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('searches display name, description and template id case-insensitively, with the empty-search text', async () => {
    const app = await renderApp('/simulator');
    const search = app.screen.getByRole('searchbox', { name: 'Search roles' });
    await userEvent.fill(search, 'gLoBaL rEaDeR');
    await expect.element(roleList(app).getByRole('checkbox')).toHaveLength(1);
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Reader', exact: true })).toBeVisible();

    await userEvent.fill(search, ga.templateId.toUpperCase());
    await expect.element(roleList(app).getByRole('checkbox')).toHaveLength(1);
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Administrator', exact: true })).toBeVisible();

    // A phrase that occurs only in descriptions, never in a name or id.
    const phrase = 'password';
    const expected = roles.filter((r) =>
      [r.displayName, r.description, r.templateId].some((t) => t.toLowerCase().includes(phrase)),
    );
    expect(expected.some((r) => !r.displayName.toLowerCase().includes(phrase))).toBe(true);
    await userEvent.fill(search, phrase.toUpperCase());
    await expect.element(roleList(app).getByRole('checkbox')).toHaveLength(expected.length);
    await expect.element(app.screen.getByText(`${expected.length} of ${roles.length} roles match`)).toBeVisible();

    await userEvent.fill(search, 'no role is called this');
    await expect.element(app.screen.getByText('No roles match your search.')).toBeVisible();
    await expect.element(app.screen.getByRole('button', { name: 'Select all' })).toBeDisabled();
  });

  it('toggles by checkbox, by row click and by keyboard; chips remove; Clear all; Quick Stats from the worker; Compare Now link', async () => {
    const app = await renderApp('/simulator');
    const grBox = app.screen.getByRole('checkbox', { name: 'Global Reader', exact: true });
    await userEvent.click(grBox);
    await expect.element(grBox).toBeChecked();
    await expect.element(app.screen.getByText('Selected (1 roles)')).toBeVisible();
    await expect.element(app.screen.getByRole('button', { name: 'Compare Now' })).toBeDisabled();

    // A click on the row's description (not the checkbox) toggles the role too.
    await userEvent.click(roleList(app).getByText(ga.description.slice(0, 40)));
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Administrator', exact: true })).toBeChecked();
    await expect.element(app.screen.getByText('Selected (2 roles)')).toBeVisible();
    await expectQuickStats(app, [gr.templateId, ga.templateId], LISTED, 'Listed');

    const compareNow = app.screen.getByRole('link', { name: 'Compare Now' });
    await expect.element(compareNow).toHaveAttribute('href', `/compare?ids=${gr.templateId},${ga.templateId}`);

    // Keyboard: Space on a focused checkbox.
    (app.screen.getByRole('checkbox', { name: 'User Administrator', exact: true }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(app.screen.getByRole('checkbox', { name: 'User Administrator', exact: true })).toBeChecked();
    await expect.element(app.screen.getByText('Selected (3 roles)')).toBeVisible();
    await expectQuickStats(app, [gr.templateId, ga.templateId, ua.templateId], LISTED, 'Listed');

    await userEvent.click(app.screen.getByRole('button', { name: 'Remove Global Reader' }));
    await expect.element(grBox).not.toBeChecked();
    await expect.element(app.screen.getByText('Selected (2 roles)')).toBeVisible();
    await expectQuickStats(app, [ga.templateId, ua.templateId], LISTED, 'Listed');

    await userEvent.click(app.screen.getByRole('button', { name: 'Clear all' }));
    await expect.element(app.screen.getByText('No roles selected. Choose at least 2 roles to compare.')).toBeVisible();
    await expect.element(app.screen.getByRole('button', { name: 'Compare Now' })).toBeDisabled();
  });

  it('a quick run of selection changes ends with the stats of the last selection (stale requests are aborted)', async () => {
    const app = await renderApp('/simulator');
    const picks = roles.slice(0, 6);
    for (const role of picks)
      await userEvent.click(app.screen.getByRole('checkbox', { name: role.displayName, exact: true }));
    await expect.element(app.screen.getByText('Selected (6 roles)')).toBeVisible();
    await expectQuickStats(
      app,
      picks.map((r) => r.templateId),
      LISTED,
      'Listed',
    );
  });

  it('the view switch writes inherit=1 to the URL, Quick Stats and Compare Now follow it', async () => {
    const app = await renderApp(`/simulator?ids=${ga.templateId},${gr.templateId}`);
    await expect.element(app.screen.getByText('Selected (2 roles)')).toBeVisible();
    const inherited = app.screen.getByRole('switch', { name: '+ Inherited' });
    await expect.element(inherited).not.toBeChecked();
    await userEvent.click(inherited);
    await expect.element(inherited).toBeChecked();
    expect(new URLSearchParams(currentPath(app).split('?')[1]).get('inherit')).toBe('1');
    await expectQuickStats(app, [ga.templateId, gr.templateId], INHERITED, 'Listed + Inherited');
    await expect
      .element(app.screen.getByRole('link', { name: 'Compare Now' }))
      .toHaveAttribute('href', `/compare?ids=${ga.templateId},${gr.templateId}&inherit=1`);
    await expect
      .element(app.screen.getByRole('link', { name: 'How permission views work' }))
      .toHaveAttribute('href', '/docs/permission-views');
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Wildcards' }));
    await expectQuickStats(
      app,
      [ga.templateId, gr.templateId],
      { inherit: true, wildcards: true },
      'Effective (Listed + Inherited + Wildcards)',
    );
  });

  it('ids and roleIds preselect roles (comma-split, trimmed, unknown and empty segments ignored)', async () => {
    const first = await renderApp(`/simulator?ids=${ga.templateId},${gr.templateId}`);
    await expect
      .element(first.screen.getByRole('checkbox', { name: 'Global Administrator', exact: true }))
      .toBeChecked();
    await expect.element(first.screen.getByRole('checkbox', { name: 'Global Reader', exact: true })).toBeChecked();
    await expect.element(first.screen.getByText('Selected (2 roles)')).toBeVisible();
    await first.screen.unmount();

    sessionStorage.clear();
    const second = await renderApp(
      `/simulator?roleIds=${encodeURIComponent(` ${ua.templateId} ,, nope , ${gr.templateId} `)}`,
    );
    await expect
      .element(second.screen.getByRole('checkbox', { name: 'User Administrator', exact: true }))
      .toBeChecked();
    await expect.element(second.screen.getByRole('checkbox', { name: 'Global Reader', exact: true })).toBeChecked();
    await expect.element(second.screen.getByText('Selected (2 roles)')).toBeVisible();
    await expect
      .element(second.screen.getByRole('link', { name: 'Compare Now' }))
      .toHaveAttribute('href', `/compare?ids=${ua.templateId},${gr.templateId}`);
  });

  it('add=<slug> is kept in session storage, the URL is replaced (other params kept), then the role is preselected and the value cleared', async () => {
    const app = await renderApp('/simulator?add=global-reader&embed=1&inherit=1');
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Reader', exact: true })).toBeChecked();
    await expect.element(app.screen.getByRole('button', { name: 'Remove Global Reader' })).toBeVisible();
    expect(app.location.history).toEqual(['/simulator?embed=1&inherit=1']);
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
    // embed=1 survived: no site header.
    expect(app.screen.getByRole('banner').query()).toBeNull();
  });

  it('add=<template id> works too, and a value stored before the roles loaded is applied once they load', async () => {
    const app = await renderApp(`/simulator?add=${ga.templateId}`);
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Administrator', exact: true })).toBeChecked();
    expect(currentPath(app)).toBe('/simulator');
    await app.screen.unmount();

    sessionStorage.clear();
    sessionStorage.setItem(PENDING_ADD_KEY, 'user-administrator');
    const later = await renderApp('/simulator');
    await expect.element(later.screen.getByRole('checkbox', { name: 'User Administrator', exact: true })).toBeChecked();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
  });

  it('add= takes several ids or slugs, comma-separated: each one found is added, the others are named', async () => {
    const app = await renderApp(`/simulator?add=${ga.templateId}, user-administrator,no-such-role,${ga.templateId}`);
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Administrator', exact: true })).toBeChecked();
    await expect.element(app.screen.getByRole('checkbox', { name: 'User Administrator', exact: true })).toBeChecked();
    await expect.element(app.screen.getByText('Selected (2 roles)')).toBeVisible();
    const toast = app.screen.getByRole('status').filter({ hasText: 'Role not found' });
    await expect.element(toast).toHaveTextContent('No built-in role has the id or name "no-such-role".');
    expect(currentPath(app)).toBe('/simulator');
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
    await app.screen.unmount();

    sessionStorage.clear();
    const none = await renderApp('/simulator?add=x-role,y-role');
    await expect
      .element(none.screen.getByRole('status').filter({ hasText: 'Roles not found' }))
      .toHaveTextContent('No built-in role has these ids or names: "x-role", "y-role".');
  });

  it('an add= value that matches no role is cleared and reported, never an error', async () => {
    const app = await renderApp('/simulator?add=no-such-role');
    await expect.element(app.screen.getByRole('status').filter({ hasText: 'Role not found' })).toBeVisible();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
    expect(currentPath(app)).toBe('/simulator');
    await expect.element(app.screen.getByText('Selected (0 roles)')).toBeVisible();
  });

  it(
    'Select all selects every role the search shows; with no search, Compare Now opens the whole catalog comparison',
    { timeout: 60_000 },
    async () => {
      const app = await renderApp('/simulator');
      const search = app.screen.getByRole('searchbox', { name: 'Search roles' });
      await userEvent.fill(search, 'reader');
      const readers = roles.filter((r) =>
        [r.displayName, r.description, r.templateId].some((t) => t.toLowerCase().includes('reader')),
      );
      await expect.element(roleList(app).getByRole('checkbox')).toHaveLength(readers.length);
      await userEvent.click(app.screen.getByRole('button', { name: 'Select all' }));
      await expect.element(app.screen.getByText(`Selected (${readers.length} roles)`)).toBeVisible();
      await userEvent.click(app.screen.getByRole('button', { name: 'Clear all' }));
      await expect.element(app.screen.getByText('Selected (0 roles)')).toBeVisible();

      await userEvent.fill(search, '');
      await userEvent.click(app.screen.getByRole('button', { name: 'Select all' }));
      await expect.element(app.screen.getByText(`Selected (${roles.length} roles)`)).toBeVisible();
      // The chips of the first 100; the rest on Show all, and back.
      const chips = app.screen.getByRole('list', { name: 'Selected roles' }).getByRole('button');
      await expect.element(chips).toHaveLength(100);
      const showAll = app.screen.getByRole('button', { name: `Show all ${roles.length} selected roles` });
      await expect.element(showAll).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(showAll);
      await expect.element(chips).toHaveLength(roles.length);
      const showFirst = app.screen.getByRole('button', { name: 'Show the first 100 only' });
      await expect.element(showFirst).toHaveAttribute('aria-expanded', 'true');
      expect(showFirst.element().getAttribute('aria-controls')).toBe(
        app.screen.getByRole('list', { name: 'Selected roles' }).element().id,
      );
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(showFirst);
      await expect.element(chips).toHaveLength(100);
      await expectQuickStats(
        app,
        roles.map((r) => r.templateId),
        LISTED,
        'Listed',
      );
      await userEvent.click(app.screen.getByRole('link', { name: 'Compare Now' }));
      expect(currentPath(app)).toBe(`/compare?ids=${roles.map((r) => r.templateId).join(',')}`);
      await expect
        .element(app.screen.getByText(`Analyzing ${roles.length} roles for overlaps and redundancies`))
        .toBeVisible();
      const full = engine.analyze(
        roles.map((r) => r.templateId),
        LISTED,
      );
      const cards = app.screen.getByRole('definition');
      await expect.element(cards.nth(0), { timeout: 30_000 }).toHaveTextContent(String(full.unionCount));
      await expect.element(cards.nth(2)).toHaveTextContent(String(full.minimalSet.length));
    },
  );

  it('on a role load failure shows the destructive toast and an inline retry that recovers (network edge mocked: the dataset fetch fails)', async () => {
    await failDatasetRequests();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp('/simulator');
    const toast = app.screen.getByRole('alert').filter({ hasText: 'Failed to load roles. Please try again.' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect.element(app.screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await restoreNetworkEdge();
    await userEvent.click(app.screen.getByRole('button', { name: 'Retry' }));
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Reader', exact: true })).toBeVisible();
  });

  it('a 450-role dataset mounts its rows in stages of 50, then every row is searchable and toggles (network edge mocked: the dataset)', async () => {
    const rows: { template_id: string; id: string; display_name: string }[] = await (
      await fetch(`${import.meta.env.BASE_URL}data/roles_with_permissions.json`)
    ).json();
    const many = Array.from({ length: 450 }, (_, i) => {
      const row = rows[i % rows.length];
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      return { ...row, id, template_id: id, display_name: `${row.display_name} copy ${i}`, inherits_from: [] };
    });
    await answerDatasetRequests([{ body: JSON.stringify(many), contentType: 'application/json' }]);
    // The first commit that puts the list in the page: counted in a mutation callback, before any frame can add a stage.
    let firstMount = -1;
    const observer = new MutationObserver(() => {
      const list = document.querySelector('[aria-label="Built-in roles"]');
      const mounted = list?.querySelectorAll('[role="listitem"]').length ?? 0;
      if (firstMount < 0 && mounted > 0) firstMount = mounted;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const app = await renderApp('/simulator');
    try {
      await expect.element(roleList(app), { timeout: 15_000 }).toHaveAttribute('aria-busy', 'false');
    } finally {
      observer.disconnect();
    }
    console.log(`simulator rows in the first mounted stage: ${firstMount} of ${many.length}`);
    expect(firstMount).toBe(50);
    // Out of the list's view, rows skip layout a stage at a time: one box per stage for the browser to check each frame.
    const list = roleList(app).element();
    const skippable = [...list.querySelectorAll('*')].filter((e) => getComputedStyle(e).contentVisibility === 'auto');
    expect(skippable).toHaveLength(450 / 50);
    const lastRow = [...list.querySelectorAll('[role="listitem"]')].at(-1)!;
    expect(lastRow.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
    await expect.element(roleList(app).getByRole('checkbox')).toHaveLength(450);
    await userEvent.fill(app.screen.getByRole('searchbox', { name: 'Search roles' }), 'copy 449');
    const last = roleList(app).getByRole('checkbox', { name: /copy 449/ });
    await expect.element(roleList(app).getByRole('checkbox')).toHaveLength(1);
    await userEvent.click(last);
    await expect.element(last).toBeChecked();
    await expect.element(app.screen.getByText('Selected (1 roles)')).toBeVisible();
  });

  it('works on a phone: panels stack, rows toggle, no axe violations', async () => {
    await page.viewport(390, 800);
    const app = await renderApp(`/simulator?ids=${ga.templateId}`);
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Administrator', exact: true })).toBeChecked();
    await userEvent.click(app.screen.getByRole('checkbox', { name: 'Global Reader', exact: true }));
    await expect.element(app.screen.getByText('Selected (2 roles)')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
