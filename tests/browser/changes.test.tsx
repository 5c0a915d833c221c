// /changes in real Chromium with the real worker: the timeline with counts and links, filters in the URL, two-date diffs, bad dates, axe, keyboard.
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { HistoryFile } from '@engine/history-format';
import { axeViolations, currentPath, renderApp, resetBetweenTests, tabTo, watchDownloads } from './harness';
import { loadHistoryFile } from './engine-oracle';

const WAIT = { timeout: 20_000 };
const PLACES = '78b0ccd1-afc2-4f92-9116-b41aedd09592';

let history: HistoryFile;
/** Change events per snapshot date, counted from the stored file (a grant or revoke is one event per permission). */
let countOn: Map<string, number>;

beforeAll(async () => {
  history = await loadHistoryFile();
  countOn = new Map(
    history.snapshots
      .slice(1)
      .map((s) => [
        s.date,
        s.events.reduce((n, e) => n + (e[0] === 'grant' || e[0] === 'revoke' ? e[2].length : 1), 0),
      ]),
  );
});

resetBetweenTests();

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

describe('/changes', { timeout: 90_000 }, () => {
  it('shows the timeline newest first with counts per date, links to role and permission pages, and passes axe', async () => {
    const { screen } = await renderApp('/changes');
    const dated = [...countOn].filter(([, n]) => n > 0);
    const total = dated.reduce((n, [, c]) => n + c, 0);
    await expect
      .element(screen.getByText(`${plural(total, 'change')} on ${plural(dated.length, 'snapshot date')}`), WAIT)
      .toBeVisible();
    const groups = [...document.querySelectorAll('details[data-date]')].map((d) => d.getAttribute('data-date'));
    expect(groups).toEqual(dated.map(([date]) => date).reverse());
    const [newest, count] = dated[dated.length - 1];
    const dates = history.snapshots.map((s) => s.date);
    const previous = dates[dates.indexOf(newest) - 1];
    await expect.element(screen.getByText(`${newest}: ${plural(count, 'change')}`)).toBeVisible();
    await expect.element(screen.getByText(`(made between ${previous} and ${newest})`)).toBeVisible();
    const entries = screen.getByRole('list', { name: `Changes first seen ${newest}` });
    expect(entries.getByRole('listitem').elements()).toHaveLength(count);
    // The role links go to /roles/{slug}, the permission links to /permissions/{action}.
    const roleHrefs = entries
      .getByRole('link')
      .elements()
      .map((a) => a.getAttribute('href')!);
    expect(roleHrefs.some((h) => /^\/roles\/[a-z0-9-]+$/.test(h))).toBe(true);
    expect(document.querySelector('a[href^="/permissions/microsoft."]')).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('narrows by role, permission text, kind and privileged from the URL, and the filters survive a reload', async () => {
    const app = await renderApp('/changes');
    const { screen } = app;
    await expect.element(screen.getByRole('combobox', { name: 'Role' }), WAIT).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }).element(), 'Places Administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentPath(app)).toBe(`/changes?role=${PLACES}`);
    await expect
      .element(screen.getByText(`${plural(3, 'change')} on ${plural(3, 'snapshot date')}`), WAIT)
      .toBeVisible();
    await expect.element(screen.getByText(/Places Administrator removed/)).toBeInTheDocument();
    await app.screen.unmount();

    // Rendered at the URL: text and kind; the count is worked out from the stored file.
    const text = 'microsoft.directory/multiTenantOrganization';
    const stride = history.conditions.length + 1;
    const granted = history.snapshots
      .slice(1)
      .map((s) => s.events.filter((e) => e[0] === 'grant').flatMap((e) => e[2] as number[]))
      .map(
        (codes) =>
          codes.filter((code) => history.actions[Math.floor(code / stride)].toLowerCase().includes(text.toLowerCase()))
            .length,
      );
    const again = await renderApp(`/changes?q=${encodeURIComponent(text)}&kind=permissionGranted`);
    await expect
      .element(again.screen.getByRole('searchbox', { name: 'Permission or role name contains' }), WAIT)
      .toHaveValue(text);
    await expect
      .element(again.screen.getByRole('combobox', { name: 'Kind of change' }))
      .toHaveValue('permissionGranted');
    const expected = granted.reduce((a, b) => a + b, 0);
    await expect
      .element(
        again.screen.getByText(
          `${plural(expected, 'change')} on ${plural(granted.filter(Boolean).length, 'snapshot date')}`,
        ),
        WAIT,
      )
      .toBeVisible();
    const items = [...document.querySelectorAll('li[data-kind]')];
    expect(items).toHaveLength(expected);
    for (const item of items) {
      expect(item.getAttribute('data-kind')).toBe('permissionGranted');
      expect(item.textContent!.toLowerCase()).toContain(text.toLowerCase());
    }
    await again.screen.unmount();

    // Privileged only keeps some changes, not all, and survives a reload with its box ticked.
    const total = [...countOn.values()].reduce((a, b) => a + b, 0);
    const onlyPrivileged = await renderApp('/changes?privileged=1');
    await expect
      .element(onlyPrivileged.screen.getByRole('checkbox', { name: 'Privileged roles only' }), WAIT)
      .toBeChecked();
    const status = onlyPrivileged.screen.getByText(/^\d+ changes? on \d+ snapshot dates?$/);
    await expect.element(status, WAIT).toBeVisible();
    const shown = Number(/^(\d+)/.exec(status.element().textContent!)![1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await onlyPrivileged.screen.unmount();

    // Nothing matching says so.
    const privileged = await renderApp('/changes?privileged=1&kind=roleRemoved&q=zzz-no-such');
    await expect
      .element(privileged.screen.getByText('No changes match these filters.', { exact: false }), WAIT)
      .toBeVisible();
    await expect.element(privileged.screen.getByRole('checkbox', { name: 'Privileged roles only' })).toBeChecked();
  });

  it('shows the net difference between two dates: a rename, and a role removed then back', async () => {
    const { screen } = await renderApp('/changes?from=2023-06-18&to=2023-09-20');
    const renamed = screen.getByRole('heading', { name: 'Roles renamed' });
    await expect.element(renamed, WAIT).toBeVisible();
    await expect.element(screen.getByText(/Power BI Administrator renamed to/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Fabric Administrator' }).first())
      .toHaveAttribute('href', '/roles/fabric-administrator');
    await expect.element(screen.getByRole('combobox', { name: 'From' })).toHaveValue('2023-06-18');
    await expect.element(screen.getByRole('combobox', { name: 'To' })).toHaveValue('2023-09-20');
    expect(await axeViolations()).toEqual([]);
    await screen.unmount();

    const removed = await renderApp('/changes?from=2025-07-14&to=2025-07-21');
    await expect.element(removed.screen.getByRole('heading', { name: 'Roles removed' }), WAIT).toBeVisible();
    await expect.element(removed.screen.getByText('(last seen 2025-07-14)')).toBeVisible();
    await removed.screen.unmount();
    const back = await renderApp('/changes?from=2025-07-21&to=2025-07-28');
    await expect.element(back.screen.getByRole('heading', { name: 'Roles added' }), WAIT).toBeVisible();
    await expect.element(back.screen.getByText('(first seen 2025-07-28)')).toBeVisible();
    await expect.element(back.screen.getByRole('link', { name: 'Places Administrator' })).toBeVisible();
  });

  it('exports the changes shown as CSV: a filtered timeline, and the difference between two dates', async () => {
    const GA = '62e90394-69f5-4237-9190-012177145e10';
    const { screen } = await renderApp(`/changes?role=${GA}`);
    const status = screen.getByText(/^\d+ changes? on \d+ snapshot dates?$/);
    await expect.element(status, WAIT).toBeVisible();
    const shown = Number(/^\d+/.exec(status.element().textContent!)![0]);
    const downloads = watchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const timeline = await downloads.csv(0);
    const { rows } = timeline;
    expect(rows[0]).toBe(
      'Snapshot,PreviousSnapshot,Role,TemplateId,PrivilegedThen,Change,Permission,Condition,From,To',
    );
    // One row per change shown, every one of them Global Administrator's.
    const changes = rows.filter((row) => /^\d{4}-\d{2}-\d{2},/.test(row));
    expect(changes).toHaveLength(shown);
    expect(changes.every((row) => row.includes(`,${GA},`))).toBe(true);
    const newest = changes[0].slice(0, 10);
    const oldest = changes[changes.length - 1].slice(0, 10);
    expect(timeline.name).toBe(`role-changes-filtered-${oldest}-to-${newest}.csv`);
    await expect.element(screen.getByRole('status').filter({ hasText: 'CSV exported' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await screen.unmount();

    const diff = await renderApp('/changes?from=2023-06-18&to=2023-09-20');
    await expect.element(diff.screen.getByRole('heading', { name: 'Roles renamed' }), WAIT).toBeVisible();
    await userEvent.click(diff.screen.getByRole('button', { name: 'Export CSV' }));
    const between = await downloads.csv(1);
    expect(between.name).toBe('role-changes-between-2023-06-18-and-2023-09-20.csv');
    expect(between.text).toMatch(/^FromSnapshot,ToSnapshot,Role,TemplateId,Change,/);
    expect(between.text).toContain(',Role renamed,,,Power BI Administrator,Fabric Administrator\r\n');
  });

  it('names the available range for an unknown or out-of-range date', async () => {
    const first = history.snapshots[0].date;
    const last = history.snapshots[history.snapshots.length - 1].date;
    for (const path of ['/changes?from=2020-01-01&to=2024-01-01', '/changes?from=not-a-date']) {
      const { screen } = await renderApp(path);
      await expect
        .element(screen.getByRole('heading', { name: 'That date is not in the history' }), WAIT)
        .toBeVisible();
      await expect.element(screen.getByText(`the history covers ${first} to ${last}`, { exact: false })).toBeVisible();
      await screen.unmount();
    }
  });

  it('is usable with the keyboard: pick dates and compare', async () => {
    const app = await renderApp('/changes?from=2023-06-18&to=2023-09-20');
    const from = app.screen.getByRole('combobox', { name: 'From' });
    await expect.element(from, WAIT).toBeVisible();
    await tabTo(from, 40);
    expect(document.activeElement).toBe(from.element());
    await userEvent.selectOptions(from.element(), '2025-07-14');
    await userEvent.tab();
    await userEvent.selectOptions(app.screen.getByRole('combobox', { name: 'To' }).element(), '2025-07-21');
    await userEvent.tab();
    expect(document.activeElement).toBe(app.screen.getByRole('button', { name: 'Compare dates' }).element());
    await userEvent.keyboard('{Enter}');
    expect(currentPath(app)).toBe('/changes?from=2025-07-14&to=2025-07-21');
    await expect.element(app.screen.getByRole('heading', { name: 'Roles removed' }), WAIT).toBeVisible();
  });
});

describe('/changes role and name filters', { timeout: 90_000 }, () => {
  it('takes a role page slug for role=, as it takes the template id', async () => {
    const { screen } = await renderApp('/changes?role=fabric-administrator');
    await expect.element(screen.getByText('Power BI Administrator', { exact: false }).first(), WAIT).toBeVisible();
    const roleNames = [...document.querySelectorAll('details[data-date] li a[href^="/roles/"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(roleNames.length).toBeGreaterThan(0);
    expect(new Set(roleNames)).toEqual(new Set(['/roles/fabric-administrator']));
  });

  it('says so when role= names no role, instead of showing every change', async () => {
    const { screen } = await renderApp('/changes?role=no-such-role');
    await expect.element(screen.getByRole('heading', { name: 'No such role' }), WAIT).toBeVisible();
    await expect.element(screen.getByText(/No role is named "no-such-role" here/)).toBeVisible();
    expect(document.querySelector('details[data-date]')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('finds a role by an old name with q: "Power BI" shows Fabric Administrator\'s history', async () => {
    const { screen } = await renderApp('/changes?q=Power%20BI');
    await expect.element(screen.getByText('Power BI Administrator', { exact: false }).first(), WAIT).toBeVisible();
    const roleLinks = [...document.querySelectorAll('details[data-date] li a[href^="/roles/"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(roleLinks).toContain('/roles/fabric-administrator');
  });
});
