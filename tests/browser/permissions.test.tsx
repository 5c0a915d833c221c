// /permissions and /permissions/{action} in real Chromium: search, filters, counts, detail roles and provenance in each view, bad URLs.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { rolesGranting } from '@engine/explain';
import type { PermissionView } from '@engine/catalog';
import { permissionKey } from '@engine/permission-grammar';
import {
  axeViolations,
  currentPath,
  failDatasetRequests,
  renderApp,
  resetBetweenTests,
  retryWithRealFile,
  watchDownloads,
} from './harness';
import { hasNoHorizontalOverflow, loadOracle, type Oracle } from './engine-oracle';

const PASSWORD = 'microsoft.directory/users/password/update';
const BASIC_UPDATE = 'microsoft.directory/users/basic/update';
const READERS = 'Directory Readers';
const WAIT = { timeout: 15_000 };

let oracle: Oracle;
/** Every action of the dataset with its labels, worked out here independently of the page's own index. */
let actions: Map<string, { description: string; privileged: boolean; tier: number | null }>;

beforeAll(async () => {
  oracle = await loadOracle();
  actions = new Map();
  for (const role of oracle.roles)
    for (const p of role.permissions)
      actions.set(p.action, { description: p.description, privileged: p.privileged, tier: p.tier });
});

resetBetweenTests();

function countWhere(
  test: (action: string, facts: { description: string; privileged: boolean; tier: number | null }) => boolean,
): number {
  return [...actions].filter(([a, f]) => test(a, f)).length;
}

async function openList() {
  const app = await renderApp('/permissions');
  await expect.element(app.screen.getByRole('searchbox', { name: 'Search permissions' }), WAIT).toBeVisible();
  return app;
}

