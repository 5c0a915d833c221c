// A dataset with one malformed row, in real Chromium: the pages name the role and the problem, and never show its permissions as none.
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answerDatasetRequests, axeViolations, renderApp, resetBetweenTests, type RenderedApp } from './harness';

const BROKEN = 'Helpdesk Administrator';
const PROBLEM = `${BROKEN}: role_permissions is not a list`;
const WAIT = { timeout: 15_000 };
const HELPDESK_ID = '729827e3-9c14-49f7-bb1b-9608f156bbb8';
const GLOBAL_READER_ID = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const USER_ADMINISTRATOR_ID = 'fe930be7-5e62-47db-91af-98c3a49a38b1';

let brokenFile: string;

beforeAll(async () => {
  const rows: { display_name: string; role_permissions: unknown }[] = await (
    await fetch('/data/roles_with_permissions.json')
  ).json();
  brokenFile = JSON.stringify(
    rows.map((row) => (row.display_name === BROKEN ? { ...row, role_permissions: { broken: true } } : row)),
  );
});

resetBetweenTests();

/** Network edge mocked: the dataset request gets the real file with one row's role_permissions replaced by an object. */
async function serveOneMalformedRow() {
  await answerDatasetRequests([{ body: brokenFile, contentType: 'application/json' }]);
}

function notice(app: RenderedApp) {
  return app.screen.getByRole('region', { name: 'The role data has problems' });
}

describe(
  'a dataset with one malformed row (network edge mocked: the dataset fetch answers it)',
  { timeout: 60_000 },
  () => {
    it('the catalog names the role and the problem; its card and details say its permissions could not be read', async () => {
      await serveOneMalformedRow();
      const app = await renderApp('/catalog');
      await expect.element(notice(app), WAIT).toBeVisible();
      await expect.element(notice(app).getByRole('listitem')).toHaveTextContent(PROBLEM);

      const card = app.screen.getByRole('article', { name: BROKEN });
      await expect.element(card.getByText('Permissions could not be read')).toBeVisible();
      await expect.element(card).not.toHaveTextContent(/\b0 permissions\b/);
      expect(await axeViolations()).toEqual([]);

      await userEvent.click(card.getByRole('button', { name: `View details (${BROKEN})` }));
      const dialog = app.screen.getByRole('dialog', { name: BROKEN });
      await expect.element(dialog.getByRole('heading', { name: 'Permissions (could not be read)' })).toBeVisible();
      await expect
        .element(dialog.getByText('The permissions of this role could not be read from the dataset.'))
        .toBeVisible();
      await expect.element(dialog).not.toHaveTextContent('This role lists no permissions.');
    });

    it("the role's page says its permissions could not be read, not that it has none", async () => {
      await serveOneMalformedRow();
      const app = await renderApp('/roles/helpdesk-administrator');
      await expect.element(app.screen.getByRole('heading', { level: 1, name: BROKEN }), WAIT).toBeVisible();
      await expect.element(notice(app).getByRole('listitem')).toHaveTextContent(PROBLEM);
      const facts = app.screen.getByRole('region', { name: 'Key facts' });
      await expect.element(facts.getByText('Could not be read from the dataset')).toBeVisible();
      const permissions = app.screen.getByRole('region', { name: `Permissions of ${BROKEN}` });
      await expect
        .element(
          permissions.getByText(`The permissions of ${BROKEN} could not be read from the dataset, so none are shown.`),
        )
        .toBeVisible();
      await expect.element(permissions).not.toHaveTextContent(/holds no permissions|Showing 0 of 0/);
      await expect.element(facts).not.toHaveTextContent(/Permissions\s*0\b/);
      expect(await axeViolations()).toEqual([]);
    });

    it('the home page and the roles directory show the notice; the directory card gives no count', async () => {
      await serveOneMalformedRow();
      const home = await renderApp('/');
      await expect.element(notice(home).getByRole('listitem'), WAIT).toHaveTextContent(PROBLEM);
      expect(await axeViolations()).toEqual([]);
      await home.screen.unmount();

      await serveOneMalformedRow();
      const directory = await renderApp('/roles');
      await expect.element(notice(directory).getByRole('listitem'), WAIT).toHaveTextContent(PROBLEM);
      const card = directory.screen.getByRole('article', { name: BROKEN });
      await expect.element(card.getByText('Permissions could not be read')).toBeVisible();
      await expect.element(card).not.toHaveTextContent(/\b0 permissions\b/);
      expect(await axeViolations()).toEqual([]);
    });

    it('compare names the unreadable role and leaves it out, rather than reporting it as contained in the others', async () => {
      await serveOneMalformedRow();
      const app = await renderApp(`/compare?ids=${HELPDESK_ID},${GLOBAL_READER_ID},${USER_ADMINISTRATOR_ID}`);
      const left = `${BROKEN}: its permissions could not be read, so it is left out of this comparison.`;
      await expect.element(app.screen.getByText(left), WAIT).toBeVisible();
      await expect.element(app.screen.getByText('Analyzing 2 roles for overlaps and redundancies')).toBeVisible();
      const chips = app.screen.getByRole('list', { name: 'Compared roles' });
      await expect.element(chips, WAIT).toBeVisible();
      await expect.element(chips).not.toHaveTextContent(BROKEN);
      expect(await axeViolations()).toEqual([]);
      await app.screen.unmount();

      await serveOneMalformedRow();
      const pair = await renderApp(`/compare?ids=${HELPDESK_ID},${GLOBAL_READER_ID}`);
      await expect.element(pair.screen.getByText(left), WAIT).toBeVisible();
      await expect
        .element(
          pair.screen.getByText(
            'Fewer than 2 of the selected roles have readable permissions, so there is nothing to compare.',
          ),
        )
        .toBeVisible();
      expect(pair.screen.getByRole('heading', { name: 'Invalid Comparison' }).query()).toBeNull();
      expect(await axeViolations()).toEqual([]);
    });

    it('the real dataset shows no notice', async () => {
      const app = await renderApp('/catalog');
      await expect.element(app.screen.getByText(/^\d+ of \d+ roles$/), WAIT).toBeVisible();
      expect(notice(app).query()).toBeNull();
    });
  },
);
