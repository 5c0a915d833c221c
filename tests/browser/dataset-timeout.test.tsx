// A dataset the engine worker cannot read, in real Chromium: every page that loads roles shows its error and a retry
// that loads the data; a request that never answers ends, after the worker's 15 s, with the time-limit message.
import { describe, expect, it, vi } from 'vitest';
import { userEvent, type Locator } from 'vitest/browser';
import { noAnswerWithin, STATIC_FILE_TIMEOUT_MS } from '../../src/data/load-roles';
import {
  answerDatasetRequests,
  axeViolations,
  failDatasetRequests,
  renderApp,
  resetBetweenTests,
  retryWithRealFile,
  type RenderedApp,
} from './harness';

const GIVE_UP = { timeout: 10_000 };
const LOAD = { timeout: 15_000 };
const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const UNAVAILABLE = 'Failed to load roles data (HTTP 503)';

resetBetweenTests();

/** Every dataset request fails until retryWithRealFile(); the errors the app logs are expected. */
async function failDataset() {
  await failDatasetRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

type Screen = RenderedApp['screen'];

/** Pages with a spec error heading: the heading, the time-limit message and 'Try again', then what the loaded page shows. */
const headedPages: [path: string, heading: string, loaded: (screen: Screen) => Locator][] = [
  ['/', 'Error Loading Roles', (s) => s.getByText(/^Role definitions from Microsoft Graph as of /)],
  ['/catalog', 'Error Loading Catalog', (s) => s.getByText(/^\d+ of \d+ roles$/)],
  ['/roles', 'Error Loading Roles', (s) => s.getByRole('heading', { level: 2, name: /^\d+ Built-in Roles$/ })],
  ['/roles/global-reader', 'Error Loading Roles', (s) => s.getByRole('region', { name: 'Key facts' })],
  [
    '/roles/global-administrator',
    'Error Loading Role',
    (s) => s.getByRole('heading', { level: 1, name: 'Global Administrator' }),
  ],
  ['/permissions', 'Error Loading Permissions', (s) => s.getByRole('searchbox', { name: 'Search permissions' })],
  [
    '/permissions/microsoft.directory/users/password/update',
    'Error Loading Permissions',
    (s) => s.getByRole('list', { name: 'Roles that grant it' }),
  ],
  ['/finder', 'Error Loading Permissions', (s) => s.getByRole('heading', { level: 2, name: 'What you need' })],
];

describe(
  'a dataset the worker cannot read (network edge mocked: the dataset request fails or stalls)',
  { timeout: 60_000 },
  () => {
    it.each(headedPages)(
      '%s gives up with its error heading and the message; Try again loads the real data',
      async (path, heading, loaded) => {
        await failDataset();
        const { screen } = await renderApp(path);
        await expect.element(screen.getByRole('heading', { name: heading }), GIVE_UP).toBeVisible();
        await expect.element(screen.getByText(UNAVAILABLE)).toBeVisible();
        expect(await axeViolations()).toEqual([]);

        await retryWithRealFile(screen);
        await expect.element(loaded(screen), LOAD).toBeVisible();
        expect(screen.getByRole('heading', { name: heading }).query()).toBeNull();
      },
    );

    it('the simulator gives up with its toast and Retry, which loads the real data', async () => {
      await failDataset();
      const { screen } = await renderApp('/simulator');
      await expect
        .element(screen.getByRole('alert').filter({ hasText: 'Failed to load roles. Please try again.' }), GIVE_UP)
        .toBeVisible();
      expect(await axeViolations()).toEqual([]);
      await retryWithRealFile(screen, 'Retry');
      await expect.element(screen.getByRole('checkbox', { name: 'Global Reader', exact: true }), LOAD).toBeVisible();
    });

    it('compare waits out a stalled request (the worker gives up after 15 s) with its load error, not the invalid comparison screen, and Try again loads the real data', async () => {
      await answerDatasetRequests(['stall']);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { screen } = await renderApp(`/compare?ids=${GA},${GR}`);
      await expect.element(screen.getByText('Analyzing roles...')).toBeVisible();
      await expect
        .element(screen.getByRole('heading', { name: 'Error Loading Roles' }), {
          timeout: STATIC_FILE_TIMEOUT_MS + 15_000,
        })
        .toBeVisible();
      await expect.element(screen.getByText(noAnswerWithin(STATIC_FILE_TIMEOUT_MS))).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Invalid Comparison' }).query()).toBeNull();
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await expect.element(screen.getByText('Analyzing 2 roles for overlaps and redundancies'), LOAD).toBeVisible();
    });

    it('the permission views guide gives up with the message and Try again, which loads the examples', async () => {
      await failDataset();
      const { screen } = await renderApp('/docs/permission-views');
      await expect
        .element(screen.getByText(`The examples from the dataset could not be loaded: ${UNAVAILABLE}`), GIVE_UP)
        .toBeVisible();
      expect(await axeViolations()).toEqual([]);
      await retryWithRealFile(screen);
      await expect.element(screen.getByRole('link', { name: 'Billing Administrator' }).first(), LOAD).toBeVisible();
    });
  },
);
