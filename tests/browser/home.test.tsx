// The home page in real Chromium: intro, live counters from the real dataset, features, links and FAQ.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import {
  answerDatasetRequests,
  axeViolations,
  currentPath,
  releaseDatasetRequest,
  renderApp,
  resetBetweenTests,
} from './harness';

let builtIn: Role[];

beforeAll(async () => {
  builtIn = (await loadRoles()).filter((r) => r.builtIn);
});

resetBetweenTests();

async function openHome() {
  const app = await renderApp('/');
  await expect.element(app.screen.getByText('Built-in roles', { exact: true })).toBeVisible();
  return app;
}

describe('home page', { timeout: 60_000 }, () => {
  it('shows the intro, live counters, feature cards, tagline, teaser and FAQ, and passes axe', async () => {
    const { screen } = await openHome();
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1 })).toHaveTextContent('See where Entra ID roles overlap');
    await expect.element(main.getByText(/^Welcome to RolePrism\./)).toBeVisible();

    const distinctActions = new Set(builtIn.flatMap((r) => r.permissions.map((p) => p.action))).size;
    const counters = main.getByRole('region', { name: 'The dataset at a glance' });
    await expect
      .element(counters.getByRole('listitem').filter({ hasText: /Built-in roles/ }))
      .toHaveTextContent(new RegExp(`^${builtIn.length}\\s*Built-in roles$`));
    await expect
      .element(counters.getByRole('listitem').filter({ hasText: 'Total permissions' }))
      .toHaveTextContent(new RegExp(`^${distinctActions}\\s*Total permissions`));
    await expect.element(counters.getByText('No login required')).toBeVisible();
    await expect
      .element(main.getByText('Privacy-first: RolePrism stores no tenant data and works with built-in roles only.'))
      .toBeVisible();

    const features = main.getByRole('region', { name: 'What RolePrism shows you' });
    for (const name of ['Overlap analysis', 'Risk assessment', 'Compliance ready']) {
      await expect.element(features.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const risk = features.getByRole('listitem').filter({ hasText: 'Risk assessment' });
    await expect.element(risk).toHaveTextContent("Microsoft's own privileged flag (preview)");
    await expect.element(risk).toHaveTextContent('EntraOps tier model');
    await expect.element(risk).toHaveTextContent('Every role and every permission');
    await expect.element(risk).toHaveTextContent("'B grants N permissions that A does not (k privileged)'");

    await expect
      .element(main.getByRole('link', { name: 'Read about Purview roles' }))
      .toHaveAttribute('href', '/purview-roles');
    expect(main.getByRole('group').elements()).toHaveLength(3);

    // The title is set by an effect after the page is committed: wait for it rather than race it.
    await expect.poll(() => document.title).toBe('RolePrism · Entra ID role comparison');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /No login, no tenant data/,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("'Start Role Analysis' leads to the simulator and the teaser to /purview-roles", async () => {
    const app = await openHome();
    const start = app.screen.getByRole('link', { name: 'Start Role Analysis' });
    await expect.element(start).toHaveAttribute('href', '/simulator');
    await userEvent.click(start);
    expect(currentPath(app)).toBe('/simulator');
    await app.screen.unmount();

    const again = await openHome();
    await userEvent.click(again.screen.getByRole('link', { name: 'Read about Purview roles' }));
    expect(currentPath(again)).toBe('/purview-roles');
    await expect
      .element(again.screen.getByRole('heading', { level: 1, name: 'Microsoft Purview roles' }))
      .toBeVisible();
  });

  it('FAQ entries open and close independently, by keyboard and by mouse', async () => {
    const { screen } = await openHome();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const entries = faq.getByRole('group').elements() as HTMLDetailsElement[];
    expect(entries).toHaveLength(3);
    expect(entries.map((d) => d.open)).toEqual([false, false, false]);

    const first = faq.getByText('Do I need to sign in or connect my tenant?');
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(faq.getByText(/^No\. RolePrism has no login/)).toBeVisible();
    await userEvent.click(faq.getByText('How is the overlap percentage calculated?'));
    await expect.element(faq.getByText(/^Shared permissions divided by the total unique permissions/)).toBeVisible();
    expect(entries.map((d) => d.open)).toEqual([true, false, true]);

    await userEvent.keyboard(' '); // focus is on the third question after the click
    await expect.element(faq.getByText(/^Shared permissions divided/)).not.toBeVisible();
    expect(entries.map((d) => d.open)).toEqual([true, false, false]);
    expect(await axeViolations()).toEqual([]);
  });

  it('at phone width (390px) renders without horizontal overflow', async () => {
    await page.viewport(390, 800);
    await openHome();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(await axeViolations()).toEqual([]);
  });

  it('network edge mocked (the dataset held back): the counters keep their place while it loads, so nothing below them moves', async () => {
    await answerDatasetRequests(['hold']);
    const { screen } = await renderApp('/');
    const counters = screen.getByRole('region', { name: 'The dataset at a glance' });
    await expect.element(counters.getByRole('status')).toHaveTextContent('Loading role data...');
    await expect.element(counters).toHaveAttribute('aria-busy', 'true');
    const features = screen.getByRole('heading', { name: 'What RolePrism shows you' });
    const top = () => features.element().getBoundingClientRect().top;
    const before = top();
    expect(await axeViolations()).toEqual([]);

    await releaseDatasetRequest();
    await expect.element(counters.getByText(String(builtIn.length), { exact: true })).toBeVisible();
    await expect.element(counters).toHaveAttribute('aria-busy', 'false');
    expect(top()).toBe(before);
  });

  it('network edge mocked: shows the loading text, then the error heading with the message, and retry recovers', async () => {
    await answerDatasetRequests(['hold', 'offline']);

    const { screen } = await renderApp('/');
    await expect.element(screen.getByRole('status').getByText('Loading role data...')).toBeVisible();
    // The intro does not wait for the data.
    await expect.element(screen.getByRole('link', { name: 'Start Role Analysis' })).toBeVisible();
    await releaseDatasetRequest({ status: 404, body: 'Not Found' });
    await expect.element(screen.getByRole('heading', { name: 'Error Loading Roles' })).toBeVisible();
    await expect.element(screen.getByText('Failed to load roles data (HTTP 404)')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.element(screen.getByText('Failed to fetch', { exact: true })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.element(screen.getByText('Built-in roles', { exact: true })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Error Loading Roles' }).query()).toBeNull();
  });

  it('teases the latest role changes from the small built file, linking to /changes, without the history itself', async () => {
    performance.clearResourceTimings();
    const history = (await (await fetch('/data/history.json')).json()) as {
      snapshots: { date: string; events: unknown[] }[];
    };
    const changed = history.snapshots.slice(1).filter((s) => s.events.length > 0);
    const newest = changed[changed.length - 1].date;
    const previous = history.snapshots[history.snapshots.findIndex((s) => s.date === newest) - 1].date;
    performance.clearResourceTimings();
    const { screen } = await openHome();
    const teaser = screen.getByRole('region', { name: 'Latest role changes' });
    await expect
      .element(teaser.getByRole('link', { name: new RegExp(`^${newest}: \\d+ changes?$`) }))
      .toHaveAttribute('href', `/changes?from=${previous}&to=${newest}`);
    await expect
      .element(teaser.getByText(`(first seen ${newest}, not in ${previous})`, { exact: false }))
      .toBeVisible();
    await expect
      .element(teaser.getByRole('link', { name: 'See every role change' }))
      .toHaveAttribute('href', '/changes');
    const requested = performance.getEntriesByType('resource').map((e) => e.name);
    expect(requested.some((name) => name.includes('/data/history-latest.json'))).toBe(true);
    expect(requested.filter((name) => name.includes('/data/history.json'))).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
