// The role page's History section in real Chromium with the real worker: real cases from the stored history, the
// fetch-failure state (history.json mocked to fail: the network edge), long dates behind a button, keyboard and axe.
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { HistoryFile } from '@engine/history-format';
import { answerHistoryRequests, axeViolations, renderApp, resetBetweenTests, tabTo } from './harness';
import { loadHistoryFile } from './engine-oracle';

// Generous: the history of the largest role is worked out in the worker while the shared machine may be busy.
const WAIT = { timeout: 45_000 };
const GA = '62e90394-69f5-4237-9190-012177145e10';

let history: HistoryFile;
let dates: string[];
const before = (date: string) => dates[dates.indexOf(date) - 1];

/** Entries of a role on a date as the section lists them: one per permission gained or lost, one per other event. */
function entriesOn(templateId: string, date: string): number {
  const r = history.roles.findIndex(([id]) => id === templateId);
  const snapshot = history.snapshots.find((s) => s.date === date)!;
  return snapshot.events
    .filter((e) => e[1] === r)
    .reduce((n, e) => n + (e[0] === 'grant' || e[0] === 'revoke' ? e[2].length : 1), 0);
}

/** The snapshot dates after the first with events of a role. */
function datesOf(templateId: string): string[] {
  const r = history.roles.findIndex(([id]) => id === templateId);
  return history.snapshots
    .slice(1)
    .filter((s) => s.events.some((e) => e[1] === r))
    .map((s) => s.date);
}

beforeAll(async () => {
  history = await loadHistoryFile();
  dates = history.snapshots.map((s) => s.date);
});

resetBetweenTests();

/** The History section, scrolled into view (it asks for the history only near the screen). */
async function historySection(screen: Awaited<ReturnType<typeof renderApp>>['screen']) {
  const heading = screen.getByRole('heading', { level: 2, name: 'History', exact: true });
  await expect.element(heading, WAIT).toBeInTheDocument();
  // A long permission list (Global Administrator's 262) mounts in stages above the section: scrolled to before the
  // last stage, the section can be pushed back out of view, and it asks for its history only once seen.
  await expect.poll(() => document.querySelector('main ul[aria-busy="true"]'), WAIT).toBeNull();
  heading.element().scrollIntoView();
  return screen.getByRole('region', { name: 'History', exact: true });
}

