// The role page's Takeover section (issue 39): real dataset, real worker, real Chromium; the network edge fails only
// where the name says so. What it names is checked against the engine run here on the same files.
import { createStore } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtInReference, parseRoleDefinitions } from '../../src/data/custom-roles';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { customRolesAtom } from '../../src/state/custom-roles';
import { CUSTOM_RESET_UNDOCUMENTED } from '@engine/takeover/takeover-rule';
import { answerTakeoverRequests, axeViolations, renderApp, resetBetweenTests, retryWithRealFile } from './harness';

let builtIn: Role[];

beforeAll(async () => {
  builtIn = (await loadRoles()).filter((r) => r.builtIn);
});

resetBetweenTests();

async function takeoverOf(path: string, options = {}) {
  const app = await renderApp(path, options);
  const section = app.screen.getByRole('region', { name: 'Takeover' });
  await expect.element(section.getByRole('heading', { name: 'Who can take over its holders' })).toBeVisible();
  return { ...app, section };
}

describe('role page: Takeover', () => {
  // First in the file: run after a custom role's page it saw no failed request (not understood yet; see the closing note).
  it('takeover.json failing at the network edge (mocked): the section says so and Try again loads it', async () => {
    // Every request fails until the network is back: a worker restarted by another question reads afresh.
    await answerTakeoverRequests(Array.from({ length: 20 }, () => ({ status: 503, body: 'unavailable' })));
    const { screen } = await renderApp('/roles/user-administrator');
    const section = screen.getByRole('region', { name: 'Takeover' });
    await expect
      .element(section.getByRole('heading', { name: 'The takeover facts could not be loaded' }))
      .toBeVisible();
    await expect.element(section.getByText(/HTTP 503/)).toBeVisible();
    // The rest of the page is whole.
    await expect.element(screen.getByRole('heading', { level: 1, name: 'User Administrator' })).toBeVisible();
    await retryWithRealFile(screen);
    await expect.element(section.getByRole('heading', { name: 'Who can take over its holders' })).toBeVisible();
  });

  it('Global Administrator: Privileged Authentication and Privileged Role Administrator can take over its holders', async () => {
    const { section } = await takeoverOf('/roles/global-administrator');
    await expect.element(section.getByText('This is Global Administrator', { exact: false })).toBeVisible();
    const resetters = section.getByRole('list', { name: 'Roles that can reset their passwords' });
    await expect
      .element(resetters.getByRole('link', { name: 'Privileged Authentication Administrator' }))
      .toHaveAttribute('href', '/roles/privileged-authentication-administrator');
    await expect.element(resetters.getByRole('link', { name: 'Helpdesk Administrator' })).not.toBeInTheDocument();
    const assigners = section.getByRole('list', { name: 'Roles that can assign any role' });
    await expect.element(assigners.getByRole('link', { name: 'Privileged Role Administrator' })).toBeVisible();
    // Each fact names its source and date.
    await expect
      .element(section.getByRole('link', { name: /Who can reset passwords/ }).first())
      .toHaveAttribute('href', expect.stringContaining('learn.microsoft.com'));
    expect(await axeViolations(section.element())).toEqual([]);
  });

  it('Helpdesk Administrator resets Password Administrators, not Global Administrators, and opens the reset path', async () => {
    const { section } = await takeoverOf('/roles/helpdesk-administrator');
    const holders = section.getByRole('list', { name: "Roles whose holders' passwords it can reset" });
    await expect.element(holders.getByRole('link', { name: 'Password Administrator' })).toBeVisible();
    await expect
      .element(holders.getByRole('link', { name: 'Global Administrator', exact: true }))
      .not.toBeInTheDocument();
    await expect
      .element(section.getByText('By the role graph its holders have no path', { exact: false }))
      .toBeVisible();
    const paths = section.getByRole('list', { name: 'Attack paths it opens' });
    await expect
      .element(paths.getByRole('link').first())
      .toHaveAttribute('href', expect.stringMatching(/^\/attack-paths\/entra-/));
  });

  it('Privileged Role Administrator is one step away: it can assign Global Administrator', async () => {
    const { section } = await takeoverOf('/roles/privileged-role-administrator');
    await expect.element(section.getByText('1 step', { exact: true })).toBeVisible();
    const chain = section.getByRole('list', { name: 'Shortest chain to Global Administrator' });
    await expect
      .element(chain)
      .toHaveTextContent('Privileged Role Administrator can assign Global Administrator to anyone, itself included');
    await expect
      .element(section.getByRole('definition').first())
      .toHaveTextContent('Yes, through microsoft.directory/roleAssignments/allProperties/allTasks');
  });

  it('an imported custom role: its own grants open edges; a reset action draws none, and the page says why', async () => {
    const definitions = [
      {
        id: 'a1b2c3d4-0000-4000-8000-00000000a551',
        displayName: 'Pipeline Role Assigner',
        isBuiltIn: false,
        rolePermissions: [{ allowedResourceActions: ['microsoft.directory/roleAssignments/allProperties/allTasks'] }],
      },
      {
        id: 'a1b2c3d4-0000-4000-8000-00000000a552',
        displayName: 'Password Resetter',
        isBuiltIn: false,
        rolePermissions: [{ allowedResourceActions: ['microsoft.directory/users/password/update'] }],
      },
    ];
    const parsed = parseRoleDefinitions(JSON.stringify(definitions), builtInReference(builtIn));
    if ('error' in parsed) throw new Error(parsed.error.message);
    const store = createStore();
    store.set(customRolesAtom, parsed.roles);

    const assigner = await takeoverOf(`/custom-role#${definitions[0].id}`, { store });
    await expect.element(assigner.section.getByText('1 step', { exact: true })).toBeVisible();
    await expect
      .element(assigner.section.getByRole('list', { name: 'Shortest chain to Global Administrator' }))
      .toHaveTextContent('Pipeline Role Assigner (custom) can assign Global Administrator');
    expect(await axeViolations(assigner.section.element())).toEqual([]);
    assigner.screen.unmount();

    const resetter = await takeoverOf(`/custom-role#${definitions[1].id}`, { store });
    await expect.element(resetter.section.getByText(CUSTOM_RESET_UNDOCUMENTED, { exact: false }).first()).toBeVisible();
    await expect
      .element(resetter.section.getByRole('list', { name: 'Attack paths it opens' }))
      .toHaveTextContent(/microsoft\.directory\/users\/password\/update/);
  });
});
