// A visitor acts the moment a prerendered page is on screen, on a slow phone (CPU 4x slower, 150 ms round trips via
// CDP): the press or the keystroke takes effect, never lost. Until the page's code is in, #root is inert (the
// documented marker): a control takes no input before it works, and Playwright's actions, like a person, wait for it.
// The worker is not awaited: a page whose route renders from its embedded answers hydrates with the worker's script
// blocked at the network edge, and what it lists crosses from the worker in a small index, not the dataset.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright';
import { freePort } from '../db/cluster';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';

const app = servedApp(await freePort());

/** A new page throttled as a slow phone: the CPU 4x slower, 150 ms added to every round trip. */
async function slowPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return page;
}

async function withPage<T>(run: (page: Page) => Promise<T>, { blockWorker = false } = {}): Promise<T> {
  const context = await app.browser.newContext({ serviceWorkers: 'block' });
  if (blockWorker) await context.route(/engine\.worker[^/]*\.js/, (route) => route.abort());
  const page = await slowPhone(context);
  page.on('pageerror', (error) => console.error('page error:', error.message));
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

const url = (path: string) => new URL(path.slice(1), app.preview.url).href;

describe('input on a prerendered page as soon as it is visible, on a slow phone', { timeout: 90_000 }, () => {
  it('/catalog: Add to Simulator selects the role', () =>
    withPage(async (page) => {
      await page.goto(url('/catalog'), { waitUntil: 'commit' });
      const add = page.getByRole('button', { name: 'Add to Simulator (Global Reader)' });
      await add.click();
      await expect
        .poll(() => page.getByRole('button', { name: /Selected \(Global Reader\)/ }).count(), { timeout: 20_000 })
        .toBe(1);
      await expect.poll(() => page.getByText('1 role selected for the simulator').count()).toBe(1);
    }));

  it('/catalog: Add to Simulator on a card far down the grid selects the role', () =>
    withPage(async (page) => {
      // The cards past the first screen may still be the server's markup when the press lands (the stages hydrate
      // after the rest of the page): React hydrates the card's stage first and the press takes effect.
      await page.goto(url('/catalog'), { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Add to Simulator (User Administrator)' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: /Selected \(User Administrator\)/ }).count(), { timeout: 20_000 })
        .toBe(1);
      await expect.poll(() => page.getByText('1 role selected for the simulator').count()).toBe(1);
    }));

  it('/catalog: a search filters the grid', () =>
    withPage(async (page) => {
      await page.goto(url('/catalog'), { waitUntil: 'commit' });
      await page.getByRole('searchbox', { name: 'Search roles' }).fill('Password Administrator');
      await expect
        .poll(() => page.getByText(/^\d+ of \d+ roles$/).textContent(), { timeout: 20_000 })
        .toMatch(/^[1-3] of/);
      expect(await page.getByRole('heading', { name: 'Password Administrator', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Global Reader', exact: true }).isVisible()).toBe(false);
    }));

  it('/simulator: a search filters the list', () =>
    withPage(async (page) => {
      await page.goto(url('/simulator'), { waitUntil: 'commit' });
      await page.getByRole('searchbox', { name: 'Search roles' }).fill('global reader');
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'roles match' }).textContent(), { timeout: 20_000 })
        .toMatch(/^1 of \d+ roles match$/);
      expect(await page.getByRole('checkbox', { name: 'Global Reader', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Global Administrator', exact: true }).isVisible()).toBe(false);
    }));

  it('a role page: switching + Inherited on changes the view', () =>
    withPage(async (page) => {
      await page.goto(url('/roles/helpdesk-administrator'), { waitUntil: 'commit' });
      await page.getByRole('switch', { name: '+ Inherited' }).check();
      await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toContain('inherit');
      const facts = page.getByRole('region', { name: 'Key facts' });
      await expect.poll(() => facts.textContent(), { timeout: 40_000 }).toMatch(/\d+ in the Listed \+ Inherited view/);
    }));
});

describe("input before the page's code is in: the boxes work, and the page adopts them", { timeout: 90_000 }, () => {
  /** Opens `path` with the entry script held at the network edge until `act` is done: the page is HTML alone. */
  async function withEntryHeld(
    path: string,
    act: (page: Page) => Promise<void>,
    then: (page: Page) => Promise<void>,
    { blockBoot = false } = {},
  ) {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    // Without public/boot.js (blocked, as a failed download would be) the page is not marked before its code runs.
    if (blockBoot) await context.route(/\/boot\.js$/, (route) => route.abort());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    try {
      // Not 'domcontentloaded': that waits for the module script, which is held.
      await page.goto(url(path), { waitUntil: 'commit' });
      await act(page);
      release();
      await page.locator('#root:not([inert])').waitFor({ timeout: 30_000 });
      await then(page);
    } finally {
      release();
      await context.close();
    }
  }

  it('/catalog: until the code is in the controls are marked not ready; a press then waits and takes effect', () =>
    withEntryHeld(
      '/catalog',
      async (page) => {
        const add = page.getByRole('button', { name: 'Add to Simulator (Global Reader)' });
        await add.waitFor();
        // public/boot.js marks #root inert from its first paint: no press lands on a button that does nothing.
        expect(await page.locator('#root[inert]').count()).toBe(1);
        expect(await add.evaluate((button) => button.matches(':focus'))).toBe(false);
      },
      async (page) => {
        await page.getByRole('button', { name: 'Add to Simulator (Global Reader)' }).click();
        await expect
          .poll(() => page.getByText('1 role selected for the simulator').count(), { timeout: 20_000 })
          .toBe(1);
      },
    ));

  it('the entry script failing to load leaves the page usable as HTML, not marked forever', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    await context.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    try {
      await page.goto(url('/roles/helpdesk-administrator'));
      await page.locator('#root:not([inert])').waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Password Administrator' }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/roles/password-administrator');
    } finally {
      await context.close();
    }
  });

  it('without boot.js: + Inherited switched on before the code is in is the view once it is', () =>
    withEntryHeld(
      '/roles/helpdesk-administrator',
      (page) => page.getByRole('switch', { name: '+ Inherited' }).check(),
      async (page) => {
        await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toContain('inherit');
        const facts = page.getByRole('region', { name: 'Key facts' });
        await expect.poll(() => facts.textContent(), { timeout: 40_000 }).toMatch(/in the Listed \+ Inherited view/);
      },
      { blockBoot: true },
    ));

  it('without boot.js: a catalog search typed before the code is in filters the grid once it is', () =>
    withEntryHeld(
      '/catalog',
      (page) => page.getByRole('searchbox', { name: 'Search roles' }).fill('Password Administrator'),
      async (page) => {
        await expect
          .poll(() => page.getByText(/^\d+ of \d+ roles$/).textContent(), { timeout: 20_000 })
          .toMatch(/^[1-3] of/);
      },
      { blockBoot: true },
    ));
});

describe('a prerendered page hydrates with the worker script blocked', { timeout: 90_000 }, () => {
  it('/catalog: Add to Simulator and the search work; the details dialog says it cannot load', () =>
    withPage(
      async (page) => {
        await page.goto(url('/catalog'), { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Add to Simulator (Global Reader)' }).click();
        await expect
          .poll(() => page.getByText('1 role selected for the simulator').count(), { timeout: 20_000 })
          .toBe(1);
        await page.getByRole('searchbox', { name: 'Search roles' }).fill('Password Administrator');
        await expect
          .poll(() => page.getByText(/^\d+ of \d+ roles$/).textContent(), { timeout: 20_000 })
          .toMatch(/^[1-3] of/);
        await page.getByRole('button', { name: 'View details (Password Administrator)' }).click();
        const dialog = page.getByRole('dialog', { name: 'Password Administrator' });
        await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 40_000 }).toMatch(/could not/i);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
      },
      { blockWorker: true },
    ));

  it('/roles: the directory searches; the footer shows the dataset date', () =>
    withPage(
      async (page) => {
        await page.goto(url('/roles'), { waitUntil: 'commit' });
        await page.getByRole('searchbox', { name: 'Search roles by name or description' }).fill('helpdesk');
        await expect.poll(() => page.getByText(/roles match/).textContent(), { timeout: 20_000 }).toMatch(/^1 of/);
        expect(await page.getByRole('contentinfo').textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
      },
      { blockWorker: true },
    ));

  it('/permissions: the search filters; an action page’s view switch works and its roles say they wait', () =>
    withPage(
      async (page) => {
        await page.goto(url('/permissions'), { waitUntil: 'commit' });
        await page.getByRole('searchbox', { name: 'Search permissions' }).fill('users/password/update');
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'permissions' }).textContent(), { timeout: 20_000 })
          .toMatch(/^[1-9] of \d+ permissions$/);
        await page.goto(url('/permissions/microsoft.directory/users/password/update'), { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1, name: 'microsoft.directory/users/password/update' }).waitFor();
        // The Listed view's roles are in the page; another view's are the engine's, which cannot start.
        expect(await page.getByRole('link', { name: 'Password Administrator' }).count()).toBeGreaterThan(0);
        await page.getByRole('switch', { name: '+ Inherited' }).check();
        await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toContain('inherit');
        await expect
          .poll(() => page.getByRole('main').textContent(), { timeout: 40_000 })
          .toMatch(/could not be worked out|Finding the roles that grant this permission/);
      },
      { blockWorker: true },
    ));

  it('/finder: the tabs work; the task tab’s roles say they wait', () =>
    withPage(
      async (page) => {
        await page.goto(url('/finder'), { waitUntil: 'commit' });
        await page.getByRole('tab', { name: 'By task' }).click();
        await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toContain('tab=task');
        await expect
          .poll(() => page.getByRole('tabpanel').textContent(), { timeout: 40_000 })
          .toMatch(/Loading roles|Error Loading Roles/);
      },
      { blockWorker: true },
    ));

  it('a role page: the view switch, the Compare dialog and the takeover facts work; the permissions say they wait', () =>
    withPage(
      async (page) => {
        await page.goto(url('/roles/helpdesk-administrator'), { waitUntil: 'commit' });
        const takeover = page.getByRole('region', { name: 'Takeover' });
        await takeover.getByRole('link', { name: 'Password Administrator' }).first().waitFor();
        await page.getByRole('switch', { name: '+ Inherited' }).check();
        await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toContain('inherit');
        const permissions = page.getByRole('region', { name: /Permissions of Helpdesk Administrator/ });
        await expect
          .poll(() => permissions.textContent(), { timeout: 40_000 })
          .toMatch(/could not be worked out|Loading permissions/);
        await page.getByRole('button', { name: 'Compare with Other Roles' }).click();
        const dialog = page.getByRole('dialog', { name: /Compare Helpdesk Administrator with/ });
        await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBe(1);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
      },
      { blockWorker: true },
    ));
});

/** Bytes of what the worker sent the page (its messages, as JSON), counted in the page. */
const COUNT_WORKER_BYTES = () => {
  const counted = { bytes: 0 };
  (window as unknown as { workerBytes: typeof counted }).workerBytes = counted;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      this.addEventListener('message', (event: MessageEvent) => {
        counted.bytes +=
          JSON.stringify(event.data, (_key, value: unknown) =>
            ArrayBuffer.isView(value) ? Array.from(value as unknown as ArrayLike<number>) : value,
          )?.length ?? 0;
      });
    }
  };
};

