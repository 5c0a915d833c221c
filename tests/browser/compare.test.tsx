// The compare page in real Chromium with the real worker: validation, the report, its tabs, view, CSV and share.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Role } from '../../src/data/role-model';
import { stopEngine } from '../../src/worker-bridge/engine-client';
import type { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { holdersOf, subsetRelations } from '@engine/analyze';
import {
  axeViolations,
  currentPath,
  failDatasetRequests,
  renderApp,
  resetBetweenTests,
  watchDownloads,
  type RenderedApp,
} from './harness';
import { idsOf, loadComparisonOracle } from './engine-oracle';

const LISTED: PermissionView = { inherit: false, wildcards: false };

let roles: Role[];
let engine: RoleEngine;
let ga: Role;
let gr: Role;
let ua: Role;

beforeAll(async () => {
  ({ roles, engine, globalAdministrator: ga, globalReader: gr, userAdministrator: ua } = await loadComparisonOracle());
});

resetBetweenTests();

const cards = (app: RenderedApp) => app.screen.getByRole('definition');
const tab = (app: RenderedApp, name: string) => app.screen.getByRole('tab', { name, exact: true });
const tabParam = (app: RenderedApp) => new URLSearchParams(currentPath(app).split('?')[1]).get('tab');

async function expectInvalid(app: RenderedApp) {
  await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Invalid Comparison' })).toBeVisible();
  await expect.element(app.screen.getByText('Please select at least 2 roles to compare.')).toBeVisible();
  await expect
    .element(app.screen.getByRole('link', { name: 'Back to Simulator' }))
    .toHaveAttribute('href', '/simulator');
}

async function expectReport(app: RenderedApp, selection: Role[], view: PermissionView, label: string) {
  const expected = engine.analyze(
    selection.map((r) => r.templateId),
    view,
  );
  await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Role Comparison Analysis' })).toBeVisible();
  await expect
    .element(app.screen.getByText(`Analyzing ${selection.length} roles for overlaps and redundancies`))
    .toBeVisible();
  await expect
    .element(app.screen.getByText(`View: ${label}`, { exact: false }).first(), { timeout: 15_000 })
    .toBeVisible();
  await expect.element(cards(app).nth(0)).toHaveTextContent(String(expected.unionCount));
  await expect.element(cards(app).nth(1)).toHaveTextContent(String(expected.intersectionCount));
  await expect.element(cards(app).nth(2)).toHaveTextContent(String(expected.minimalSet.length));
  return expected;
}

describe('compare: validation', () => {
  it(
    'fewer than 2 distinct non-empty ids shows Invalid Comparison with Back to Simulator',
    { timeout: 60_000 },
    async () => {
      for (const path of [
        '/compare',
        `/compare?ids=${ga.templateId}`,
        `/compare?ids=${ga.templateId},,${ga.templateId}, ,`,
        '/compare?ids=,,,',
        '/compare?roleIds=',
      ]) {
        const app = await renderApp(path);
        await expectInvalid(app);
        expect(await axeViolations()).toEqual([]);
        await app.screen.unmount();
      }
    },
  );

  it('the same role twice (any letter case) counts once', async () => {
    const app = await renderApp(`/compare?ids=${ga.templateId},${ga.templateId.toUpperCase()}`);
    await expectInvalid(app);
  });

  it('unknown ids are named; with fewer than 2 known the invalid screen shows the note', async () => {
    const app = await renderApp(`/compare?ids=${ga.templateId},xyz`);
    await expectInvalid(app);
    await expect.element(app.screen.getByRole('alert').getByText('Unknown role id: xyz')).toBeVisible();
  });

  it('unknown ids beside 2 known ones are reported, and the 2 known roles are compared', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)},xyz,not-a-role`);
    await expectReport(app, [ga, gr], LISTED, 'Listed');
    const alert = app.screen.getByRole('alert');
    await expect.element(alert.getByText('Unknown role id: xyz')).toBeVisible();
    await expect.element(alert.getByText('Unknown role id: not-a-role')).toBeVisible();
  });

  it('roleIds is an alias of ids (comma-split, trimmed)', async () => {
    const app = await renderApp(`/compare?roleIds=${encodeURIComponent(` ${gr.templateId} , ${ua.templateId} `)}`);
    await expectReport(app, [gr, ua], LISTED, 'Listed');
  });

  it('repeated ids and roleIds parameters are merged, none ignored', async () => {
    const app = await renderApp(
      `/compare?ids=${ga.templateId}&ids=${gr.templateId}&roleIds=${ua.templateId},${ga.templateId}`,
    );
    await expectReport(app, [ga, gr, ua], LISTED, 'Listed');
    for (const role of [ga, gr, ua])
      await expect.element(app.screen.getByText(role.displayName, { exact: true }).first()).toBeVisible();
  });

  it('a 2,000-character query of garbage never blanks the page', async () => {
    const junk = [
      '%E0%A4%A',
      '%zz',
      '<script>alert(1)</script>',
      '=='.repeat(3),
      '\u202e\u0000',
      ' ',
      '',
      'DROP TABLE roles;--',
      '💥'.repeat(4),
    ];
    let garbage = '';
    for (let i = 0; garbage.length < 2000; i++) garbage += `${encodeURIComponent(junk[i % junk.length] + i)},`;
    expect(garbage.length).toBeGreaterThanOrEqual(2000);

    const onlyGarbage = await renderApp(`/compare?ids=${garbage}&tab=%%%`);
    await expectInvalid(onlyGarbage);
    await expect.element(onlyGarbage.screen.getByRole('alert').getByText(/^…and \d+ more$/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await onlyGarbage.screen.unmount();

    const withRoles = await renderApp(`/compare?ids=${idsOf(ga, gr)},${garbage}&tab=nonsense&inherit=maybe`);
    await expectReport(withRoles, [ga, gr], LISTED, 'Listed');
    await expect.element(tab(withRoles, 'Summary')).toHaveAttribute('aria-selected', 'true');
    await withRoles.screen.unmount();

    // Raw, undecodable percent escapes next to real ids.
    const raw = await renderApp(`/compare?ids=%E0%A4%A,%zz,${idsOf(ga, gr)},%`);
    await expectReport(raw, [ga, gr], LISTED, 'Listed');
    await expect.element(raw.screen.getByRole('alert')).toHaveTextContent(/Unknown role id: %zz/);
  });

  it('a role load failure is logged and shows the load error, not Invalid Comparison (network edge mocked: the dataset fetch fails)', async () => {
    await failDatasetRequests();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}`);
    await expect.element(app.screen.getByRole('heading', { name: 'Error Loading Roles' })).toBeVisible();
    await expect.element(app.screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(app.screen.getByRole('heading', { name: 'Invalid Comparison' }).query()).toBeNull();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('failed to load roles'))).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the load error with the engine’s message when the browser refuses to start the worker (which reads the roles); Try again recovers', async () => {
    stopEngine();
    vi.spyOn(window, 'Worker').mockImplementation(function refuse() {
      throw new DOMException('Workers are blocked here', 'SecurityError');
    } as unknown as typeof Worker);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}`);
    await expect.element(app.screen.getByRole('heading', { name: 'Error Loading Roles' })).toBeVisible();
    await expect
      .element(app.screen.getByText('The analysis engine could not run. Try again to restart it.'))
      .toBeVisible();
    vi.restoreAllMocks();
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expectReport(app, [ga, gr], LISTED, 'Listed');
  });

  it('in embed mode Back to Simulator stays in the frame and role links open a new tab', async () => {
    const invalid = await renderApp(`/compare?ids=${ga.templateId}&embed=1`);
    await expect
      .element(invalid.screen.getByRole('link', { name: 'Back to Simulator' }))
      .toHaveAttribute('href', '/simulator?embed=1');
    expect(invalid.screen.getByRole('banner').query()).toBeNull();
    await invalid.screen.unmount();

    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}&embed=1`);
    const chip = app.screen.getByRole('list', { name: 'Compared roles' }).getByRole('link', { name: /Global Reader/ });
    await expect.element(chip).toHaveAttribute('target', '_blank');
  });
});

