// The bridge owns the engine's dataset, in real Chromium with the real worker: questions asked before the roles load
// wait for them, an abort while waiting rejects at once, a retry of the load feeds the engine, a re-feed is what it answers from.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { PermissionView } from '@engine/catalog';
import { builtInReference, parseRoleDefinitions } from '../../src/data/custom-roles';
import { retryRolesAtom, rolesAtom, setCustomRolesAtom } from '../../src/state/roles';
import { askEngine, isAbortError, unsettledEngineCalls } from '../../src/worker-bridge/engine-client';
import { currentEngineDataset, feedEngine } from '../../src/worker-bridge/engine-dataset';
import { failDatasetRequests } from './harness';
import { loadComparisonOracle, type ComparisonOracle } from './engine-oracle';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const EFFECTIVE: PermissionView = { inherit: true, wildcards: true };

let oracle: ComparisonOracle;

beforeAll(async () => {
  // Read with loadRoles, not the roles atom: nothing is fed to the engine here.
  oracle = await loadComparisonOracle();
});

describe('engine bridge', () => {
  // First in the file: the page (this test file's own) has fed the engine nothing yet.
  it('holds questions until the roles load; a retry of the load feeds the engine and they answer', async () => {
    expect(currentEngineDataset()).toBeNull();
    const { globalAdministrator: ga, globalReader: gr } = oracle;
    const store = createStore();
    failDatasetRequests();
    await expect(store.get(rolesAtom)).rejects.toThrow();
    expect(currentEngineDataset()).toBeNull();

    const waiting = askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED]);
    const controller = new AbortController();
    const abandoned = askEngine('analyze', [[ga.templateId, gr.templateId], EFFECTIVE], controller.signal);
    controller.abort();
    await expect(abandoned).rejects.toSatisfy(isAbortError);
    expect(unsettledEngineCalls()).toBe(1);

    vi.restoreAllMocks();
    store.set(retryRolesAtom);
    const roles = await store.get(rolesAtom);
    expect(currentEngineDataset()).toBe(roles);
    expect(await waiting).toEqual(oracle.engine.quickStats([ga.templateId, gr.templateId], LISTED));
    expect(unsettledEngineCalls()).toBe(0);
  });

  it('answers from the roles fed last', async () => {
    const { roles, globalAdministrator: ga, globalReader: gr } = oracle;
    const ids = roles.map((r) => r.templateId);
    feedEngine([ga, gr]);
    expect((await askEngine('analyze', [ids, LISTED])).roles.map((r) => r.templateId)).toEqual([
      ga.templateId,
      gr.templateId,
    ]);
    feedEngine(roles);
    const all = await askEngine('permissionCounts', [LISTED]);
    expect(all.templateIds).toEqual(ids);
    expect([...all.counts]).toEqual(roles.map((r) => oracle.engine.explainRole(r.templateId, LISTED)!.length));
  });
});

describe('custom roles in the engine', () => {
  it('are fed with the dataset when imported, are looked up with it, and leave it when removed', async () => {
    const { roles: builtIns, globalReader: gr } = oracle;
    const store = createStore();
    const loaded = await store.get(rolesAtom);
    const text = JSON.stringify({
      value: [
        {
          id: 'c0ffee00-0000-4000-8000-000000000001',
          displayName: 'Reader Clone',
          isBuiltIn: false,
          rolePermissions: [{ allowedResourceActions: gr.permissions.slice(0, 3).map((p) => p.action) }],
        },
      ],
    });
    const parsed = parseRoleDefinitions(text, builtInReference(builtIns));
    if ('error' in parsed) throw new Error(parsed.error.message);
    await store.set(setCustomRolesAtom, parsed.roles);

    const withCustom = await store.get(rolesAtom);
    expect(withCustom).toHaveLength(loaded.length + 1);
    expect(currentEngineDataset()).toBe(withCustom);
    const clone = withCustom.find((r) => r.displayName === 'Reader Clone')!;
    const result = await askEngine('analyze', [[clone.templateId, gr.templateId], LISTED]);
    expect(result.roles.map((r) => r.name)).toEqual(['Reader Clone', gr.displayName]);
    // All three of the clone's permissions are Global Reader's: the clone (position 0) is contained in it (position 1).
    expect([...result.subsetPairs]).toEqual([0, 1]);

    await store.set(setCustomRolesAtom, []);
    expect(await store.get(rolesAtom)).toBe(loaded);
    expect(currentEngineDataset()).toBe(loaded);
  });
});
