// Where Microsoft's docs and the Graph export disagree (public/data/docs-notes.json): role page notices, the marks on
// cards, rows and chips, /data, the footer date, the home page's age notice, the docs names in search. Real dataset,
// real worker, real Chromium; the network edge fails only where a test's name says so.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { clockAtom, DOCS_NOTES_URL, type DocsNotesFile } from '../../src/state/docs-notes';
import { axeViolations, renderApp, resetBetweenTests, tabTo } from './harness';

let roles: Role[];
let notes: DocsNotesFile;
const bySlug = (slug: string) => roles.find((r) => r.slug === slug)!;
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Subjects found in the data: the role whose newer or differing docs list the most it lacks, and an empty role. */
let differs: Role;
let differsNote: DocsNotesFile['roles'][number];
let empty: Role;
let short: Role;
let shortNote: DocsNotesFile['roles'][number];

beforeAll(async () => {
  roles = await loadRoles();
  notes = await (await fetch(DOCS_NOTES_URL)).json();
  differsNote = [...notes.roles].filter((n) => !n.exportEmpty).sort((a, b) => b.docsOnly.length - a.docsOnly.length)[0];
  differs = roles.find((r) => r.templateId === differsNote.templateId)!;
  empty = roles.find((r) => r.templateId === notes.emptyRoles[0].templateId)!;
  // A note short enough to show unfolded (a list of more than 8 folds).
  shortNote = [...notes.roles]
    .filter((n) => !n.exportEmpty && n.docsOnly.length > 0 && n.docsOnly.length <= 8 && n.exportOnly.length <= 8)
    .sort((a, b) => b.docsOnly.length - a.docsOnly.length)[0];
  short = roles.find((r) => r.templateId === shortNote.templateId)!;
});

resetBetweenTests();

/** The dataset date plus `days`, as a clock reading at `hour` UTC: the tests hold for any dataset date. */
const daysAfterDataset = (days: number, hour = 12) =>
  new Date(Date.parse(`${notes.datasetDate}T00:00:00Z`) + days * 86_400_000 + hour * 3_600_000);
const nameOf = (templateId: string) => roles.find((r) => r.templateId === templateId)!.displayName;