describe('/permissions', { timeout: 90_000 }, () => {
  it('lists every action with counts, renders incrementally, and passes axe', async () => {
    const { screen } = await openList();
    const total = actions.size;
    await expect.element(screen.getByText(`${total} of ${total} permissions`)).toBeVisible();
    const list = screen.getByRole('list', { name: 'Permissions' });
    expect(list.getByRole('listitem').elements()).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: /^Show more/ }));
    expect(list.getByRole('listitem').elements()).toHaveLength(Math.min(200, total));
    // Rows link to the action's page, the action appended as is.
    const firstAction = [...actions.keys()].sort()[0];
    await expect
      .element(screen.getByRole('link', { name: firstAction, exact: true }))
      .toHaveAttribute('href', `/permissions/${firstAction}`);
    await expect.element(screen.getByText(/Microsoft marks the privileged label as preview/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'EntraOps' }))
      .toHaveAttribute('href', 'https://github.com/Cloud-Architekt/EntraOps');
    expect(await axeViolations()).toEqual([]);
  });

  it('searches action and description text, and filters by namespace, privileged label and tier', async () => {
    const { screen } = await openList();
    const total = actions.size;
    const search = screen.getByRole('searchbox', { name: 'Search permissions' });

    await userEvent.fill(search, 'PASSWORD');
    await expect
      .element(
        screen.getByText(
          `${countWhere((a, f) => a.toLowerCase().includes('password') || f.description.toLowerCase().includes('password'))} of ${total} permissions`,
        ),
      )
      .toBeVisible();
    await userEvent.fill(search, 'reset passwords');
    const byDescription = countWhere((_, f) => f.description.toLowerCase().includes('reset passwords'));
    expect(byDescription).toBeGreaterThan(0);
    await expect.element(screen.getByText(`${byDescription} of ${total} permissions`)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: PASSWORD, exact: true })).toBeVisible();
    await userEvent.fill(search, '');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Namespace' }), 'microsoft.intune');
    await expect
      .element(screen.getByText(`${countWhere((a) => a.startsWith('microsoft.intune/'))} of ${total} permissions`))
      .toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Namespace' }), '');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Privileged only' }));
    const privileged = countWhere((_, f) => f.privileged);
    await expect.element(screen.getByText(`${privileged} of ${total} permissions`)).toBeVisible();

    const tier = screen.getByRole('combobox', { name: 'EntraOps tier' });
    expect([...(tier.element() as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Any',
      'Tier 0',
      'Tier 1',
      'Tier 2',
      'Unclassified',
    ]);
    await userEvent.selectOptions(tier, 'Tier 0');
    await expect
      .element(screen.getByText(`${countWhere((_, f) => f.privileged && f.tier === 0)} of ${total} permissions`))
      .toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Privileged only' }));
    await userEvent.selectOptions(tier, 'Unclassified');
    await expect
      .element(screen.getByText(`${countWhere((_, f) => f.tier === null)} of ${total} permissions`))
      .toBeVisible();

    await userEvent.fill(search, 'no such permission text');
    await expect.element(screen.getByText(`0 of ${total} permissions`)).toBeVisible();
    await expect.element(screen.getByText('No permissions match your search and filters.')).toBeVisible();
  });

  it('exports the permissions listed as CSV, every one or what the search leaves', async () => {
    const { screen } = await openList();
    const total = actions.size;
    await expect.element(screen.getByText(`${total} of ${total} permissions`)).toBeVisible();
    const downloads = watchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const all = await downloads.csv(0);
    expect(all.name).toBe('permissions.csv');
    const { rows } = all;
    expect(rows[0]).toBe('Action,Namespace,Description,PrivilegedMicrosoft,Tier,GrantedUnder,DatasetDate');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([...actions.keys()].sort());
    const password = actions.get(PASSWORD)!;
    expect(rows).toContain(
      [
        PASSWORD,
        'microsoft.directory',
        password.description,
        password.privileged ? 'Yes' : 'No',
        password.tier ?? '',
        'No condition; $ResourceIsSelf',
        oracle.roles.find((r) => r.datasetDate)!.datasetDate,
      ].join(','),
    );

    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search permissions' }), 'bitlocker');
    const bitlocker = countWhere((a, f) => `${a} ${f.description}`.toLowerCase().includes('bitlocker'));
    await expect.element(screen.getByText(`${bitlocker} of ${total} permissions`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const some = await downloads.csv(1);
    expect(some.name).toBe('permissions-filtered.csv');
    expect(some.rows).toHaveLength(bitlocker + 1);
  });

  it('works by keyboard alone, and a row opens the action page', async () => {
    const app = await openList();
    const search = app.screen.getByRole('searchbox', { name: 'Search permissions' });
    (search.element() as HTMLElement).focus();
    await userEvent.keyboard('password/update');
    await expect.element(app.screen.getByRole('link', { name: PASSWORD, exact: true })).toBeVisible();
    await userEvent.tab(); // namespace
    await userEvent.tab(); // tier
    await userEvent.tab(); // Privileged only
    expect(document.activeElement).toBe(app.screen.getByRole('checkbox', { name: 'Privileged only' }).element());
    await userEvent.keyboard(' ');
    await expect.element(app.screen.getByRole('checkbox', { name: 'Privileged only' })).toBeChecked();
    const matching = countWhere((a, f) => f.privileged && a.toLowerCase().includes('password/update'));
    await expect.element(app.screen.getByText(`${matching} of ${actions.size} permissions`)).toBeVisible();
    (app.screen.getByRole('link', { name: PASSWORD, exact: true }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(currentPath(app)).toBe(`/permissions/${PASSWORD}`);
    await expect.element(app.screen.getByRole('heading', { level: 1, name: PASSWORD }), WAIT).toBeVisible();
  });

  it('shows an error with a retry when the dataset cannot be fetched (network edge mocked)', async () => {
    await failDatasetRequests();
    const { screen } = await renderApp('/permissions');
    await expect.element(screen.getByRole('heading', { name: 'Error Loading Permissions' }), WAIT).toBeVisible();
    await expect.element(screen.getByText('Failed to load roles data (HTTP 503)')).toBeVisible();
    await retryWithRealFile(screen);
    await expect.element(screen.getByText(`${actions.size} of ${actions.size} permissions`), WAIT).toBeVisible();
  });

  it('fits a 320 px screen (WCAG reflow): no horizontal overflow, long actions and Show more wrap', async () => {
    await page.viewport(320, 640);
    const { screen } = await openList();
    await expect.element(screen.getByRole('list', { name: 'Permissions' })).toBeVisible();
    expect(hasNoHorizontalOverflow()).toBe(true);
  });
});

async function openDetail(path: string) {
  const app = await renderApp(path);
  await expect.element(app.screen.getByRole('heading', { name: 'Roles that grant it' }), WAIT).toBeVisible();
  await expect.element(app.screen.getByRole('list', { name: 'Roles that grant it' }), WAIT).toBeVisible();
  return app;
}

/** Each address shows 'Permission not found' with its link back to the list, never an uncaught error. */
async function expectNotFound(paths: string[]) {
  for (const path of paths) {
    const app = await renderApp(path);
    await expect
      .element(app.screen.getByRole('heading', { level: 1, name: 'Permission not found' }), WAIT)
      .toBeVisible();
    await expect.element(app.screen.getByRole('link', { name: 'Browse all permissions' })).toBeVisible();
    await app.screen.unmount();
  }
}

/** The role rows of a list as "name|how" pairs, in order. */
function rows(list: HTMLElement): string[] {
  return [...list.querySelectorAll(':scope > li')].map(
    (li) => `${li.querySelector('a')!.textContent}|${li.querySelector('p span')!.textContent}`,
  );
}

function expectedRows(key: string, view: PermissionView): string[] {
  return rolesGranting(oracle.catalog, key, view)!.map((g) => {
    const how = g.how;
    const text =
      how.kind === 'listed'
        ? 'Listed'
        : how.kind === 'inherited'
          ? `Inherited from ${how.fromName}`
          : `${how.via === key.replace(/ \[.*\]$/, '') ? 'Covered by the unconditioned grant' : 'Covered by wildcard'} ${how.via}${how.viaInheritedFrom ? ` (inherited from ${how.viaInheritedFrom})` : ''}`;
    return `${g.name}|${text}`;
  });
}

describe('/permissions/{action}', { timeout: 90_000 }, () => {
  it('shows the facts, the grammar and the granting roles of the Listed view, least-privileged first', async () => {
    const { screen } = await openDetail(`/permissions/${PASSWORD}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: PASSWORD })).toBeVisible();
    await expect.element(screen.getByText(actions.get(PASSWORD)!.description, { exact: true })).toBeVisible();
    const facts = (term: string) =>
      screen.getByRole('term').filter({ hasText: term }).element().nextElementSibling!.textContent;
    expect(facts('Namespace')).toBe('microsoft.directory');
    expect(facts('Entity')).toBe('users');
    expect(facts('Property set')).toBe('password');
    expect(facts('Verb')).toBe('update');
    expect(facts('Microsoft privileged label')).toBe(
      actions.get(PASSWORD)!.privileged ? 'Privileged' : 'Not labelled privileged',
    );
    expect(facts('EntraOps tier')).toBe(`Tier ${actions.get(PASSWORD)!.tier}`);
    await expect
      .element(screen.getByText('View:', { exact: false }).filter({ hasText: 'Listed' }).first())
      .toBeVisible();

    const list = screen.getByRole('list', { name: 'Roles that grant it' }).element() as HTMLElement;
    const expected = expectedRows(PASSWORD, { inherit: false, wildcards: false });
    expect(expected.length).toBeGreaterThan(1);
    expect(rows(list)).toEqual(expected);
    expect(rows(list).every((r) => r.endsWith('|Listed'))).toBe(true);
    const first = rolesGranting(oracle.catalog, PASSWORD, { inherit: false, wildcards: false })![0];
    const firstRole = oracle.roles.find((r) => r.templateId === first.templateId)!;
    await expect
      .element(screen.getByRole('link', { name: first.name, exact: true }))
      .toHaveAttribute('href', `/roles/${firstRole.slug}`);

    // The conditioned form is its own member, listed separately with its badge.
    const selfKey = permissionKey(PASSWORD, '$ResourceIsSelf');
    await expect.element(screen.getByRole('heading', { name: 'Conditioned forms' })).toBeVisible();
    const selfHeading = screen.getByRole('heading', { level: 3 }).filter({ hasText: selfKey });
    await expect.element(selfHeading.getByText(/^Self:/)).toBeVisible();
    expect(rows(screen.getByRole('list', { name: `Roles that grant ${selfKey}` }).element() as HTMLElement)).toEqual(
      expectedRows(selfKey, { inherit: false, wildcards: false }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('names the source of inherited permissions with inherit=1', async () => {
    const readers = oracle.roles.find((r) => r.displayName === READERS)!;
    const view = { inherit: true, wildcards: false };
    // An action Directory Readers lists that some inheriting role does not list itself.
    const action = readers.permissions.find(
      (p) => !p.condition && expectedRows(p.action, view).some((row) => row.endsWith(`|Inherited from ${READERS}`)),
    )!.action;
    const { screen } = await openDetail(`/permissions/${action}?inherit=1`);
    await expect.element(screen.getByText('Listed + Inherited', { exact: true }).first()).toBeVisible();
    const list = screen.getByRole('list', { name: 'Roles that grant it' });
    await expect.element(list.getByText(`Inherited from ${READERS}`).first()).toBeVisible();
    expect(rows(list.element() as HTMLElement)).toEqual(expectedRows(action, view));
    expect(await axeViolations()).toEqual([]);
  });

  it('names the covering wildcard with wildcards=1, and the view switch changes the answer in place', async () => {
    const app = await openDetail(`/permissions/${BASIC_UPDATE}`);
    const list = () => app.screen.getByRole('list', { name: 'Roles that grant it' });
    expect(rows(list().element() as HTMLElement)).toEqual(
      expectedRows(BASIC_UPDATE, { inherit: false, wildcards: false }),
    );
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Wildcards' }));
    expect(currentPath(app)).toBe(`/permissions/${BASIC_UPDATE}?wildcards=1`);
    await expect
      .element(list().getByText('Covered by wildcard microsoft.directory/users/allProperties/allTasks').first(), WAIT)
      .toBeVisible();
    const expected = expectedRows(BASIC_UPDATE, { inherit: false, wildcards: true });
    expect(expected).toContain(
      'Global Administrator|Covered by wildcard microsoft.directory/users/allProperties/allTasks',
    );
    expect(rows(list().element() as HTMLElement)).toEqual(expected);

    await userEvent.click(app.screen.getByRole('switch', { name: '+ Inherited' }));
    await expect
      .element(app.screen.getByText('Effective (Listed + Inherited + Wildcards)', { exact: true }).first(), WAIT)
      .toBeVisible();
    await expect
      .poll(() => rows(list().element() as HTMLElement), WAIT)
      .toEqual(expectedRows(BASIC_UPDATE, { inherit: true, wildcards: true }));
    expect(await axeViolations()).toEqual([]);

    // Export CSV: the roles as listed, in this view, each with how it holds the action.
    const downloads = watchDownloads();
    await userEvent.click(app.screen.getByRole('button', { name: 'Export CSV' }));
    const file = await downloads.csv();
    expect(file.name).toBe('microsoft.directory-users-basic-update-roles-effective.csv');
    expect(file.rows[0]).toBe(
      'Action,Condition,Role,TemplateId,How,PermissionsInView,PrivilegedMicrosoft,Tier,View,DatasetDate',
    );
    const unconditioned = file.rows.slice(1).map((row) => row.split(','));
    expect(unconditioned.every((cells) => cells[0] === BASIC_UPDATE && cells[1] === '')).toBe(true);
    expect(unconditioned.map((cells) => `${cells[2]}|${cells[4]}`)).toEqual(
      expectedRows(BASIC_UPDATE, { inherit: true, wildcards: true }),
    );
    expect(unconditioned.every((cells) => cells[8] === 'Effective (Listed + Inherited + Wildcards)')).toBe(true);
  });

  it('shows an action granted only under a condition', async () => {
    const action = 'microsoft.directory/users/changePassword';
    const app = await renderApp(`/permissions/${action}`);
    await expect
      .element(
        app.screen.getByText(
          'No built-in role grants this action without a condition; only its conditioned forms below.',
        ),
        WAIT,
      )
      .toBeVisible();
    const key = permissionKey(action, '$ResourceIsSelf');
    await expect.element(app.screen.getByRole('list', { name: `Roles that grant ${key}` }), WAIT).toBeVisible();
    expect(rows(app.screen.getByRole('list', { name: `Roles that grant ${key}` }).element() as HTMLElement)).toEqual(
      expectedRows(key, { inherit: false, wildcards: false }),
    );
  });

  it('reads percent-encoded action paths', async () => {
    const app = await openDetail(`/permissions/${encodeURIComponent(PASSWORD)}`);
    await expect.element(app.screen.getByRole('heading', { level: 1, name: PASSWORD })).toBeVisible();
  });

  it('says "Permission not found" for an unknown action, with close matches and a way back', async () => {
    const app = await renderApp('/permissions/microsoft.directory/users/pasword/update');
    await expect
      .element(app.screen.getByRole('heading', { level: 1, name: 'Permission not found' }), WAIT)
      .toBeVisible();
    await expect.element(app.screen.getByText('microsoft.directory/users/pasword/update')).toBeVisible();
    await expect
      .element(app.screen.getByRole('link', { name: 'Browse all permissions' }))
      .toHaveAttribute('href', '/permissions');
    await expect
      .element(app.screen.getByRole('link', { name: PASSWORD, exact: true }))
      .toHaveAttribute('href', `/permissions/${PASSWORD}`);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(app.screen.getByRole('link', { name: PASSWORD, exact: true }));
    await expect.element(app.screen.getByRole('heading', { level: 1, name: PASSWORD }), WAIT).toBeVisible();
  });

  it('survives a malformed %-sequence in the address', async () => {
    await expectNotFound(['/permissions/microsoft.directory%E0%A4%A/users', '/permissions/%', '/permissions/%zz%']);
  });

  it('says "Permission not found" for an action holding line breaks or other control characters', async () => {
    await expectNotFound([
      '/permissions/a%0Ab',
      '/permissions/%0A',
      '/permissions/microsoft.directory/users%0D%0A/update',
      '/permissions/a%E2%80%A9b',
      '/permissions/a%00b',
    ]);
  });

  it('fits a phone: no horizontal overflow on the action page', async () => {
    await page.viewport(390, 800);
    await openDetail(`/permissions/microsoft.directory/accessReviews/definitions.applications/allProperties/allTasks`);
    expect(hasNoHorizontalOverflow()).toBe(true);
  });
});
