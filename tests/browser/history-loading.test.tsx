// The role history is downloaded (by the engine worker) only for pages that show it: /, /catalog and /compare never
// ask for history.json; a role or permission page asks once its History section comes near the screen,
// /compare?asOf= and /changes at once. Requests are counted at the network edge, which sees the worker's.
import { describe, expect, it } from 'vitest';
import { stopEngine } from '../../src/worker-bridge/engine-client';
import { renderApp, resetBetweenTests, watchHistoryRequests } from './harness';

const WAIT = { timeout: 20_000 };

resetBetweenTests();

describe('history loading', { timeout: 90_000 }, () => {
  it('is not requested by /, /catalog, a role page or /compare', async () => {
    const historyRequests = await watchHistoryRequests();
    const pages: [string, string][] = [
      ['/', 'Built-in roles'],
      ['/catalog', 'Role Catalog'],
      ['/roles/global-administrator', 'Global Administrator'],
      ['/compare?ids=62e90394-69f5-4237-9190-012177145e10,fe930be7-5e62-47db-91af-98c3a49a38b1', 'Compare'],
    ];
    for (const [path, text] of pages) {
      const { screen } = await renderApp(path);
      await expect.element(screen.getByRole('main').getByText(text, { exact: false }).first(), WAIT).toBeVisible();
      // Give a late request (after paint, on idle) time to go out.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await historyRequests(), path).toEqual([]);
      await screen.unmount();
    }
  });

  it('is requested by a role page once its History section is scrolled to, and by a permission page, once in all', async () => {
    const historyRequests = await watchHistoryRequests();
    const role = await renderApp('/roles/global-administrator');
    await expect
      .element(role.screen.getByRole('heading', { level: 1, name: 'Global Administrator' }), WAIT)
      .toBeVisible();
    const heading = role.screen.getByRole('heading', { level: 2, name: 'History' });
    await expect.element(heading, WAIT).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await historyRequests()).toEqual([]);
    heading.element().scrollIntoView();
    await expect.element(role.screen.getByText(/^Present since the first snapshot/), WAIT).toBeVisible();
    expect(await historyRequests()).toHaveLength(1);
    await role.screen.unmount();
    const permission = await renderApp('/permissions/microsoft.directory/users/password/update');
    const section = permission.screen.getByRole('region', { name: 'History' });
    await expect.element(section, WAIT).toBeInTheDocument();
    // Scrolled to once the roles granting the action are listed above it: their arrival would push it off screen again.
    await expect
      .element(permission.screen.getByRole('link', { name: 'Password Administrator' }).first(), WAIT)
      .toBeVisible();
    section.element().scrollIntoView();
    await expect.element(section.getByText(/in the first snapshot|^First seen/), WAIT).toBeVisible();
    expect(await historyRequests()).toHaveLength(1);
  });

  // The worker reads the file once, whichever page asks first: a new worker (as after a failure) reads it again.
  it('is requested by /changes, once, however often the page asks', async () => {
    stopEngine();
    const historyRequests = await watchHistoryRequests();
    const first = await renderApp('/changes');
    await expect.element(first.screen.getByText(/^\d+ changes on \d+ snapshot dates$/), WAIT).toBeVisible();
    await first.screen.unmount();
    const second = await renderApp('/changes?from=2023-06-18&to=2023-09-20');
    await expect.element(second.screen.getByRole('heading', { name: 'Roles renamed' }), WAIT).toBeVisible();
    expect(await historyRequests()).toHaveLength(1);
  });
});
