// /compare?ids=…&asOf=D in real Chromium with the real worker: the roles of D's snapshot, roles that did not exist yet,
// names of then, tabs, view, CSV and share keeping the date, bad dates, the date picker by keyboard, axe.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import {
  axeViolations,
  currentPath,
  renderApp,
  resetBetweenTests,
  tabTo,
  watchDownloads,
  type RenderedApp,
} from './harness';
import { hasNoHorizontalOverflow, loadHistoryEngine } from './engine-oracle';

const WAIT = { timeout: 20_000 };
const LISTED: PermissionView = { inherit: false, wildcards: false };
const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const AI = 'd2562ede-74db-457e-a7b6-544e236ebb61';
const FABRIC = 'a9ea8996-122f-4c74-9520-8edcd192826c';

/** The expected answers: the real engine run in the test on the stored history (tests/unit/history.test.ts checks
 * that analyze with { asOf } equals analysing the snapshot's export directly). */
let engine: RoleEngine;
let dates: string[];

beforeAll(async () => {
  ({ engine, dates } = await loadHistoryEngine());
});

resetBetweenTests();

const cards = (app: RenderedApp) => app.screen.getByRole('definition');

async function expectCards(app: RenderedApp, date: string, ids: string[], view: PermissionView) {
  const expected = engine.analyze(ids, view, { asOf: date });
  await expect.element(app.screen.getByRole('list', { name: 'Compared roles' }), WAIT).toBeVisible();
  await expect.element(cards(app).nth(0)).toHaveTextContent(String(expected.unionCount));
  await expect.element(cards(app).nth(1)).toHaveTextContent(String(expected.intersectionCount));
  await expect.element(cards(app).nth(2)).toHaveTextContent(String(expected.minimalSet.length));
  return expected;
}