describe("role page: where Microsoft's docs differ", () => {
  it('lists the permissions the docs give a role beyond its definition, with their descriptions, link and credit', async () => {
    const note = shortNote;
    expect(note.docsOnly.length).toBeGreaterThan(0);
    const { screen } = await renderApp(`/roles/${short.slug}`);
    const notice = screen.getByRole('region', { name: "Microsoft's documentation differs" });
    await expect
      .element(
        notice.getByText(
          `Microsoft's documentation (${note.docsDate}) lists ${note.docsOnly.length === 1 ? '1 permission' : `${note.docsOnly.length} permissions`} this role definition (${notes.datasetDate}) does not:`,
        ),
      )
      .toBeVisible();
    for (const { action, description } of note.docsOnly) {
      await expect.element(notice.getByText(action, { exact: true })).toBeVisible();
      await expect.element(notice.getByRole('listitem').filter({ hasText: action })).toHaveTextContent(description);
    }
    for (const action of note.exportOnly) await expect.element(notice.getByText(action, { exact: true })).toBeVisible();
    const docsLink = notice.getByRole('link', {
      name: `Microsoft's documentation for ${short.displayName}`,
      exact: false,
    });
    await expect
      .element(docsLink)
      .toHaveAttribute('href', expect.stringMatching(new RegExp(`permissions-reference#${short.slug}$`)));
    await expect.element(notice.getByText(/CC BY 4\.0/)).toBeVisible();
    await expect.element(notice.getByRole('link', { name: 'About the data' })).toHaveAttribute('href', '/data');
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it('says a role lists no permissions, and what its docs list when they list some', async () => {
    const note = notes.roles.find((n) => n.templateId === empty.templateId);
    const { screen } = await renderApp(`/roles/${empty.slug}`);
    const notice = screen.getByRole('region', { name: 'No permissions listed' });
    await expect
      .element(
        notice.getByText(
          note && note.docsOnly.length > 0
            ? `This role definition (${notes.datasetDate}) lists no permissions; Microsoft's documentation (${note.docsDate}) lists ${note.docsOnly.length}:`
            : `This role definition (${notes.datasetDate}) lists no permissions. Comparisons count it as holding nothing, so it is trivially contained in every other role.`,
        ),
      )
      .toBeVisible();
    if (note && note.docsOnly.length > 0)
      await expect.element(notice.getByText(note.docsOnly[0].action, { exact: true })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it('opens a long list by keyboard', async () => {
    const note = differsNote;
    expect(note.docsOnly.length).toBeGreaterThan(8);
    const { screen } = await renderApp(`/roles/${differs.slug}`);
    const notice = screen.getByRole('region', { name: "Microsoft's documentation differs" });
    const summary = notice.getByText(`Show the ${note.docsOnly.length} permissions`);
    await expect.element(summary).toBeVisible();
    const first = notice.getByText(note.docsOnly[0].action, { exact: true });
    await expect.element(first).not.toBeVisible();
    await tabTo(summary, 80);
    expect(document.activeElement).toBe(summary.element());
    await userEvent.keyboard('{Enter}');
    await expect.element(first).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it("gives the docs' name of a role Graph calls otherwise", async () => {
    const { screen } = await renderApp('/roles/azure-ad-joined-device-local-administrator');
    await expect
      .element(screen.getByText("Also called “Microsoft Entra Joined Device Local Administrator” in Microsoft's docs."))
      .toBeVisible();
  }, 40_000);

  it('still shows the role page when docs-notes.json fails to load (network edge mocked: HTTP 503), with a warning', async () => {
    const realFetch = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('docs-notes.json')
        ? new Response('unavailable', { status: 503 })
        : realFetch(input, init),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { screen } = await renderApp('/roles/security-operator');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Security Operator' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Key facts' })).toBeVisible();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('docs-notes.json'), expect.anything()),
    );
    expect(screen.getByRole('region', { name: "Microsoft's documentation differs" }).query()).toBeNull();
    await expect
      .element(screen.getByRole('contentinfo').getByRole('link', { name: `Data as of ${notes.datasetDate}` }))
      .toBeVisible();
  }, 40_000);
});

describe('marks where the role appears', () => {
  it('catalog cards link "Docs differ" and "No permissions listed" to the role page, saying what they mean', async () => {
    const { screen } = await renderApp('/catalog');
    const so = screen.getByRole('article', { name: differs.displayName });
    const mark = so.getByRole('link', {
      name: `Docs differ: Microsoft's documentation (${differsNote.docsDate}) lists ${differsNote.docsOnly.length} permissions`,
      exact: false,
    });
    await expect.element(mark).toHaveAttribute('href', `/roles/${differs.slug}`);
    const tgr = screen.getByRole('article', { name: empty.displayName });
    await expect
      .element(tgr.getByRole('link', { name: /^No permissions listed: This role definition lists no permissions\./ }))
      .toHaveAttribute('href', `/roles/${empty.slug}`);
    expect(
      screen
        .getByRole('article', { name: 'Global Reader' })
        .getByRole('link', { name: /Docs differ|No permissions/ })
        .query(),
    ).toBeNull();
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('the roles directory card carries the mark too', async () => {
    const { screen } = await renderApp('/roles');
    const card = screen.getByRole('article', { name: empty.displayName });
    await expect.element(card.getByRole('link', { name: /^No permissions listed/ })).toBeVisible();
  }, 60_000);

  it('a simulator row says it in the checkbox description', async () => {
    const { screen } = await renderApp('/simulator');
    const box = screen.getByRole('checkbox', { name: differs.displayName, exact: true });
    await expect
      .element(box)
      .toHaveAccessibleDescription(
        escaped(
          `Microsoft's documentation (${differsNote.docsDate}) lists ${differsNote.docsOnly.length} permissions this role definition does not`,
        ),
      );
    await expect
      .element(screen.getByRole('checkbox', { name: empty.displayName }))
      .toHaveAccessibleDescription(/This role definition lists no permissions/);
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('comparison chips and the overlap drawer show it', async () => {
    const so = bySlug('security-operator');
    const gr = bySlug('global-reader');
    const { screen } = await renderApp(`/compare?ids=${so.templateId},${gr.templateId}`);
    const chips = screen.getByRole('list', { name: 'Compared roles' });
    await expect
      .element(
        chips.getByRole('link', {
          name: /^Security Operator.*Docs differ: Microsoft's documentation \(2026-06-30\)/,
        }),
      )
      .toBeVisible();
    expect(chips.getByRole('link', { name: /^Global Reader.*Docs differ/ }).query()).toBeNull();
    expect(await axeViolations()).toEqual([]);
    // The overlap drawer of the pair: the mark beside Security Operator's risk facts.
    await userEvent.click(
      screen
        .getByRole('button', { name: /^(Security Operator × Global Reader|Global Reader × Security Operator): \d+%/ })
        .first(),
    );
    const facts = page.getByRole('dialog', { name: 'Overlap Details' }).getByRole('list', { name: 'Role risk facts' });
    await expect
      .element(facts.getByRole('link', { name: /^Docs differ: / }))
      .toHaveAttribute('href', '/roles/security-operator');
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});

describe('search by the docs name', () => {
  it('the simulator finds "Microsoft Entra Joined Device Local Administrator"', async () => {
    const { screen } = await renderApp('/simulator');
    const search = screen.getByRole('searchbox', { name: 'Search roles' });
    await expect.element(screen.getByRole('checkbox', { name: 'Global Reader' })).toBeVisible();
    await userEvent.fill(search.element(), 'Microsoft Entra Joined Device');
    await expect
      .element(screen.getByRole('checkbox', { name: 'Azure AD Joined Device Local Administrator' }))
      .toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'Global Reader' })).not.toBeInTheDocument();
  }, 60_000);
});

describe('/data and the dataset date', () => {
  it('lists sources, counts, freshness and every known gap, with no axe violations', async () => {
    const { screen, store } = await renderApp('/data');
    store.set(clockAtom, { now: () => daysAfterDataset(10, 9) });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'About the data' })).toBeVisible();
    await expect
      .element(screen.getByText(`Data as of ${notes.datasetDate}, 10 days ago.`, { exact: false }))
      .toBeVisible();
    const section = (name: string) => screen.getByRole('region', { name });
    await expect
      .element(
        section('Sources, dates and licences').getByText(
          /permissions-reference\.md \(commit 270c10ab\)\. Dated 2026-06-30\. Licence: CC BY 4\.0/,
        ),
      )
      .toBeVisible();
    // The takeover facts' sources too, each with its date and licence; the tiers' source has no date and says so.
    const sources = section('Sources, dates and licences');
    await expect
      .element(sources.getByRole('listitem').filter({ hasText: /^Who can reset passwords and who can perform/ }))
      .toHaveTextContent(/privileged-roles-permissions\. Dated 2026-06-05\. Licence: CC BY 4\.0 \(Microsoft\)\.$/);
    await expect
      .element(sources.getByRole('listitem').filter({ hasText: /^Attack paths:/ }))
      .toHaveTextContent(/Dated 2026-08-21\. Licence: MIT/);
    await expect
      .element(sources.getByRole('listitem').filter({ hasText: /^Enterprise Access Model tiers/ }))
      .toHaveTextContent(/\. Not dated\. Licence: MIT\.$/);
    await expect
      .element(
        section('What the dataset holds').getByText(notes.counts.grants.toLocaleString('en-US'), { exact: true }),
      )
      .toBeVisible();
    const differ = section("Roles whose permissions differ from Microsoft's documentation");
    for (const note of notes.roles) {
      const role = roles.find((r) => r.templateId === note.templateId)!;
      await expect
        .element(differ.getByRole('link', { name: role.displayName, exact: true }))
        .toHaveAttribute('href', `/roles/${role.slug}`);
    }
    const docsOnly = section("Roles in Microsoft's documentation but not in the export");
    for (const { name } of notes.docsOnlyRoles)
      await expect.element(docsOnly.getByText(name, { exact: true })).toBeVisible();
    await expect
      .element(section('Names that differ').getByText(/Microsoft Entra Joined Device Local Administrator/))
      .toBeVisible();
    for (const d of notes.privilegedDifferences)
      await expect
        .element(section('Privileged labels that differ').getByRole('link', { name: nameOf(d.templateId) }))
        .toBeVisible();
    const swapped = section('Descriptions that contradict their action');
    await expect
      .element(swapped.getByText('microsoft.directory/servicePrincipals/getPasswordSingleSignOnCredentials'))
      .toBeVisible();
    await expect
      .element(swapped.getByText('microsoft.directory/servicePrincipals/managePasswordSingleSignOnCredentials'))
      .toBeVisible();
    await expect
      .element(
        section('Roles with no permissions in this dataset').getByRole('link', {
          name: nameOf(notes.emptyRoles[0].templateId),
          exact: true,
        }),
      )
      .toBeVisible();
    await expect
      .element(
        section('Roles with no docs page of their own').getByRole('link', {
          name: nameOf(notes.noDocsPage[0]),
          exact: true,
        }),
      )
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await page.viewport(390, 844);
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('every page footer says "Data as of" the dataset date and links to /data', async () => {
    const { screen } = await renderApp('/privacy');
    const footer = screen.getByRole('contentinfo');
    await expect
      .element(footer.getByRole('link', { name: `Data as of ${notes.datasetDate}` }))
      .toHaveAttribute('href', '/data');
    await expect
      .element(screen.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About the data' }))
      .toHaveAttribute('href', '/data');
  }, 40_000);

  it('the home page says the dataset is old past 60 days (clock set to 89 days after the dataset)', async () => {
    const { screen, store } = await renderApp('/');
    store.set(clockAtom, { now: () => daysAfterDataset(89) });
    const notice = screen.getByRole('note').filter({ hasText: 'This dataset is 89 days old' });
    await expect.element(notice).toBeVisible();
    await expect.element(notice.getByRole('link', { name: 'About the data' })).toHaveAttribute('href', '/data');
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it('and says nothing within 60 days (clock set to day 60)', async () => {
    const { screen, store } = await renderApp('/');
    store.set(clockAtom, { now: () => daysAfterDataset(60) });
    await expect
      .element(screen.getByRole('contentinfo').getByRole('link', { name: `Data as of ${notes.datasetDate}` }))
      .toBeVisible();
    expect(screen.getByText(/This dataset is \d+ days old/).query()).toBeNull();
    store.set(clockAtom, { now: () => daysAfterDataset(61) });
    await expect.element(screen.getByText(/This dataset is 61 days old/)).toBeVisible();
  }, 40_000);
});
