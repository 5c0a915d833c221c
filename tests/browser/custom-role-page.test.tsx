// The local page of an imported custom role (/custom-role#id): real dataset, real worker, real Chromium, no mocks.
import { createStore } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { builtInReference, parseRoleDefinitions, type CustomRole } from '../../src/data/custom-roles';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { permissionLabelsOf } from '../../src/features/roles/role-permission-rows';
import { customRolesAtom } from '../../src/state/custom-roles';
import type { CustomRoleReport } from '@engine/custom-role-report';
import type { RoleEngine } from '@engine/engine';
import graphV1 from '../fixtures/custom-roles/graph-v1.json?raw';
import { engineOf } from './engine-oracle';
import {
  answerDatasetRequests,
  axeViolations,
  currentPath,
  failDatasetRequests,
  renderApp,
  resetBetweenTests,
  tabTo,
} from './harness';

const LISTED = { inherit: false, wildcards: false };

let builtIn: Role[];
let custom: CustomRole[];
let engine: RoleEngine;
let privileged: string[];

function parse(text: string): CustomRole[] {
  const result = parseRoleDefinitions(text, builtInReference(builtIn));
  if ('error' in result) throw new Error(result.error.message);
  return result.roles;
}

const byName = (name: string) => custom.find((r) => r.displayName === name)!;
const report = (role: Role): CustomRoleReport => engine.customRoleReport(role.templateId, LISTED, privileged)!;

/** Imports the custom roles into a store, as the import screen does, and opens the role's local page. */
async function openCustomRole(hash: string) {
  const store = createStore();
  store.set(customRolesAtom, custom);
  return renderApp(`/custom-role#${hash}`, { store });
}

beforeAll(async () => {
  builtIn = (await loadRoles()).filter((r) => r.builtIn);
  const helpdesk = builtIn.find((r) => r.slug === 'helpdesk-administrator')!;
  const copy = {
    id: 'b1c2d3e4-0000-4000-8000-00000000c0de',
    displayName: 'Helpdesk Copy',
    isBuiltIn: false,
    rolePermissions: [
      { allowedResourceActions: helpdesk.permissions.filter((p) => !p.condition).map((p) => p.action) },
    ],
  };
  custom = [...parse(graphV1), ...parse(JSON.stringify(copy))];
  engine = engineOf([...builtIn, ...custom]);
  privileged = [...permissionLabelsOf(builtIn).values()].filter((p) => p.privileged).map((p) => p.action);
});

resetBetweenTests();

