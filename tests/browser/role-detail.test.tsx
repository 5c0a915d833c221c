// Role detail pages (/roles/{slug}): real dataset, real worker, real Chromium; the network edge fails only where the name says so.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import type { PermissionView } from '@engine/catalog';
import type { RoleEngine } from '@engine/engine';
import {
  axeViolations,
  currentPath,
  failDatasetRequests,
  renderApp,
  resetBetweenTests,
  retryWithRealFile,
  tabTo,
  watchDownloads,
} from './harness';
import { engineOf, roleBySlug } from './engine-oracle';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const INHERITED: PermissionView = { inherit: true, wildcards: false };
const WILDCARDS: PermissionView = { inherit: false, wildcards: true };

let roles: Role[];
let engine: RoleEngine;
let ga: Role;

/** The role's permission count in a view, from the engine run in the page (the app asks the worker). */
function countIn(role: Role, view: PermissionView): number {
  return engine.explainRole(role.templateId, view)!.length;
}

beforeAll(async () => {
  roles = await loadRoles();
  engine = engineOf(roles);
  ga = roleBySlug(roles, 'global-administrator');
});

resetBetweenTests();

describe('role detail', () => {
  it('shows the role: breadcrumb, name, badge, description, actions, notes and key facts', async () => {
    const directoryReaders = roles.find((r) => r.slug === 'directory-readers')!;
    expect(ga.inheritsFrom).toContain(directoryReaders.templateId);
    expect(ga.notes.length).toBeGreaterThan(0);
    const { screen } = await renderApp('/roles/global-administrator');

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Global Administrator' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.element(breadcrumb.getByRole('link', { name: 'Role Catalog' })).toHaveAttribute('href', '/catalog');
    await expect.element(breadcrumb.getByText('Global Administrator')).toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByText('Built-in Role', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(ga.description, { exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Analyze in Simulator' }))
      .toHaveAttribute('href', '/simulator?add=global-administrator');
    await expect.element(screen.getByRole('button', { name: 'Compare with Other Roles' })).toBeVisible();

    const notes = screen.getByRole('region', { name: 'Power not visible in the action list' });
    await expect.element(notes.getByText(ga.notes[0])).toBeVisible();

    const facts = screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText('Built-in role')).toBeVisible();
    await expect.element(facts.getByText(String(countIn(ga, LISTED)), { exact: true })).toBeVisible();
    await expect.element(facts.getByText('in the Listed view')).toBeVisible();
    await expect.element(facts.getByText(ga.templateId, { exact: true })).toBeVisible();
    await expect.element(facts.getByRole('button', { name: 'Copy template ID' })).toBeVisible();
    await expect.element(facts.getByText('Privileged (Microsoft, preview)')).toBeVisible();
    await expect
      .element(
        facts.getByText(
          ga.privileged ? 'Yes — Microsoft flags this role as privileged' : 'No — not flagged by Microsoft',
        ),
      )
      .toBeVisible();
    const tierText =
      ga.tier === 0
        ? 'Tier 0 — Control plane (EntraOps)'
        : ga.tier === null
          ? 'Not classified (EntraOps)'
          : `Tier ${ga.tier}`;
    await expect.element(facts.getByText(tierText)).toBeVisible();
    await expect
      .element(facts.getByRole('link', { name: 'Directory Readers' }))
      .toHaveAttribute('href', '/roles/directory-readers');
    await expect.element(facts.getByText(ga.datasetDate!, { exact: true })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it('says plainly when Microsoft and EntraOps disagree, and not when they agree', async () => {
    const tier0Unflagged = roles.find((r) => !r.privileged && r.tier === 0)!;
    const flaggedNotTier0 = roles.find((r) => r.privileged && r.tier !== 0)!;
    const agreeing = roles.find((r) => r.privileged && r.tier === 0)!;

    let app = await renderApp(`/roles/${tier0Unflagged.slug}`);
    await expect
      .element(
        app.screen.getByRole('note').filter({
          hasText: 'Microsoft does not flag this role as privileged, but the EntraOps tier model puts it in Tier 0',
        }),
      )
      .toBeVisible();
    await app.screen.unmount();

    app = await renderApp(`/roles/${flaggedNotTier0.slug}`);
    await expect
      .element(
        app.screen
          .getByRole('note')
          .filter({ hasText: 'Microsoft flags this role as privileged, but the EntraOps tier model' }),
      )
      .toBeVisible();
    await app.screen.unmount();

    app = await renderApp(`/roles/${agreeing.slug}`);
    await expect.element(app.screen.getByRole('heading', { level: 1, name: agreeing.displayName })).toBeVisible();
    expect(app.screen.getByText('Microsoft and EntraOps disagree.').query()).toBeNull();
  });

  it('sets the title to the role name and the meta description to the first 160 characters', async () => {
    const long = roles.find((r) => r.description.length > 160)!;
    const { screen } = await renderApp(`/roles/${long.slug}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: long.displayName })).toBeVisible();
    await expect.poll(() => document.title.startsWith(long.displayName)).toBe(true);
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
    expect(description).toBe(long.description.slice(0, 160));
    expect(description).toHaveLength(160);
  });

  it('puts one valid JSON-LD script in the page naming at most 10 roles, and removes it on unmount', async () => {
    const { screen } = await renderApp('/roles/global-administrator');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Global Administrator' })).toBeVisible();
    const scripts = () => document.querySelectorAll('script[type="application/ld+json"]');
    // The similar roles arrive from the worker after the page shows; wait until the list holds more than the role itself.
    await expect
      .poll(() => (JSON.parse(scripts()[0]?.textContent ?? '{"hasDefinedTerm":[]}').hasDefinedTerm as unknown[]).length)
      .toBeGreaterThan(1);
    expect(scripts()).toHaveLength(1);
    const data = JSON.parse(scripts()[0].textContent!);
    expect(data['@context']).toBe('https://schema.org');
    const terms = data.hasDefinedTerm as { name: string; termCode: string; url: string }[];
    expect(terms.length).toBeLessThanOrEqual(10);
    expect(terms[0]).toMatchObject({ name: 'Global Administrator', termCode: ga.templateId });
    expect(terms[0].url.endsWith('/roles/global-administrator')).toBe(true);
    expect(terms.map((t) => t.name)).toContain('Directory Readers');
    expect(new Set(terms.map((t) => t.termCode)).size).toBe(terms.length);
    await screen.unmount();
    expect(scripts()).toHaveLength(0);
  });

  it("shows 'Role Not Found' for an unknown slug, with a way back to the roles", async () => {
    const { screen } = await renderApp('/roles/no-such-role');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Role Not Found' })).toBeVisible();
    await expect.element(screen.getByText("The role you're looking for doesn't exist.")).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Browse all roles' })).toHaveAttribute('href', '/roles');
    await expect.poll(() => document.title.startsWith('Role Not Found')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('the view switch changes the count and explains inherited and wildcard permissions', async () => {
    const listed = countIn(ga, LISTED);
    const inherited = countIn(ga, INHERITED);
    const both = countIn(ga, { inherit: true, wildcards: true });
    expect(inherited).toBeGreaterThan(listed);
    const app = await renderApp('/roles/global-administrator');
    const facts = app.screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText(String(listed), { exact: true })).toBeVisible();
    expect(app.screen.getByText('Inherited from Directory Readers').query()).toBeNull();

    await userEvent.click(app.screen.getByRole('switch', { name: '+ Inherited' }));
    expect(currentPath(app)).toBe('/roles/global-administrator?inherit=1');
    await expect.element(facts.getByText(String(inherited), { exact: true })).toBeVisible();
    await expect.element(facts.getByText('in the Listed + Inherited view')).toBeVisible();
    await expect.element(app.screen.getByText('Inherited from Directory Readers').first()).toBeInTheDocument();
    await expect
      .element(app.screen.getByText(`Showing ${inherited} of ${inherited} permissions`, { exact: false }))
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(app.screen.getByRole('switch', { name: '+ Wildcards' }));
    await expect.element(facts.getByText(String(both), { exact: true })).toBeVisible();
    await expect.element(app.screen.getByText(/^Covered by /).first()).toBeInTheDocument();
  }, 40_000);

  it("reads the view from the URL: wildcards=1 shows 'Covered by' lines", async () => {
    const withWildcards = countIn(ga, WILDCARDS);
    const { screen } = await renderApp('/roles/global-administrator?wildcards=1');
    const facts = screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText(String(withWildcards), { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/^Covered by .*users\/allProperties\/allTasks/).first()).toBeInTheDocument();
  });

  it("filters the list: 'Privileged only', text, and the area cards", async () => {
    const privileged = ga.permissions.filter((p) => p.privileged).length;
    const total = ga.permissions.length;
    expect(privileged).toBeGreaterThan(0);
    const { screen } = await renderApp('/roles/global-administrator');
    const list = screen.getByRole('list', { name: 'Permissions of Global Administrator' });
    await expect.element(list).toBeVisible();

    await userEvent.click(screen.getByRole('checkbox', { name: `Privileged only (${privileged})` }));
    await expect
      .element(screen.getByText(`Showing ${privileged} of ${total} permissions`, { exact: false }))
      .toBeVisible();
    const items = list.getByRole('listitem').elements();
    expect(items).toHaveLength(privileged);
    expect(items.every((item) => item.textContent!.includes('Privileged (Microsoft)'))).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: `Privileged only (${privileged})` }));

    await userEvent.fill(screen.getByRole('searchbox', { name: 'Filter permissions' }), 'BITLOCKER');
    const bitlocker = ga.permissions.filter((p) => `${p.action} ${p.description}`.toLowerCase().includes('bitlocker'));
    await expect
      .element(screen.getByText(`Showing ${bitlocker.length} of ${total} permissions`, { exact: false }))
      .toBeVisible();
    await expect
      .element(list.getByRole('link', { name: bitlocker[0].action }))
      .toHaveAttribute('href', `/permissions/${bitlocker[0].action}`);
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Filter permissions' }), 'nothing matches this');
    await expect.element(screen.getByText('No permissions match these filters.')).toBeVisible();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter permissions' }));

    const users = ga.permissions.filter((p) => p.action.startsWith('microsoft.directory/users/')).length;
    const usersCard = screen.getByRole('button', { name: new RegExp(`^users ${users} actions`) });
    await userEvent.click(usersCard);
    await expect.element(usersCard).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByText(`Showing ${users} of ${total} permissions in users`, { exact: false }))
      .toBeVisible();
  }, 40_000);

  it('exports the permissions shown as CSV: the whole view, then only what the filter leaves', async () => {
    const inherited = engine.explainRole(ga.templateId, INHERITED)!;
    const { screen } = await renderApp('/roles/global-administrator?inherit=1');
    await expect
      .element(screen.getByText(`Showing ${inherited.length} of ${inherited.length} permissions`, { exact: false }))
      .toBeVisible();
    const downloads = watchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const all = await downloads.csv(0);
    expect(all.name).toBe('global-administrator-permissions-inherited.csv');
    expect(all.rows).toHaveLength(inherited.length + 1);
    expect(all.rows[0]).toBe(
      'Role,TemplateId,Action,Condition,Description,PrivilegedMicrosoft,Tier,How,View,DatasetDate',
    );
    expect(all.rows.some((row) => row.includes(',Inherited from Directory Readers,Listed + Inherited,'))).toBe(true);

    await userEvent.fill(screen.getByRole('searchbox', { name: 'Filter permissions' }), 'bitlocker');
    const bitlocker = ga.permissions.filter((p) => `${p.action} ${p.description}`.toLowerCase().includes('bitlocker'));
    await expect
      .element(screen.getByText(`Showing ${bitlocker.length} of ${inherited.length} permissions`, { exact: false }))
      .toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const some = await downloads.csv(1);
    expect(some.name).toBe('global-administrator-permissions-inherited-filtered.csv');
    expect(some.rows.slice(1).map((row) => row.split(',')[2])).toEqual(bitlocker.map((p) => p.action));
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it("'Compare with Other Roles' opens a ranked picker whose links open a two-role comparison", async () => {
    const reader = roles.find((r) => r.slug === 'global-reader')!;
    const app = await renderApp('/roles/global-administrator');
    const open = app.screen.getByRole('button', { name: 'Compare with Other Roles' });
    await userEvent.click(open);
    const dialog = page.getByRole('dialog', { name: 'Compare Global Administrator with…' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Most similar roles first', { exact: false })).toBeVisible();
    expect(dialog.getByRole('link', { name: /^Compare with / }).elements()).toHaveLength(
      roles.filter((r) => r.builtIn).length - 1,
    );
    await userEvent.fill(dialog.getByRole('searchbox', { name: 'Filter roles to compare' }), 'global reader');
    const link = dialog.getByRole('link', { name: 'Compare with Global Reader' });
    await expect.element(link).toHaveAttribute('href', `/compare?ids=${ga.templateId},${reader.templateId}`);
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(document.activeElement).toBe(open.element());
  });

  it('works by keyboard alone: toggle the view and follow a permission link', async () => {
    const app = await renderApp('/roles/global-administrator');
    const inherit = app.screen.getByRole('switch', { name: '+ Inherited' });
    await expect.element(inherit).toBeVisible();
    await tabTo(inherit, 40);
    expect(document.activeElement).toBe(inherit.element());
    await userEvent.keyboard(' ');
    await expect.element(inherit).toBeChecked();
    expect(currentPath(app)).toBe('/roles/global-administrator?inherit=1');

    const firstAction = engine.explainRole(ga.templateId, INHERITED)![0].action;
    // The new view's rows, not the Listed view's about to be replaced (the same first action links in both).
    await expect.element(app.screen.getByText('Inherited from Directory Readers').first()).toBeInTheDocument();
    // In the list: the role's History section, once it has come near the screen, may link the same action.
    const actionLink = app.screen
      .getByRole('list', { name: 'Permissions of Global Administrator' })
      .getByRole('link', { name: firstAction, exact: true });
    await expect.element(actionLink).toBeVisible();
    await tabTo(actionLink, 60);
    expect(document.activeElement).toBe(actionLink.element());
    await userEvent.keyboard('{Enter}');
    expect(currentPath(app)).toBe(`/permissions/${firstAction}`);
  }, 40_000);

  it('fits a phone screen: long action strings wrap instead of scrolling sideways', async () => {
    await page.viewport(390, 800);
    const { screen } = await renderApp('/roles/global-administrator?inherit=1&wildcards=1');
    const list = screen.getByRole('list', { name: 'Permissions of Global Administrator' });
    await expect.element(list).toBeVisible();
    await expect.element(screen.getByText(/^Covered by /).first()).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // The list scrolls on its own, so it must not hide sideways overflow either.
    expect(list.element().scrollWidth).toBeLessThanOrEqual(list.element().clientWidth);
  });

  it('network edge failed: shows the error with a retry that loads the role', async () => {
    await failDatasetRequests();
    const { screen } = await renderApp('/roles/global-administrator');
    await expect.element(screen.getByRole('heading', { name: 'Error Loading Role' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await retryWithRealFile(screen);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Global Administrator' })).toBeVisible();
  });
});