describe('/compare as of a date', { timeout: 120_000 }, () => {
  it('analyses the roles of the snapshot, names a role that did not exist yet, and passes axe', async () => {
    const date = '2024-03-05';
    const snapshot = engine.snapshotOn(date);
    expect(snapshot).not.toBe(date);
    const app = await renderApp(`/compare?ids=${GA},${GR},${AI}&asOf=${date}`);
    await expect
      .element(app.screen.getByText(`Roles as defined on ${date}: the snapshot of ${snapshot}`, { exact: false }), WAIT)
      .toBeVisible();
    const alert = app.screen.getByRole('alert').filter({ hasText: 'did not exist' });
    await expect
      .element(alert)
      .toHaveTextContent(`This role did not exist on ${date} (not in the snapshot of ${snapshot}) and was left out:`);
    await expect.element(alert.getByText('AI Administrator')).toBeVisible();
    const expected = await expectCards(app, date, [GA, GR], LISTED);
    // Today's numbers differ, so the page cannot pass on today's definitions.
    const today = new RoleEngine();
    today.load(engine.rolesAsOf(dates[dates.length - 1]), dates[dates.length - 1]);
    expect(today.analyze([GA, GR], LISTED).unionCount).not.toBe(expected.unionCount);
    await expect.element(app.screen.getByText(`Roles of the snapshot of ${snapshot}`, { exact: false })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    // Tabs and the view keep the date.
    await userEvent.click(app.screen.getByRole('tab', { name: 'All Permissions', exact: true }));
    expect(currentPath(app)).toContain(`asOf=${date}`);
    const panel = app.screen.getByRole('tabpanel');
    await expect.element(panel.getByText(`${expected.unionCount}`, { exact: false }).first(), WAIT).toBeVisible();
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Inherited' }));
    expect(currentPath(app)).toContain(`asOf=${date}`);
    await expectCards(app, date, [GA, GR], { inherit: true, wildcards: false });
  });

  it('the overlap drawer lists the pair as of the date (pairDetail with { asOf }), by keyboard', async () => {
    const date = '2024-03-05';
    const app = await renderApp(`/compare?ids=${GA},${GR}&asOf=${date}`);
    await expectCards(app, date, [GA, GR], LISTED);
    const expected = engine.pairDetail(GA, GR, LISTED, { asOf: date })!;
    const todays = new RoleEngine();
    todays.load(engine.rolesAsOf(dates[dates.length - 1]), dates[dates.length - 1]);
    expect(todays.pairDetail(GA, GR, LISTED)!.onlyA.length).not.toBe(expected.onlyA.length);
    const cell = app.screen.getByRole('button', { name: /^Global Administrator × Global Reader/ }).first();
    await expect.element(cell, WAIT).toBeVisible();
    cell.element().focus();
    await userEvent.keyboard('{Enter}');
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await expect
      .element(drawer.getByRole('heading', { name: `Shared permissions (${expected.shared.length})` }), WAIT)
      .toBeVisible();
    await expect
      .element(drawer.getByRole('heading', { name: `Only in Global Administrator (${expected.onlyA.length})` }))
      .toBeVisible();
    await userEvent.keyboard('{Escape}');
  });

  it('shows a role under its name then (Power BI Administrator on 2023-06-18)', async () => {
    const app = await renderApp(`/compare?ids=${FABRIC},${GR}&asOf=2023-06-18`);
    const chips = app.screen.getByRole('list', { name: 'Compared roles' });
    await expect.element(chips.getByText('Power BI Administrator'), WAIT).toBeVisible();
    await expectCards(app, '2023-06-18', [FABRIC, GR], LISTED);
  });

  it('Export CSV says the snapshot date; Share Analysis keeps asOf, pinned to the snapshot', async () => {
    const date = '2024-11-05';
    const snapshot = engine.snapshotOn(date);
    expect(snapshot).toBe('2024-11-04');
    const app = await renderApp(`/compare?ids=${GA},${AI},${GR}&asOf=${date}`);
    const expected = await expectCards(app, date, [GA, AI, GR], LISTED);
    const downloads = watchDownloads();
    await userEvent.click(app.screen.getByRole('button', { name: 'Export CSV' }));
    const { name, text, rows: lines } = await downloads.csv();
    expect(text).toBe(engine.csv([GA, AI, GR], LISTED, { asOf: date }));
    expect(lines).toHaveLength(expected.unionCount + 1);
    expect(lines.slice(1).every((line) => line.endsWith(`,Listed,${snapshot}`))).toBe(true);
    expect(name).toBe(`role-comparison-as-of-${snapshot}.csv`);

    // The clipboard is the platform edge (mocked): the link is what matters.
    const written = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(app.screen.getByRole('button', { name: 'Share Analysis' }));
    await expect
      .poll(() => written.mock.calls[0]?.[0])
      .toBe(`${window.location.origin}/compare?ids=${GA},${AI},${GR}&asOf=${snapshot}`);
  });

  it('names the available range for a date before the first snapshot or a malformed one, never a blank page', async () => {
    for (const bad of ['2023-01-01', 'yesterday', '2024-02-30']) {
      const app = await renderApp(`/compare?ids=${GA},${GR}&asOf=${bad}`);
      const alert = app.screen.getByRole('alert');
      await expect
        .element(alert.getByRole('heading', { name: `The date "${bad}" is not in the role history` }), WAIT)
        .toBeVisible();
      await expect.element(alert).toHaveTextContent(`${dates[0]} to ${dates[dates.length - 1]}`);
      await expect
        .element(alert.getByRole('link', { name: "Compare today's definitions instead" }))
        .toHaveAttribute('href', `/compare?ids=${GA},${GR}`);
      expect(await axeViolations()).toEqual([]);
      await app.screen.unmount();
    }
    // A date in the future stands for the newest snapshot.
    const app = await renderApp(`/compare?ids=${GA},${GR}&asOf=2099-01-01`);
    await expect
      .element(app.screen.getByText(`the snapshot of ${dates[dates.length - 1]}`, { exact: false }).first(), WAIT)
      .toBeVisible();
  });

  it('fits a 320 px screen (WCAG reflow): long labels wrap, cards and chips hold their text', async () => {
    await page.viewport(320, 640);
    const ua = 'fe930be7-5e62-47db-91af-98c3a49a38b1';
    const app = await renderApp(`/compare?ids=${GA},${GR},${ua}&asOf=2025-06-01`);
    await expect.element(cards(app).nth(0), WAIT).toBeVisible();
    // The history options are open with a date: both of their long-labelled controls show.
    const controls = [
      app.screen.getByRole('button', { name: 'Hide the role history options' }),
      app.screen.getByRole('link', { name: /^What changed for these roles since / }),
    ];
    for (const control of controls) {
      await expect.element(control).toBeVisible();
      expect(control.element().getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    // The Docs differ mark (the docs notes load beside the roles) makes Global Administrator's chip the widest.
    await expect
      .poll(() => document.querySelector('[aria-label="Compared roles"] [data-docs-mark]'), WAIT)
      .not.toBeNull();
    expect(hasNoHorizontalOverflow()).toBe(true);
    for (const card of document.querySelectorAll('main dl > div'))
      expect(card.scrollWidth, card.textContent ?? '').toBeLessThanOrEqual(card.clientWidth);
    // Each chip (name, count, the Docs differ mark) stays within the list: none is cut off at its edge.
    const list = document.querySelector('[aria-label="Compared roles"]')!;
    const chips = [...list.querySelectorAll('a')];
    expect(chips).toHaveLength(3);
    for (const chip of chips)
      expect(chip.getBoundingClientRect().right, chip.textContent ?? '').toBeLessThanOrEqual(
        list.getBoundingClientRect().right,
      );
  });

  it('by keyboard: opens the history options, picks a date, compares as of it, and goes back to today', async () => {
    const app = await renderApp(`/compare?ids=${GA},${GR}`);
    await expect.element(cards(app).nth(0), WAIT).toBeVisible();
    const open = app.screen.getByRole('button', { name: 'Compare as of an earlier date, or see what changed' });
    await tabTo(open, 40);
    expect(document.activeElement).toBe(open.element());
    await userEvent.keyboard('{Enter}');
    const picker = app.screen.getByRole('combobox', { name: 'Roles as defined on' });
    await expect.element(picker, WAIT).toBeVisible();
    // Every snapshot date is offered, newest first, after today.
    const options = [...(picker.element() as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', ...[...dates].reverse()]);
    const since = app.screen.getByRole('link', { name: /^What changed for these roles since/ });
    const sinceDate = (
      app.screen.getByRole('combobox', { name: 'What changed for these roles since' }).element() as HTMLSelectElement
    ).value;
    await expect.element(since).toHaveAttribute('href', `/changes?role=${GA}&role=${GR}&since=${sinceDate}`);
    expect(await axeViolations()).toEqual([]);

    (picker.element() as HTMLSelectElement).focus();
    await userEvent.selectOptions(picker.element(), '2024-11-04');
    await userEvent.tab();
    expect(document.activeElement).toBe(app.screen.getByRole('button', { name: 'Compare', exact: true }).element());
    await userEvent.keyboard('{Enter}');
    expect(currentPath(app)).toBe(`/compare?ids=${GA},${GR}&asOf=2024-11-04`);
    await expect
      .element(app.screen.getByText('Roles as defined on 2024-11-04 (snapshot of 2024-11-04)'), WAIT)
      .toBeVisible();
    await expectCards(app, '2024-11-04', [GA, GR], LISTED);
    await userEvent.click(app.screen.getByRole('link', { name: "Back to today's definitions" }));
    expect(currentPath(app)).toBe(`/compare?ids=${GA},${GR}`);
  });
});