describe('role page History', { timeout: 90_000 }, () => {
  // First in the file: the engine worker has not read the file yet.
  it('says so when history.json fails (HTTP 503, mocked network edge), keeps the rest of the page, and Try again loads it', async () => {
    await answerHistoryRequests([{ status: 503, body: 'unavailable' }]);
    const { screen } = await renderApp('/roles/ai-administrator');
    const section = await historySection(screen);
    await expect.element(section.getByRole('alert'), WAIT).toHaveTextContent(/could not be loaded \(HTTP 503\)/);
    await expect.element(section.getByText(/The rest of this page is not affected/)).toBeVisible();
    // The rest of the page is still there.
    await expect.element(screen.getByRole('heading', { level: 1, name: 'AI Administrator' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Key facts' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    await expect.element(section.getByText(/^First seen/), WAIT).toBeVisible();
  });

  it('AI Administrator: first seen 2024-11-04, labelled privileged 2026-03-16, dates linking to /changes; axe', async () => {
    const { screen } = await renderApp('/roles/ai-administrator');
    const section = await historySection(screen);
    await expect
      .element(section.getByText(/^First seen/), WAIT)
      .toHaveTextContent(`First seen 2024-11-04 (not in ${before('2024-11-04')}).`);
    await expect
      .element(section.getByRole('link', { name: '2024-11-04' }).first())
      .toHaveAttribute('href', `/changes?from=${before('2024-11-04')}&to=2024-11-04`);
    const labelled = section.getByRole('list', { name: 'Changes first seen 2026-03-16' });
    await expect.element(labelled.getByText('Now labelled privileged')).toBeVisible();
    await expect
      .element(section.getByRole('heading', { level: 3, name: /^2026-03-16/ }).getByRole('link'))
      .toHaveAttribute('href', `/changes?from=${before('2026-03-16')}&to=2026-03-16`);
    await expect
      .element(section.getByText(`made between ${before('2026-03-16')} and 2026-03-16`, { exact: false }))
      .toBeVisible();
    const added = section.getByRole('list', { name: 'Changes first seen 2024-11-04' });
    await expect.element(added.getByText('Role added (first seen in the export)')).toBeVisible();
    // Date groups newest first, one per date with a change.
    const groups = [...section.element().querySelectorAll('li[data-date]')].map((li) => li.getAttribute('data-date'));
    expect(groups).toEqual([...datesOf('d2562ede-74db-457e-a7b6-544e236ebb61')].reverse());
    expect(await axeViolations()).toEqual([]);
  });

  it('Fabric Administrator: present since the first snapshot, renamed from Power BI Administrator on 2023-09-20', async () => {
    const { screen } = await renderApp('/roles/fabric-administrator');
    const section = await historySection(screen);
    await expect
      .element(section.getByText(/^Present since the first snapshot/), WAIT)
      .toHaveTextContent(`Present since the first snapshot, ${dates[0]} (the role is at least that old).`);
    const renamed = section.getByRole('list', { name: 'Changes first seen 2023-09-20' });
    await expect
      .element(renamed.getByText('Renamed from Power BI Administrator to Fabric Administrator'))
      .toBeVisible();
  });

  it('Places Administrator: removed 2025-07-21 and back 2025-07-28, each date linking to its week on /changes', async () => {
    const { screen } = await renderApp('/roles/places-administrator');
    const section = await historySection(screen);
    await expect
      .element(
        section.getByRole('list', { name: 'Changes first seen 2025-07-21' }).getByText('Role removed from the export'),
        WAIT,
      )
      .toBeVisible();
    await expect
      .element(
        section.getByRole('list', { name: 'Changes first seen 2025-07-28' }).getByText('Role back in the export'),
      )
      .toBeVisible();
    await expect
      .element(section.getByRole('heading', { level: 3, name: /^2025-07-28/ }).getByRole('link'))
      .toHaveAttribute('href', '/changes?from=2025-07-21&to=2025-07-28');
  });

  it('a long date is collapsed and the buttons open it by keyboard; permissions link to their pages (Global Administrator)', async () => {
    const { screen } = await renderApp('/roles/global-administrator');
    const section = await historySection(screen);
    await expect.element(section.getByText(/^Present since the first snapshot/), WAIT).toBeVisible();
    const gaDates = datesOf(GA);
    if (gaDates.length > 12) {
      const older = section.getByRole('button', { name: `Show ${gaDates.length - 12} older dates` });
      older.element().focus();
      await userEvent.keyboard('{Enter}');
      await expect
        .element(section.getByRole('button', { name: 'Show the newest 12 dates only' }))
        .toHaveAttribute('aria-expanded', 'true');
    }
    const total = entriesOn(GA, '2023-09-20');
    expect(total).toBeGreaterThan(10);
    const list = section.getByRole('list', { name: 'Changes first seen 2023-09-20' });
    expect(list.getByRole('listitem').elements()).toHaveLength(10);
    const more = section.getByRole('button', { name: `Show all ${total} changes of 2023-09-20` });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    section
      .getByRole('heading', { level: 3, name: /^2023-09-20/ })
      .getByRole('link')
      .element()
      .focus();
    await tabTo(more, 15);
    expect(document.activeElement).toBe(more.element());
    await userEvent.keyboard('{Enter}');
    await expect
      .element(section.getByRole('button', { name: 'Show the first 10 only' }))
      .toHaveAttribute('aria-expanded', 'true');
    expect(list.getByRole('listitem').elements()).toHaveLength(total);
    // Each permission entry links to its permission page.
    const link = list.getByRole('link').first();
    expect(link.element().getAttribute('href')).toBe(`/permissions/${link.element().textContent}`);
    expect(await axeViolations()).toEqual([]);
  });
});