describe('the page receives a small index from the worker, never the dataset', { timeout: 90_000 }, () => {
  const datasetBytes = statSync(join(ROOT, 'dist/data/roles_with_permissions.json')).size;
  it.each([
    ['/catalog', (page: Page) => page.getByText(/^\d+ of \d+ roles$/).waitFor()],
    ['/simulator', (page: Page) => page.getByRole('checkbox', { name: 'Global Reader', exact: true }).waitFor()],
    [
      '/roles/global-administrator',
      (page: Page) =>
        page.getByRole('region', { name: 'Takeover' }).getByText('This is Global Administrator').waitFor(),
    ],
    [
      '/simulator?add=global-reader',
      (page: Page) => page.getByRole('checkbox', { name: 'Global Reader', exact: true }).waitFor(),
    ],
    // A shared comparison of two roles (Global Administrator, Global Reader), its result on screen.
    [
      '/compare?ids=62e90394-69f5-4237-9190-012177145e10,f2ef992c-3afb-46b9-b7cf-a126ee74c451',
      (page: Page) => page.getByRole('list', { name: 'Compared roles' }).getByText('Global Reader').waitFor(),
    ],
  ])('%s', async (path, ready) => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(COUNT_WORKER_BYTES);
    const page = await context.newPage();
    try {
      await page.goto(url(path));
      await ready(page);
      await page.waitForLoadState('networkidle');
      const bytes = await page.evaluate(
        () => (window as unknown as { workerBytes: { bytes: number } }).workerBytes.bytes,
      );
      console.log(
        `${path}: ${bytes} bytes from the worker, ${((100 * bytes) / datasetBytes).toFixed(1)}% of the dataset file`,
      );
      expect(bytes).toBeLessThan(0.15 * datasetBytes);
    } finally {
      await context.close();
    }
  });
});
