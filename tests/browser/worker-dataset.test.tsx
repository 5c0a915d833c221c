// The worker reads the static dataset itself (issue 16), in real Chromium with the real worker: a shared /compare link is
// answered without the page ever sending the role list; custom roles alone cross; a failed read of the worker's own shows
// the error and Try again recovers; a retry of the roles makes the worker read the file again.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createStore } from 'jotai';
import type { PermissionView } from '@engine/catalog';
import type { RoleEngine } from '@engine/engine';
import type { Role } from '../../src/data/role-model';
import { builtInReference, parseRoleDefinitions } from '../../src/data/custom-roles';
import { loadRoles } from '../../src/data/load-roles';
import { retryRolesAtom, rolesAtom, setCustomRolesAtom } from '../../src/state/roles';
import {
  askEngine,
  engineDatasetSource,
  setWorkerFactory,
  startEngineEarly,
  stopEngine,
} from '../../src/worker-bridge/engine-client';
import { currentEngineDataset, currentEngineFeed, workerReadsFile } from '../../src/worker-bridge/engine-dataset';
import { axeViolations, renderApp, resetBetweenTests } from './harness';
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
afterEach(() => {
  setWorkerFactory(null);
  stopEngine();
});

/** The real engine worker with its fetch of the dataset file answered 503 (network edge mocked, inside the worker). */
function workerWhoseDatasetFails(): Worker {
  const real = new URL('../../workers/engine.worker.ts', import.meta.url).href;
  // A static import: the engine is listening before any message is dispatched; it looks fetch up when it reads the file.
  const script = `import ${JSON.stringify(real)};
const realFetch = self.fetch.bind(self);
self.fetch = (input, init) => String(input).includes('roles_with_permissions.json')
  ? Promise.resolve(new Response('unavailable', { status: 503 })) : realFetch(input, init);`;
  return new Worker(URL.createObjectURL(new Blob([script], { type: 'text/javascript' })), { type: 'module' });
}

describe('the worker reads the static dataset itself', { timeout: 60_000 }, () => {
  it('a shared /compare link of 3 roles is answered from the worker’s own read; the page sends it no role', async () => {
    expect(workerReadsFile()).toBe(true);
    stopEngine();
    startEngineEarly();
    const third = builtIns.find((r) => r.templateId !== ga.templateId && r.templateId !== gr.templateId)!;
    const ids = [ga.templateId, gr.templateId, third.templateId];
    const app = await renderApp(`/compare?ids=${ids.join(',')}`);
    const expected = engine.analyze(ids, LISTED);
    const cards = app.screen.getByRole('definition');
    await expect.element(cards.nth(0), WAIT).toHaveTextContent(String(expected.unionCount));
    await expect.element(cards.nth(1)).toHaveTextContent(String(expected.intersectionCount));
    expect(await engineDatasetSource()).toEqual({ from: 'file', fileRequests: 1, rolesReceived: 0 });
    expect(currentEngineDataset()).toBeNull();
    expect(currentEngineFeed()).toMatchObject({ from: 'file', custom: [] });
    expect(await axeViolations()).toEqual([]);
  });

  it('the worker the entry starts reads the file as it starts, once, and answers the first question', async () => {
    stopEngine();
    const RealWorker = window.Worker;
    let made = 0;
    vi.stubGlobal(
      'Worker',
      class extends RealWorker {
        constructor(...args: ConstructorParameters<typeof Worker>) {
          super(...args);
          made += 1;
        }
      },
    );
    try {
      startEngineEarly();
      startEngineEarly();
      expect(made).toBe(1);
      expect(await askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED])).toEqual(
        engine.quickStats([ga.templateId, gr.templateId], LISTED),
      );
      // One worker, one read of the file.
      expect(made).toBe(1);
      expect(await engineDatasetSource()).toEqual({ from: 'file', fileRequests: 1, rolesReceived: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('custom roles alone cross to the worker, which adds them to the file’s roles; removing them restores the file’s set', async () => {
    const store = createStore();
    await store.get(rolesAtom);
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
    const before = await engineDatasetSource();
    await store.set(setCustomRolesAtom, parsed.roles);
    const withCustom = await store.get(rolesAtom);
    const custom = withCustom.find((r) => r.displayName === 'Reader Subset')!;
    const result = await askEngine('analyze', [[custom.templateId, gr.templateId], LISTED]);
    expect(result.roles.map((r) => r.name)).toEqual(['Reader Subset', gr.displayName]);
    expect([...result.subsetPairs]).toEqual([0, 1]);
    // The engine's list is the page's list, in the page's order.
    expect((await askEngine('permissionCounts', [LISTED])).templateIds).toEqual(withCustom.map((r) => r.templateId));
    const after = await engineDatasetSource();
    expect(after.from).toBe('file');
    expect(after.rolesReceived - before.rolesReceived).toBe(1);
    expect(after.fileRequests).toBe(before.fileRequests);

    await store.set(setCustomRolesAtom, []);
    expect((await askEngine('permissionCounts', [LISTED])).templateIds).toEqual(roles.map((r) => r.templateId));
    expect((await askEngine('analyze', [[custom.templateId, gr.templateId], LISTED])).roles).toHaveLength(1);
  });

  it('a retry of the roles makes the worker read the file again', async () => {
    const store = createStore();
    await store.get(rolesAtom);
    await askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED]);
    const before = await engineDatasetSource();
    store.set(retryRolesAtom);
    await store.get(rolesAtom);
    expect(await askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED])).toEqual(
      engine.quickStats([ga.templateId, gr.templateId], LISTED),
    );
    expect((await engineDatasetSource()).fileRequests).toBe(before.fileRequests + 1);
  });

  it('the worker’s own read failing (network edge mocked in the worker): the spec’s message, the error on /compare, and Try again answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setWorkerFactory(workerWhoseDatasetFails);
    await expect(askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED])).rejects.toThrow(
      'Failed to load roles data (HTTP 503)',
    );
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expect.element(app.screen.getByRole('heading', { name: 'Error analyzing roles' }), WAIT).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    setWorkerFactory(null);
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    const expected = engine.analyze([ga.templateId, gr.templateId], LISTED);
    await expect
      .element(app.screen.getByRole('definition').nth(0), WAIT)
      .toHaveTextContent(String(expected.unionCount));
  });
});
