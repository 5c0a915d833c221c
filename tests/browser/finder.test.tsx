// The least-privilege finder in real Chromium with the real worker: answers checked against the engine run directly.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { leastPrivilege, type LeastPrivilegeAnswer } from '@engine/least-privilege';
import { viewSets, type PermissionView } from '@engine/catalog';
import { hasBit } from '@engine/bitset';
import { axeViolations, currentPath, renderApp, resetBetweenTests, watchDownloads } from './harness';
import { hasNoHorizontalOverflow, loadOracle, type Oracle } from './engine-oracle';

const PASSWORD = 'microsoft.directory/users/password/update';
/** Granted in the Listed view only by Exchange roles (and nowhere with the Intune action below). */
const EXCHANGE_ONLY = 'microsoft.office365.exchange/recipients/allProperties/allTasks';
const INTUNE_ONLY = 'microsoft.intune/allEntities/allTasks';
const LISTED: PermissionView = { inherit: false, wildcards: false };
const WAIT = { timeout: 15_000 };

let oracle: Oracle;

beforeAll(async () => {
  oracle = await loadOracle();
});

resetBetweenTests();

function expected(need: string[], view: PermissionView): LeastPrivilegeAnswer {
  return leastPrivilege(oracle.catalog, need, view);
}

/** The role names of a ranked list on screen, in order. */
function names(listName: string): string[] {
  const list = page.getByRole('list', { name: listName }).element();
  return [...list.querySelectorAll(':scope > li')].map((li) => li.querySelector('a')!.textContent!);
}

async function openFinder(path: string) {
  const app = await renderApp(path);
  await expect.element(app.screen.getByRole('heading', { level: 2, name: 'What you need' }), WAIT).toBeVisible();
  return app;
}

