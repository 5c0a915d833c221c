// The permission page's History and /changes for several roles since a date, in real Chromium with the real worker.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleEngine } from '@engine/engine';
import { roleSlug } from '../../src/data/slug';
import { userEvent } from 'vitest/browser';
import { axeViolations, currentPath, renderApp, resetBetweenTests } from './harness';
import { loadHistoryEngine } from './engine-oracle';

const WAIT = { timeout: 20_000 };
const ACTION = 'microsoft.directory/users/standard/read';
const GA = '62e90394-69f5-4237-9190-012177145e10';
const AI = 'd2562ede-74db-457e-a7b6-544e236ebb61';

/** The expected answers: the real engine run in the test on the stored history. */
let engine: RoleEngine;
let dates: string[];

beforeAll(async () => {
  ({ engine, dates } = await loadHistoryEngine());
});

resetBetweenTests();

describe('permission page History', { timeout: 90_000 }, () => {
  it('lists the roles that gained or lost the action by date, linking to role pages and /changes; axe', async () => {
    const expected = engine.permissionHistory(ACTION)!;
    const changed = [...new Set(expected.changes.map((c) => c.date))].reverse();
    expect(changed.length).toBeGreaterThan(1);
    expect(expected.changes.some((c) => c.change === 'lost')).toBe(true);
    const { screen } = await renderApp(`/permissions/${ACTION}`);
    const section = screen.getByRole('region', { name: 'History' });
    await expect.element(section, WAIT).toBeInTheDocument();
    section.element().scrollIntoView();
    await expect
      .element(section.getByText(/in the first snapshot/), WAIT)
      .toHaveTextContent(
        `Held by ${expected.inFirstSnapshot.length} roles in the first snapshot, ${dates[0]} (those grants are at least that old).`,
      );
    const groups = [...section.element().querySelectorAll('li[data-date]')].map((li) => li.getAttribute('data-date'));
    expect(groups).toEqual(changed.slice(0, 12));
    for (const date of changed.slice(0, 12)) {
      const previous = dates[dates.indexOf(date) - 1];
      await expect
        .element(section.getByRole('heading', { level: 3, name: new RegExp(`^${date}`) }).getByRole('link'))
        .toHaveAttribute('href', `/changes?from=${previous}&to=${date}`);
      for (const change of ['gained', 'lost'] as const) {
        const roles = expected.changes.filter((c) => c.date === date && c.change === change);
        if (roles.length === 0) continue;
        const label = `${change === 'gained' ? 'Gained' : 'Lost'} it (first seen ${date})`;
        const links = section.getByRole('list', { name: label }).getByRole('link').elements();
        expect(links.map((a) => a.textContent)).toEqual(roles.map((c) => c.name));
        for (const a of links) expect(a.getAttribute('href')).toMatch(/^\/roles\/[a-z0-9-]+$/);
        expect(links[0].getAttribute('href')).toBe(`/roles/${roleSlug(roles[0].name)}`);
      }
    }
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/changes for several roles since a date', { timeout: 90_000 }, () => {
  it('shows only those roles’ changes after the date, and keeps them when the filters are applied again', async () => {
    const since = '2024-06-01';
    const expected = engine.historyTimeline({ templateIds: [GA, AI], from: since });
    expect(new Set(expected.map((e) => e.templateId))).toEqual(new Set([GA, AI]));
    const app = await renderApp(`/changes?role=${GA}&role=${AI}&since=${since}`);
    const { screen } = app;
    const groups = new Set(expected.map((e) => e.date)).size;
    await expect
      .element(screen.getByText(`${expected.length} changes on ${groups} snapshot dates`), WAIT)
      .toBeVisible();
    const role = screen.getByRole('combobox', { name: 'Role' });
    await expect.element(role).toHaveDisplayValue('2 roles: Global Administrator, AI Administrator');
    await expect.element(screen.getByRole('checkbox', { name: `Only after the snapshot of ${since}` })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentPath(app)).toBe(`/changes?role=${GA}&role=${AI}&since=${since}`);
  });
});
