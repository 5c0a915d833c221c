// The engine worker owns the dataset, in real Chromium with the real worker: it reads the file itself and the page asks
// it for the roles; a shared /compare link is answered from that read; custom roles alone cross to the worker; a failed
// read is the page's load error, and Try again makes the worker read the file again.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PermissionView } from '@engine/catalog';
import type { RoleEngine } from '@engine/engine';
import type { Role } from '../../src/data/role-model';
import { builtInReference, parseRoleDefinitions } from '../../src/data/custom-roles';
import { loadRoles } from '../../src/data/load-roles';
import { roleSummary } from '../../src/data/role-summary';
import { compareText } from '../../src/data/text-order';
import { askEngine } from '../../src/worker-bridge/engine-client';
import {
  answerDatasetRequests,
  axeViolations,
  failDatasetRequests,
  renderApp,
  resetBetweenTests,
  retryWithRealFile,
} from './harness';
import { loadComparisonOracle } from './engine-oracle';

const WAIT = { timeout: 15_000 };
const LISTED: PermissionView = { inherit: false, wildcards: false };

let engine: RoleEngine;
/** Every role of the file (built-in or not): the engine's dataset. */
let roles: Role[];
let builtIns: Role[];
let ga: Role;
let gr: Role;

beforeAll(async () => {
  ({ engine, roles: builtIns, globalAdministrator: ga, globalReader: gr } = await loadComparisonOracle());
  roles = await loadRoles();
});

resetBetweenTests();

describe('the engine worker owns the dataset', { timeout: 60_000 }, () => {
  it('the roles the lists show are the worker’s read of the file, in the page’s order and model', async () => {
    expect(await askEngine('roleIndex', [])).toEqual(roles.map(roleSummary));
  });

  it('a shared /compare link of 3 roles is answered from the worker’s own read', async () => {
    const third = builtIns.find((r) => r.templateId !== ga.templateId && r.templateId !== gr.templateId)!;
    const ids = [ga.templateId, gr.templateId, third.templateId];
    const app = await renderApp(`/compare?ids=${ids.join(',')}`);
    const expected = engine.analyze(ids, LISTED);
    const cards = app.screen.getByRole('definition');
    await expect.element(cards.nth(0), WAIT).toHaveTextContent(String(expected.unionCount));
    await expect.element(cards.nth(1)).toHaveTextContent(String(expected.intersectionCount));
    expect(await axeViolations()).toEqual([]);
  });

  it('custom roles alone cross to the worker, which adds them to the file’s roles; removing them restores the file’s set', async () => {
    const all = await askEngine('permissionCounts', [LISTED]);
    expect(all.templateIds).toEqual(roles.map((r) => r.templateId));
    const text = JSON.stringify({
      value: [
        {
          id: 'c0ffee00-0000-4000-8000-000000000002',
          displayName: 'Reader Subset',
          isBuiltIn: false,
          rolePermissions: [{ allowedResourceActions: gr.permissions.slice(0, 2).map((p) => p.action) }],
        },
      ],
    });
    const parsed = parseRoleDefinitions(text, builtInReference(builtIns));
    if ('error' in parsed) throw new Error(parsed.error.message);
    // The questions name the custom roles their answers include: the bridge sends them to the worker first.
    // The page's lists put the imported roles among the file's by name (src/state/role-index.ts).
    const withCustom = [...roles, ...parsed.roles].sort((a, b) => compareText(a.displayName, b.displayName));
    const custom = withCustom.find((r) => r.displayName === 'Reader Subset')!;
    const result = await askEngine('analyze', [[custom.templateId, gr.templateId], LISTED], undefined, parsed.roles);
    expect(result.roles.map((r) => r.name)).toEqual(['Reader Subset', gr.displayName]);
    expect([...result.subsetPairs]).toEqual([0, 1]);
    // The engine's list is the page's list, in the page's order; the roles answer stays the file's.
    expect((await askEngine('permissionCounts', [LISTED], undefined, parsed.roles)).templateIds).toEqual(
      withCustom.map((r) => r.templateId),
    );
    expect(await askEngine('roleIndex', [])).toHaveLength(roles.length);

    // Named as none, the worker answers with the dataset's roles alone.
    expect((await askEngine('permissionCounts', [LISTED], undefined, [])).templateIds).toEqual(
      roles.map((r) => r.templateId),
    );
    expect(
      (await askEngine('analyze', [[custom.templateId, gr.templateId], LISTED], undefined, [])).roles,
    ).toHaveLength(1);
  });

  it('the worker’s read failing (network edge mocked): the spec’s message on /compare, and Try again reads the file again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await answerDatasetRequests([{ status: 503, body: 'unavailable' }]);
    await expect(askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED])).rejects.toThrow(
      'Failed to load roles data (HTTP 503)',
    );
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    // The mock's one answer is used: the page's question makes the same worker read the real file.
    const expected = engine.analyze([ga.templateId, gr.templateId], LISTED);
    await expect
      .element(app.screen.getByRole('definition').nth(0), WAIT)
      .toHaveTextContent(String(expected.unionCount));
    await app.screen.unmount();

    await failDatasetRequests();
    const failed = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expect.element(failed.screen.getByRole('heading', { name: 'Error Loading Roles' }), WAIT).toBeVisible();
    await expect.element(failed.screen.getByText('Failed to load roles data (HTTP 503)')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await retryWithRealFile(failed.screen);
    await expect
      .element(failed.screen.getByRole('definition').nth(0), WAIT)
      .toHaveTextContent(String(expected.unionCount));
  });
});