describe('least-privilege finder', { timeout: 90_000 }, () => {
  it('ranks single roles for a need that some role covers alone, as the engine does', async () => {
    const { screen } = await openFinder(`/finder?need=${PASSWORD}`);
    const answer = expected([PASSWORD], LISTED);
    expect(answer.singleRoles.length).toBeGreaterThan(1);
    await expect.element(screen.getByRole('list', { name: 'Single roles' }), WAIT).toBeVisible();
    await expect.element(screen.getByText('View:').filter({ hasText: 'Listed' })).toBeVisible();
    expect(names('Single roles')).toEqual(answer.singleRoles.slice(0, 10).map((f) => f.name));
    const best = answer.singleRoles[0];
    const bestItem = screen.getByRole('list', { name: 'Single roles' }).getByRole('listitem').first();
    await expect
      .element(
        bestItem.getByText(`${best.extra} ${best.extra === 1 ? 'permission' : 'permissions'} beyond the need`, {
          exact: false,
        }),
      )
      .toBeVisible();
    if (best.tier !== null)
      await expect.element(bestItem.getByText(`Tier ${best.tier}`, { exact: false })).toBeVisible();
    expect(bestItem.getByText('Privileged (Microsoft)').query() !== null).toBe(best.privileged);
    const slug = oracle.roles.find((r) => r.templateId === best.templateId)!.slug;
    await expect.element(bestItem.getByRole('link', { name: best.name })).toHaveAttribute('href', `/roles/${slug}`);
    const top = answer.singleRoles.slice(0, 4).map((f) => f.templateId);
    await expect
      .element(screen.getByRole('link', { name: `Compare the top ${top.length} roles` }))
      .toHaveAttribute('href', `/compare?ids=${top.join(',')}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('finds the smallest combination when no single role covers the need (Exchange-only + Intune-only, Listed view)', async () => {
    const { screen } = await openFinder(`/finder?need=${EXCHANGE_ONLY},${INTUNE_ONLY}`);
    const answer = expected([EXCHANGE_ONLY, INTUNE_ONLY], LISTED);
    // Independently of the finder: no single role holds both in the Listed view.
    const sets = viewSets(oracle.catalog, LISTED);
    const ids = [EXCHANGE_ONLY, INTUNE_ONLY].map((k) => oracle.catalog.idByKey.get(k)!);
    expect(sets.some((set) => ids.every((id) => hasBit(set, id)))).toBe(false);
    expect(answer.singleRoles).toEqual([]);

    await expect.element(screen.getByRole('list', { name: 'Smallest combination' }), WAIT).toBeVisible();
    expect(names('Smallest combination')).toEqual(answer.combination.map((f) => f.name));
    const chosen = answer.combination.map((f) => sets[oracle.catalog.indexByTemplateId.get(f.templateId)!]);
    expect(ids.every((id) => chosen.some((set) => hasBit(set, id)))).toBe(true);
    await expect
      .element(
        screen.getByText(answer.combinationProven ? 'Proven minimal' : 'Greedy estimate — not proven minimal', {
          exact: true,
        }),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: `Compare these ${answer.combination.length} roles` }))
      .toHaveAttribute('href', `/compare?ids=${answer.combination.map((f) => f.templateId).join(',')}`);
    expect(await axeViolations()).toEqual([]);

    // Export CSV: the need, then the combination, as the page shows them (for the record of why these roles).
    const downloads = watchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const file = await downloads.csv();
    expect(file.name).toBe('least-privilege-listed.csv');
    expect(file.rows[0]).toBe(
      'Row,Rank,Role,TemplateId,Permission,CoversNeeded,BeyondNeed,PermissionsInAll,PrivilegedMicrosoft,Tier,View,DatasetDate',
    );
    expect(file.rows.slice(1, 3).map((row) => row.split(',').slice(0, 5).join(','))).toEqual(
      answer.need.map((key) => `Needed permission,,,,${key}`),
    );
    const label = answer.combinationProven
      ? 'Smallest combination (proven minimal)'
      : 'Smallest combination (greedy estimate, not proven minimal)';
    expect(file.rows.slice(3).map((row) => row.split(',').slice(0, 4))).toEqual(
      answer.combination.map((fit, i) => [label, String(i + 1), fit.name, fit.templateId]),
    );
    await expect.element(screen.getByRole('status').filter({ hasText: 'CSV exported' })).toBeVisible();
  });

  it('adds needs by search, keeps them in a shareable URL with the view, and the URL round-trips', async () => {
    const app = await openFinder('/finder');
    await expect
      .element(app.screen.getByText('Add the permissions you need to see which built-in roles grant them.'))
      .toBeVisible();
    await userEvent.fill(
      app.screen.getByRole('searchbox', { name: 'Search permissions to add' }),
      'reset passwords for users',
    );
    await userEvent.click(app.screen.getByRole('button', { name: `Add ${PASSWORD}`, exact: true }));
    expect(currentPath(app)).toBe(`/finder?need=${PASSWORD}`);
    await expect.element(app.screen.getByRole('heading', { name: 'Needed permissions (1)' })).toBeVisible();
    await expect.element(app.screen.getByRole('list', { name: 'Single roles' }), WAIT).toBeVisible();

    await userEvent.click(app.screen.getByRole('switch', { name: '+ Wildcards' }));
    await expect.element(app.screen.getByText('View:').filter({ hasText: 'Listed + Wildcards' }), WAIT).toBeVisible();
    const wild = expected([PASSWORD], { inherit: false, wildcards: true });
    await expect.poll(() => names('Single roles'), WAIT).toEqual(wild.singleRoles.slice(0, 10).map((f) => f.name));
    const shared = currentPath(app);
    expect(new URLSearchParams(shared.split('?')[1]).get('wildcards')).toBe('1');
    expect(new URLSearchParams(shared.split('?')[1]).get('need')).toBe(PASSWORD);

    // The page shows the link it copies (reading the clipboard back needs a permission the test browser lacks).
    await expect
      .element(app.screen.getByRole('textbox', { name: 'Share link' }))
      .toHaveValue(new URL(`/finder?need=${PASSWORD}&wildcards=1`, location.origin).toString());
    await userEvent.click(app.screen.getByRole('button', { name: 'Copy link' }));
    await expect.element(app.screen.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    await app.screen.unmount();

    // Opening the shared link shows the same need and the same answer in the same view.
    const again = await openFinder(shared);
    await expect.element(again.screen.getByRole('heading', { name: 'Needed permissions (1)' })).toBeVisible();
    await expect.element(again.screen.getByRole('switch', { name: '+ Wildcards' })).toBeChecked();
    await expect.element(again.screen.getByRole('list', { name: 'Single roles' }), WAIT).toBeVisible();
    expect(names('Single roles')).toEqual(wild.singleRoles.slice(0, 10).map((f) => f.name));
  });

  it('reports pasted strings that are not permissions by name, keeps the known ones, and offers close matches', async () => {
    const app = await openFinder('/finder');
    const typo = 'microsoft.directory/users/pasword/update';
    const junk = 'not-a-permission';
    await userEvent.fill(
      app.screen.getByRole('textbox', { name: 'Or paste action strings, one per line' }),
      `${INTUNE_ONLY}\n${typo}\n\n${junk}\n`,
    );
    await userEvent.click(app.screen.getByRole('button', { name: 'Add pasted actions (3)' }));
    await expect.element(app.screen.getByRole('heading', { name: 'Needed permissions (3)' })).toBeVisible();
    const unknown = app.screen.getByRole('alert').filter({ hasText: 'Not in the dataset (2)' });
    await expect.element(unknown, WAIT).toBeVisible();
    await expect.element(unknown.getByText(typo, { exact: true })).toBeVisible();
    await expect.element(unknown.getByText(junk, { exact: true })).toBeVisible();
    expect(expected([INTUNE_ONLY, typo, junk], LISTED).unknown).toEqual([typo, junk]);
    expect(names('Single roles')).toEqual(
      expected([INTUNE_ONLY], LISTED)
        .singleRoles.slice(0, 10)
        .map((f) => f.name),
    );

    await userEvent.click(unknown.getByRole('button', { name: `Use ${PASSWORD}` }));
    await expect.element(app.screen.getByText('Not in the dataset (1)'), WAIT).toBeVisible();
    const after = expected([INTUNE_ONLY, PASSWORD], LISTED);
    const [listName, fits] =
      after.singleRoles.length > 0
        ? ['Single roles', after.singleRoles.slice(0, 10)]
        : ['Smallest combination', after.combination];
    await expect.poll(() => names(listName), WAIT).toEqual(fits.map((f) => f.name));
    expect(await axeViolations()).toEqual([]);
  });

  it("takes a pasted role definition's JSON as the need: its allowed actions, conditions kept", async () => {
    const app = await openFinder('/finder');
    // A custom role as Graph exports it (PowerShell's keys differ only in case): the finder names the built-in roles
    // that would cover it.
    const definition = {
      displayName: 'Contoso helpdesk',
      isBuiltIn: false,
      rolePermissions: [
        { allowedResourceActions: [PASSWORD, INTUNE_ONLY], excludedResourceActions: [] },
        { allowedResourceActions: [PASSWORD], condition: '$ResourceIsSelf' },
      ],
    };
    const need = [PASSWORD, INTUNE_ONLY, `${PASSWORD} [$ResourceIsSelf]`];
    await userEvent.fill(
      app.screen.getByRole('textbox', { name: 'Or paste action strings, one per line' }),
      JSON.stringify(definition, null, 2),
    );
    await userEvent.click(app.screen.getByRole('button', { name: 'Add pasted actions (3)' }));
    await expect.element(app.screen.getByRole('heading', { name: 'Needed permissions (3)' })).toBeVisible();
    for (const key of need)
      await expect.element(app.screen.getByRole('button', { name: `Remove ${key}`, exact: true })).toBeVisible();
    const answer = expected(need, LISTED);
    expect(answer.unknown).toEqual([]);
    const [listName, fits] =
      answer.singleRoles.length > 0
        ? ['Single roles', answer.singleRoles.slice(0, 10)]
        : ['Smallest combination', answer.combination];
    await expect.poll(() => names(listName), WAIT).toEqual(fits.map((f) => f.name));
    expect(app.screen.getByText('Not in the dataset', { exact: false }).query()).toBeNull();
  });

  it('says so when every string is unknown', async () => {
    const { screen } = await openFinder('/finder?need=nope,also-nope');
    await expect.element(screen.getByText('Not in the dataset (2)'), WAIT).toBeVisible();
    await expect
      .element(
        screen.getByText(
          'None of the strings given is a permission in the dataset, so there is nothing to answer yet.',
        ),
      )
      .toBeVisible();
  });

  it('works by keyboard: add, remove and clear needs', async () => {
    const app = await openFinder(`/finder?need=${PASSWORD},${INTUNE_ONLY}`);
    await expect.element(app.screen.getByRole('heading', { name: 'Needed permissions (2)' })).toBeVisible();
    (app.screen.getByRole('button', { name: `Remove ${PASSWORD}` }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(app.screen.getByRole('heading', { name: 'Needed permissions (1)' })).toBeVisible();
    expect(currentPath(app)).toBe(`/finder?need=${INTUNE_ONLY}`);
    (app.screen.getByRole('searchbox', { name: 'Search permissions to add' }).element() as HTMLElement).focus();
    await userEvent.keyboard('users/password/update');
    await expect.element(app.screen.getByRole('button', { name: `Add ${PASSWORD}`, exact: true })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(app.screen.getByRole('heading', { name: 'Needed permissions (2)' })).toBeVisible();
    (app.screen.getByRole('button', { name: 'Clear all' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(app.screen.getByRole('heading', { name: 'Needed permissions (0)' })).toBeVisible();
    expect(currentPath(app)).toBe('/finder');
  });

  it('fits a phone without horizontal overflow', async () => {
    await page.viewport(390, 800);
    const { screen } = await openFinder(
      `/finder?need=${EXCHANGE_ONLY},${INTUNE_ONLY},microsoft.directory/users/pasword/update`,
    );
    await expect.element(screen.getByRole('list', { name: 'Smallest combination' }), WAIT).toBeVisible();
    await expect.element(screen.getByText('Not in the dataset (1)')).toBeVisible();
    expect(hasNoHorizontalOverflow()).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});
