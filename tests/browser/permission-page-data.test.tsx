// The permission pages from the answers a prerendered page embeds, in real Chromium (network edge mocked: the worker's
// dataset request is held): the page is rendered to HTML with its answers and hydrated, reading the embedded
// view-models, so the page is whole and its search works with no worker answer; the next page the visitor goes to is
// mounted on the client alone, asks the worker, and shows its loading line until the worker answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LISTED_VIEW } from '@engine/catalog';
import type { RoleEngine } from '@engine/engine';
import type { Role } from '../../src/data/role-model';
import {
  PERMISSIONS_INDEX_CALL,
  permissionGrantsCall,
  permissionPageCall,
} from '../../src/features/permissions/permission-questions';
import { engineCallKey } from '../../src/state/engine-answer';
import { permissionPageAnswers, type PermissionPageAnswers } from '../../workers/permission-page';
import { answerDatasetRequests, currentPath, hydrateApp, releaseDatasetRequest, resetBetweenTests } from './harness';
import { engineOf, loadBuiltInRoles } from './engine-oracle';

const PASSWORD = 'microsoft.directory/users/password/update';
const WAIT = { timeout: 15_000 };

let roles: Role[];
let engine: RoleEngine;
/** The answers the build embeds: the worker's functions, run here over the shipped dataset as the prerender runs them. */
let answers: PermissionPageAnswers;

beforeAll(async () => {
  roles = await loadBuiltInRoles();
  engine = engineOf(roles);
  answers = permissionPageAnswers(engine, roles);
});

resetBetweenTests();

/** The names of the roles a granting list shows, in order. */
function roleNames(list: Element): string[] {
  return [...list.querySelectorAll(':scope > li a')].map((a) => a.textContent ?? '');
}

describe('the permission pages hydrate from their embedded answers', { timeout: 90_000 }, () => {
  it("an action's page renders its facts and granting roles with no worker answer; the list it links to asks the worker", async () => {
    await answerDatasetRequests(['hold']);
    const app = await hydrateApp(`/permissions/${PASSWORD}`, [
      [engineCallKey(permissionPageCall(PASSWORD)), answers.permissionPage(PASSWORD)],
      [engineCallKey(permissionGrantsCall(PASSWORD, LISTED_VIEW)), answers.permissionGrants(PASSWORD, LISTED_VIEW)],
    ]);
    const { screen } = app;
    // From the embedded answers: the worker's dataset is still held back.
    await expect.element(screen.getByRole('heading', { level: 1, name: PASSWORD })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Roles that grant it' });
    await expect.element(list).toBeVisible();
    const expected = engine.rolesGranting([PASSWORD], LISTED_VIEW)[0]!.map((g) => g.name);
    expect(expected.length).toBeGreaterThan(1);
    expect(roleNames(list.element())).toEqual(expected);

    expect(app.hydrationErrors).toEqual([]);

    // The visitor navigates: the list is mounted on the client alone, and its question goes to the worker.
    await userEvent.click(screen.getByRole('link', { name: 'All permissions' }));
    expect(currentPath(app)).toBe('/permissions');
    await expect.element(screen.getByRole('status').filter({ hasText: 'Loading permissions...' })).toBeVisible();
    await releaseDatasetRequest();
    const total = answers.permissionsIndex().entries.length;
    await expect.element(screen.getByText(`${total} of ${total} permissions`), WAIT).toBeVisible();
  });

  it('the list renders and filters with no worker answer; an action it links to asks the worker', async () => {
    await answerDatasetRequests(['hold']);
    const index = answers.permissionsIndex();
    const app = await hydrateApp('/permissions', [[engineCallKey(PERMISSIONS_INDEX_CALL), index]]);
    const { screen } = app;
    const total = index.entries.length;
    await expect.element(screen.getByText(`${total} of ${total} permissions`)).toBeVisible();
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search permissions' }), 'password/update');
    const matching = index.entries.filter((e) => e.action.toLowerCase().includes('password/update')).length;
    await expect.element(screen.getByText(`${matching} of ${total} permissions`)).toBeVisible();
    expect(app.hydrationErrors).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: PASSWORD, exact: true }));
    expect(currentPath(app)).toBe(`/permissions/${PASSWORD}`);
    await expect.element(screen.getByRole('status').filter({ hasText: 'Loading permission...' })).toBeVisible();
    await releaseDatasetRequest();
    await expect.element(screen.getByRole('heading', { level: 1, name: PASSWORD }), WAIT).toBeVisible();
    await expect.element(screen.getByRole('list', { name: 'Roles that grant it' }), WAIT).toBeVisible();
  });
});