describe('compare: report', () => {
  it('shows the header, view and dataset, chips with counts, the summary cards and the overlap matrix', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr, ua)}`);
    const expected = await expectReport(app, [ga, gr, ua], LISTED, 'Listed');
    await expect.element(app.screen.getByText(`Dataset of ${ga.datasetDate}`, { exact: false })).toBeVisible();
    const chips = app.screen.getByRole('list', { name: 'Compared roles' });
    for (const [i, role] of [ga, gr, ua].entries()) {
      const chip = chips.getByRole('link', {
        // A role whose docs differ carries the mark in its chip once the docs notes arrive (tests/browser/docs-notes.test.tsx).
        name: new RegExp(`^${role.displayName} ${expected.roles[i].permissionCount} permissions( Docs differ: .+)?$`),
      });
      await expect.element(chip).toHaveAttribute('href', `/roles/${role.slug}`);
    }
    for (const label of ['Total Permissions', 'Common Permissions', 'Minimal Role Set']) {
      await expect.element(app.screen.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect.element(app.screen.getByRole('heading', { name: 'Overlap Matrix' })).toBeVisible();
    await expect
      .element(
        app.screen
          .getByRole('region', { name: 'Permission view' })
          .or(app.screen.getByRole('group', { name: 'Permission view' })),
      )
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it(
    'every tab renders its content, is reachable by arrow keys, lands in the URL and passes axe',
    { timeout: 60_000 },
    async () => {
      const app = await renderApp(`/compare?ids=${idsOf(ga, gr, ua)}`);
      const expected = await expectReport(app, [ga, gr, ua], LISTED, 'Listed');
      const panel = app.screen.getByRole('tabpanel');

      // Summary
      await expect.element(tab(app, 'Summary')).toHaveAttribute('aria-selected', 'true');
      await expect.element(panel.getByRole('rowheader', { name: 'Global Reader' })).toBeVisible();
      expect(await axeViolations()).toEqual([]);

      // Arrow right: Common Permissions
      (tab(app, 'Summary').element() as HTMLElement).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(tab(app, 'Common Permissions')).toHaveAttribute('aria-selected', 'true');
      expect(tabParam(app)).toBe('common');
      const common = expected.actions.filter((_, p) => expected.isCommon[p]);
      const commonList = app.screen.getByRole('list', { name: 'Common permissions' });
      await expect.element(commonList.getByRole('listitem')).toHaveLength(common.length);
      const described = ga.permissions.find((p) => p.action === common[0])!;
      await expect.element(commonList.getByText(described.description).first()).toBeVisible();
      expect(await axeViolations()).toEqual([]);

      // All Permissions: a permission x role table for a small selection
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(tab(app, 'All Permissions')).toHaveAttribute('aria-selected', 'true');
      expect(tabParam(app)).toBe('all');
      const table = app.screen.getByRole('table');
      await expect.element(table.getByRole('columnheader', { name: 'User Administrator' })).toBeVisible();
      await expect.element(table.getByRole('row')).toHaveLength(expected.unionCount + 1);
      await userEvent.fill(app.screen.getByRole('searchbox', { name: 'Filter permissions' }), common[0]);
      const commonRow = table.getByRole('row').filter({ hasText: common[0] }).first();
      await expect.element(commonRow.getByText('Yes')).toHaveLength(3);
      expect(await axeViolations()).toEqual([]);

      // Unique Permissions
      await userEvent.click(tab(app, 'Unique Permissions'));
      expect(tabParam(app)).toBe('unique');
      for (const [r, role] of [ga, gr, ua].entries()) {
        const count = [...expected.uniqueTo].filter((owner) => owner === r).length;
        await expect.element(app.screen.getByRole('heading', { name: `${role.displayName} (${count})` })).toBeVisible();
      }
      expect(await axeViolations()).toEqual([]);

      // Redundancy Analysis (End key jumps to the last tab)
      (tab(app, 'Unique Permissions').element() as HTMLElement).focus();
      await userEvent.keyboard('{End}');
      await expect.element(tab(app, 'Redundancy Analysis')).toHaveAttribute('aria-selected', 'true');
      expect(tabParam(app)).toBe('redundancy');
      expect(expected.subsetPairs).toHaveLength(0);
      await expect.element(app.screen.getByText('No subset relationships found.')).toBeVisible();
      await expect.element(app.screen.getByText('Proven minimal (exact search)')).toBeVisible();
      expect(app.screen.getByText(/You can reduce from/).query()).toBeNull();
      expect(await axeViolations()).toEqual([]);

      // Back to Summary: the parameter leaves the URL.
      await userEvent.keyboard('{Home}');
      await expect.element(tab(app, 'Summary')).toHaveAttribute('aria-selected', 'true');
      expect(tabParam(app)).toBeNull();
    },
  );

  it('opens the tab named in the URL', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}&tab=unique`);
    await expect.element(tab(app, 'Unique Permissions'), { timeout: 15_000 }).toHaveAttribute('aria-selected', 'true');
  });

  it('redundancy: subset relations and the reduction sentence', async () => {
    const all = engine.analyze(
      roles.map((r) => r.templateId),
      LISTED,
    );
    // A real containment: a role that lists no permissions is trivially in every role, worded apart (empty-roles.test.tsx).
    const relation = subsetRelations(all).find(
      (s) => !s.trivial && all.roles[s.superset].templateId !== ga.templateId,
    )!;
    const subset = roles.find((r) => r.templateId === all.roles[relation.subset].templateId)!;
    const superset = roles.find((r) => r.templateId === all.roles[relation.superset].templateId)!;
    const app = await renderApp(`/compare?ids=${idsOf(subset, superset)}&tab=redundancy`);
    await expectReport(app, [subset, superset], LISTED, 'Listed');
    await expect
      .element(app.screen.getByText(`${subset.displayName} is completely contained in ${superset.displayName}`))
      .toBeVisible();
    await expect
      .element(
        app.screen.getByText('You can reduce from 2 to 1 roles while maintaining the same permissions coverage.'),
      )
      .toBeVisible();
    await expect
      .element(app.screen.getByRole('list', { name: 'Minimal role set' }).getByRole('listitem'))
      .toHaveTextContent(superset.displayName);
    expect(await axeViolations()).toEqual([]);
  });

  it('the view switch re-runs the analysis in the new view and states it', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr, ua)}`);
    await expectReport(app, [ga, gr, ua], LISTED, 'Listed');
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Wildcards' }));
    expect(new URLSearchParams(currentPath(app).split('?')[1]).get('wildcards')).toBe('1');
    await expectReport(app, [ga, gr, ua], { inherit: false, wildcards: true }, 'Listed + Wildcards');
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Inherited' }));
    await expectReport(
      app,
      [ga, gr, ua],
      { inherit: true, wildcards: true },
      'Effective (Listed + Inherited + Wildcards)',
    );
  });

  it("Export CSV downloads role-comparison.csv, the engine's csv() byte for byte, with header and one row per permission", async () => {
    const app = await renderApp(`/compare?ids=${idsOf(gr, ua)}&inherit=1`);
    const expected = await expectReport(app, [gr, ua], { inherit: true, wildcards: false }, 'Listed + Inherited');
    const downloads = watchDownloads();
    await userEvent.click(app.screen.getByRole('button', { name: 'Export CSV' }));
    const { name, text, rows: lines } = await downloads.csv();
    expect(text).toBe(engine.csv([gr.templateId, ua.templateId], { inherit: true, wildcards: false }));
    expect(lines[0]).toBe('Action,InRoles,IsCommon,UniqueTo,View,DatasetDate');
    expect(lines).toHaveLength(expected.unionCount + 1);
    const commonAction = expected.actions.find((_, p) => expected.isCommon[p])!;
    expect(lines.find((l) => l.startsWith(`${commonAction},`))).toBe(
      `${commonAction},Global Reader; User Administrator,Yes,,Listed + Inherited,${gr.datasetDate}`,
    );
    expect(name).toBe('role-comparison.csv');
    await expect.element(app.screen.getByRole('status').filter({ hasText: 'CSV exported' })).toBeVisible();
  });

  it('Share Analysis copies the canonical absolute link (ids and view) and confirms with a toast', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}&wildcards=1&tab=all&embed=1`);
    await expectReport(app, [ga, gr], { inherit: false, wildcards: true }, 'Listed + Wildcards');
    expect('share' in navigator).toBe(false); // Chromium on Linux has no Web Share: the clipboard path runs.
    // The clipboard is the platform edge: the iframe of the test runner may not be allowed to write to it.
    const written = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(app.screen.getByRole('button', { name: 'Share Analysis' }));
    const link = `${window.location.origin}/compare?ids=${idsOf(ga, gr)}&wildcards=1`;
    await expect.poll(() => written.mock.calls[0]?.[0]).toBe(link);
    await expect.element(app.screen.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  });

  it('a clipboard failure is logged only', async () => {
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr)}`);
    await expectReport(app, [ga, gr], LISTED, 'Listed');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(app.screen.getByRole('button', { name: 'Share Analysis' }));
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0);
    expect(app.screen.getByText('Link copied').query()).toBeNull();
  });

  it(
    'compares the whole built-in catalog: All Permissions lists holders instead of a 143-column table',
    { timeout: 90_000 },
    async () => {
      const app = await renderApp(`/compare?ids=${roles.map((r) => r.templateId).join(',')}&tab=all`);
      const expected = await expectReport(app, roles, LISTED, 'Listed');
      expect(app.screen.getByRole('table', { name: /Permissions by role/ }).query()).toBeNull();
      const list = app.screen.getByRole('list', { name: 'Permissions and the roles that hold them' });
      await expect.element(list.getByRole('listitem')).toHaveLength(expected.unionCount);
      const p = 0;
      const holders = Array.from(holdersOf(expected, p), (r) => expected.roles[r].name);
      const first = list.getByRole('listitem').first();
      await userEvent.click(first.getByText(`Held by ${holders.length} of ${roles.length} roles`));
      await expect.element(first.getByText(holders.join(', '))).toBeVisible();
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('works on a phone with no axe violations', { timeout: 60_000 }, async () => {
    await page.viewport(390, 800);
    const app = await renderApp(`/compare?ids=${idsOf(ga, gr, ua)}&tab=all`);
    await expectReport(app, [ga, gr, ua], LISTED, 'Listed');
    expect(await axeViolations()).toEqual([]);
  });
});
