// The Global Reader guide (/roles/global-reader): real dataset, real worker, real Chromium.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import type { RoleEngine } from '@engine/engine';
import { axeViolations, currentPath, renderApp, resetBetweenTests, tabTo } from './harness';
import { engineOf, roleBySlug } from './engine-oracle';

const LISTED = { inherit: false, wildcards: false };
const EFFECTIVE = { inherit: true, wildcards: true };

let reader: Role;
let admin: Role;
let engine: RoleEngine;

beforeAll(async () => {
  const roles = await loadRoles();
  engine = engineOf(roles);
  reader = roleBySlug(roles, 'global-reader');
  admin = roleBySlug(roles, 'global-administrator');
});

resetBetweenTests();

/** The figure shown under a label of the comparison numbers ('' while they are still being counted). */
function figure(region: Locator, label: string): string {
  const term = region.getByText(label, { exact: true }).query();
  return term?.nextElementSibling?.textContent ?? '';
}

function detailsOf(question: string): HTMLDetailsElement {
  return page.getByText(question, { exact: true }).element().closest('details')!;
}

describe('Global Reader guide', () => {
  it('is a real guide with live figures, links to the simulator and the catalog, and no axe violations', async () => {
    const { screen } = await renderApp('/roles/global-reader');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Global Reader' })).toBeVisible();
    for (const name of [
      'What Global Reader can read',
      'What Global Reader cannot do',
      'Common use cases',
      'Global Reader vs Global Administrator',
      'Frequently asked questions',
    ]) {
      await expect.element(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect
      .element(screen.getByRole('link', { name: 'Analyze in Simulator' }))
      .toHaveAttribute('href', '/simulator?add=global-reader');
    await expect
      .element(screen.getByRole('link', { name: 'Browse the Role Catalog' }))
      .toHaveAttribute('href', '/catalog');
    await expect.poll(() => document.title.startsWith('Global Reader')).toBe(true);

    const facts = screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText(String(reader.permissions.length), { exact: true })).toBeVisible();
    await expect.element(facts.getByText(reader.templateId, { exact: true })).toBeVisible();

    // The comparison with Global Administrator, counted by the worker, matches the engine run here.
    const pair = engine.pairDetail(reader.templateId, admin.templateId, LISTED)!;
    const numbers = screen.getByRole('region', { name: 'In numbers (Listed view)' });
    await expect.poll(() => figure(numbers, 'Shared')).toBe(String(pair.shared.length));
    await expect.poll(() => figure(numbers, 'Only Global Reader')).toBe(String(pair.onlyA.length));
    await expect
      .element(numbers.getByRole('link', { name: 'Open the full comparison' }))
      .toHaveAttribute('href', `/compare?ids=${reader.templateId},${admin.templateId}`);

    // Sensitive reads: the BitLocker key read is listed for Global Reader in this dataset, the LAPS password read is not.
    const bitlocker = reader.permissions.some((p) => p.action === 'microsoft.directory/bitlockerKeys/key/read');
    const laps = reader.permissions.some(
      (p) => p.action === 'microsoft.directory/deviceLocalCredentials/password/read',
    );
    const table = screen.getByRole('table', { name: 'Sensitive reads in the Listed view' });
    await expect
      .element(table.getByRole('row', { name: /BitLocker recovery keys/ }))
      .toHaveTextContent(bitlocker ? /Yes \(listed\)/ : /No$/);
    await expect.element(table.getByRole('row', { name: /LAPS/ })).toHaveTextContent(laps ? /Yes/ : /No$/);

    await expect.element(screen.getByRole('list', { name: 'Permissions of Global Reader' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it('follows the permission view: counts and the comparison change with + Wildcards and + Inherited', async () => {
    const app = await renderApp('/roles/global-reader');
    const facts = app.screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText(String(reader.permissions.length), { exact: true })).toBeVisible();
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Wildcards' }));
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Inherited' }));
    const params = new URLSearchParams(currentPath(app).split('?')[1]);
    expect([params.get('inherit'), params.get('wildcards')]).toEqual(['1', '1']);
    const effective = engine.explainRole(reader.templateId, EFFECTIVE)!.length;
    await expect.element(facts.getByText(String(effective), { exact: true })).toBeVisible();
    const pair = engine.pairDetail(reader.templateId, admin.templateId, EFFECTIVE)!;
    const numbers = app.screen.getByRole('region', {
      name: 'In numbers (Effective (Listed + Inherited + Wildcards) view)',
    });
    await expect.poll(() => figure(numbers, 'Only Global Reader')).toBe(String(pair.onlyA.length));
    await expect.element(app.screen.getByText('Inherited from Directory Readers').first()).toBeInTheDocument();
  }, 40_000);

  it('opens and closes each FAQ item independently, by mouse and by keyboard', async () => {
    const { screen } = await renderApp('/roles/global-reader');
    const first = 'Can a Global Reader change anything in the tenant?';
    const second = 'Is Global Reader a privileged role?';
    await expect.element(screen.getByText(first, { exact: true })).toBeVisible();
    const items = document.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect([...items].every((item) => !item.open)).toBe(true);

    await userEvent.click(screen.getByText(first, { exact: true }));
    expect(detailsOf(first).open).toBe(true);
    expect(detailsOf(second).open).toBe(false);
    await userEvent.click(screen.getByText(second, { exact: true }));
    expect(detailsOf(first).open).toBe(true);
    expect(detailsOf(second).open).toBe(true);
    await userEvent.click(screen.getByText(first, { exact: true }));
    expect(detailsOf(first).open).toBe(false);
    expect(detailsOf(second).open).toBe(true);
    await expect.element(screen.getByText('Treat it as one.', { exact: false })).toBeVisible();

    // Keyboard: focus the summary and press Enter, then Space.
    const summary = screen.getByText(first, { exact: true });
    summary.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(detailsOf(first).open).toBe(true);
    await userEvent.keyboard(' ');
    expect(detailsOf(first).open).toBe(false);
    expect(detailsOf(second).open).toBe(true);
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it('works by keyboard alone: Tab reaches the simulator link and Enter follows it', async () => {
    const app = await renderApp('/roles/global-reader');
    const link = app.screen.getByRole('link', { name: 'Analyze in Simulator' });
    await expect.element(link).toBeVisible();
    await tabTo(link, 20);
    expect(document.activeElement).toBe(link.element());
    await userEvent.keyboard('{Enter}');
    expect(currentPath(app)).toBe('/simulator?add=global-reader');
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await page.viewport(390, 800);
    const { screen } = await renderApp('/roles/global-reader?wildcards=1');
    const list = screen.getByRole('list', { name: 'Permissions of Global Reader' });
    await expect.element(list).toBeVisible();
    await expect
      .element(screen.getByRole('table', { name: 'Sensitive reads in the Listed + Wildcards view' }))
      .toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // Boxes that scroll on their own must not hide sideways overflow either.
    const tableBox = screen.getByRole('region', { name: 'Sensitive reads in the Listed + Wildcards view' }).element();
    for (const box of [list.element(), tableBox]) expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  });
});