describe('custom role page', () => {
  it('shows a custom role with every section as the engine answers, and passes axe', async () => {
    const lite = byName('Helpdesk Lite');
    const expected = report(lite);
    expect(expected.notInAnyBuiltIn.length).toBeGreaterThan(0);
    const { screen } = await openCustomRole(encodeURIComponent(lite.templateId));

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Helpdesk Lite' })).toBeVisible();
    await expect.element(screen.getByText('Custom (local)', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/This role exists only in this page/)).toBeVisible();

    const facts = screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText(lite.templateId, { exact: true })).toBeVisible();
    const counts = facts.getByRole('strong');
    await expect.element(counts.nth(0)).toHaveTextContent(String(expected.keys.length));
    await expect.element(counts.nth(1)).toHaveTextContent(String(expected.privilegedKeys.length));

    const permissions = screen.getByRole('region', { name: 'Permissions of Helpdesk Lite' });
    await expect
      .element(
        permissions.getByText(`Showing ${expected.keys.length} of ${expected.keys.length} permissions`, {
          exact: false,
        }),
      )
      .toBeVisible();
    await expect.element(screen.getByText(/on Microsoft Learn \(CC BY 4\.0\)/)).toBeVisible();

    const missing = screen.getByRole('region', {
      name: `Not in any built-in role (${expected.notInAnyBuiltIn.length})`,
    });
    for (const key of expected.notInAnyBuiltIn)
      await expect.element(missing.getByText(key, { exact: true })).toBeVisible();

    const priv = screen.getByRole('region', { name: `Privileged permissions (${expected.privilegedKeys.length})` });
    for (const key of expected.privilegedKeys) await expect.element(priv.getByText(key, { exact: true })).toBeVisible();

    const similar = screen.getByRole('region', { name: 'Most similar built-in roles' });
    const rows = similar.getByRole('row');
    await expect.element(rows.nth(expected.similar.length)).toBeVisible();
    expect(rows.elements()).toHaveLength(expected.similar.length + 1);
    expected.similar.forEach((s, i) => {
      const cells = rows.nth(i + 1).element().textContent ?? '';
      expect(cells).toContain(s.name);
      expect(cells).toContain(`${s.percent}%`);
      expect(cells).toContain(`${s.shared} of ${s.union}`);
    });
    const top = builtIn.find((r) => r.templateId === expected.similar[0].templateId)!;
    await expect
      .element(similar.getByRole('link', { name: top.displayName, exact: true }))
      .toHaveAttribute('href', `/roles/${top.slug}`);

    // No built-in role holds its made-up action: the smallest combination holds the rest.
    expect(expected.replacements).toEqual([]);
    const replace = screen.getByRole('region', { name: 'Built-in roles that could replace it' });
    await expect
      .element(replace.getByText(/No single built-in role holds every permission of Helpdesk Lite/))
      .toBeVisible();
    const proof = expected.combinationProven ? 'Proven minimal (exact search)' : 'not proven minimal';
    await expect
      .element(replace.getByText(new RegExp(`Smallest combination: ${expected.combination.length} role`)))
      .toHaveTextContent(proof);
    for (const fit of expected.combination)
      await expect
        .element(replace.getByRole('link', { name: `Compare ${fit.name} with Helpdesk Lite` }))
        .toHaveAttribute('href', `/compare?ids=${fit.templateId}#custom=${encodeURIComponent(lite.templateId)}`);

    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('ranks Helpdesk Administrator first among the replacements of its copy, with 0 extra', async () => {
    const copy = byName('Helpdesk Copy');
    const expected = report(copy);
    expect(expected.replacements[0]).toMatchObject({ name: 'Helpdesk Administrator', extra: 0 });
    const { screen } = await openCustomRole(encodeURIComponent(copy.id));
    const replace = screen.getByRole('region', { name: 'Built-in roles that could replace it' });
    const rows = replace.getByRole('row');
    await expect.element(rows.nth(expected.replacements.length)).toBeVisible();
    expect(rows.elements()).toHaveLength(expected.replacements.length + 1);
    expected.replacements.forEach((fit, i) => {
      const cells = [
        ...rows
          .nth(i + 1)
          .element()
          .querySelectorAll('th, td'),
      ].map((c) => c.textContent);
      expect(cells.slice(0, 5)).toEqual([
        String(i + 1),
        fit.name,
        String(fit.extra),
        String(fit.privilegedExtra),
        String(fit.permissionCount),
      ]);
    });
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('works by keyboard alone: Tab reaches the most similar role and Enter opens its page', async () => {
    const lite = byName('Helpdesk Lite');
    const top = builtIn.find((r) => r.templateId === report(lite).similar[0].templateId)!;
    const app = await openCustomRole(encodeURIComponent(lite.templateId));
    const similar = app.screen.getByRole('region', { name: 'Most similar built-in roles' });
    const link = similar.getByRole('link', { name: top.displayName, exact: true });
    await expect.element(link).toBeVisible();
    await tabTo(link, 200);
    expect(document.activeElement).toBe(link.element());
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => currentPath(app)).toBe(`/roles/${top.slug}`);
    await expect.element(app.screen.getByRole('heading', { level: 1, name: top.displayName })).toBeVisible();
  }, 60_000);

  it('explains that an unknown id is gone because imported roles live only in the page', async () => {
    const { screen } = await openCustomRole('not-imported-here');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Custom role not found' })).toBeVisible();
    await expect.element(screen.getByText('not-imported-here', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/live only in this page's memory/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Import roles in the simulator' }))
      .toHaveAttribute('href', '/simulator');
    expect(await axeViolations()).toEqual([]);
  }, 40_000);

  it('sends a built-in template id to the role page of that built-in role', async () => {
    const helpdesk = builtIn.find((r) => r.slug === 'helpdesk-administrator')!;
    const { screen } = await openCustomRole(helpdesk.templateId);
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Helpdesk Administrator is a built-in role' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Open Helpdesk Administrator' }))
      .toHaveAttribute('href', '/roles/helpdesk-administrator');
  }, 40_000);

  it('network edge stalled: says it is loading, with the page heading in place', async () => {
    await answerDatasetRequests(['stall']);
    const { screen } = await renderApp('/custom-role#anything');
    await expect.element(screen.getByRole('status').getByText('Loading role...')).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Custom role' })).toBeInTheDocument();
  }, 40_000);

  it('network edge failed: shows the load error with Try again instead of a blank page', async () => {
    await failDatasetRequests();
    const { screen } = await renderApp('/custom-role#anything');
    await expect.element(screen.getByRole('heading', { name: 'Error Loading Role' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  }, 40_000);
});
