// A dataset request that never answers, in real Chromium: every page that loads roles gives up, shows its error and a retry that loads the data.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent, type Locator } from 'vitest/browser';
import { noAnswerWithin } from '../../src/data/load-roles';
import {
  answerDatasetRequests,
  axeViolations,
  noAnswer,
  renderApp,
  resetBetweenTests,
  type RenderedApp,
} from './harness';

/** The app waits 15 s; the test gives the stalled request a fraction of a second. */
const DATASET_TIMEOUT_MS = 250;
const GIVE_UP = { timeout: 10_000 };
const LOAD = { timeout: 15_000 };
const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';

let realFile: string;

beforeAll(async () => {
  realFile = await (await fetch('/data/roles_with_permissions.json')).text();
});

resetBetweenTests();

/** The second request gets the real file's bytes, so the retry does not race the short time limit on a busy machine. */
function stallThenServeRealFile() {
  answerDatasetRequests([noAnswer, new Response(realFile, { headers: { 'content-type': 'application/json' } })]);
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
  'a dataset request that never answers (network edge mocked: the dataset fetch stalls)',
  { timeout: 60_000 },
  () => {
    it.each(headedPages)(
      '%s gives up with its error heading and the message; Try again loads the real data',
      async (path, heading, loaded) => {
        stallThenServeRealFile();
        const { screen } = await renderApp(path, { datasetTimeoutMs: DATASET_TIMEOUT_MS });
        await expect.element(screen.getByRole('heading', { name: heading }), GIVE_UP).toBeVisible();
        await expect.element(screen.getByText(noAnswerWithin(DATASET_TIMEOUT_MS))).toBeVisible();
        expect(await axeViolations()).toEqual([]);

        await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
        await expect.element(loaded(screen), LOAD).toBeVisible();
        expect(screen.getByRole('heading', { name: heading }).query()).toBeNull();
      },
    );

    it('the simulator gives up with its toast and Retry, which loads the real data', async () => {
      stallThenServeRealFile();
      const { screen } = await renderApp('/simulator', { datasetTimeoutMs: DATASET_TIMEOUT_MS });
      await expect
        .element(screen.getByRole('alert').filter({ hasText: 'Failed to load roles. Please try again.' }), GIVE_UP)
        .toBeVisible();
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await expect.element(screen.getByRole('checkbox', { name: 'Global Reader', exact: true }), LOAD).toBeVisible();
    });

    it('compare gives up with its load error (not the invalid comparison screen) and Try again, which loads the real data', async () => {
      stallThenServeRealFile();
      const { screen } = await renderApp(`/compare?ids=${GA},${GR}`, { datasetTimeoutMs: DATASET_TIMEOUT_MS });
      await expect.element(screen.getByRole('heading', { name: 'Error Loading Roles' }), GIVE_UP).toBeVisible();
      await expect.element(screen.getByText(noAnswerWithin(DATASET_TIMEOUT_MS))).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Invalid Comparison' }).query()).toBeNull();
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await expect.element(screen.getByText('Analyzing 2 roles for overlaps and redundancies'), LOAD).toBeVisible();
    });

    it('the permission views guide gives up with the message and Try again, which loads the examples', async () => {
      stallThenServeRealFile();
      const { screen } = await renderApp('/docs/permission-views', { datasetTimeoutMs: DATASET_TIMEOUT_MS });
      await expect
        .element(
          screen.getByText(`The examples from the dataset could not be loaded: ${noAnswerWithin(DATASET_TIMEOUT_MS)}`),
          GIVE_UP,
        )
        .toBeVisible();
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await expect.element(screen.getByRole('link', { name: 'Billing Administrator' }).first(), LOAD).toBeVisible();
    });
  },
);
