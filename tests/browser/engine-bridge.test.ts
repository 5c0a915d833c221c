// The bridge in real Chromium with the real worker, which reads the dataset itself: questions asked before the dataset is
// in wait for it, an abort while waiting rejects at once, a failed read is every waiting question's error and a retry
// reads again; custom roles join the engine's dataset and leave it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionView } from '@engine/catalog';
import { builtInReference, parseRoleDefinitions } from '../../src/data/custom-roles';
import { roleSummary } from '../../src/data/role-summary';
import { askEngine, isAbortError, unsettledEngineCalls } from '../../src/worker-bridge/engine-client';
import { answerDatasetRequests, failDatasetRequests, releaseDatasetRequest, restoreNetworkEdge } from './harness';
import { loadComparisonOracle, type ComparisonOracle } from './engine-oracle';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const EFFECTIVE: PermissionView = { inherit: true, wildcards: true };

let oracle: ComparisonOracle;

beforeAll(async () => {
  oracle = await loadComparisonOracle();
});
afterEach(restoreNetworkEdge);

describe('engine bridge', () => {
  it('holds questions until the dataset is in; an abort while waiting rejects at once', async () => {
    const { globalAdministrator: ga, globalReader: gr } = oracle;
    await answerDatasetRequests(['hold']);
    const waiting = askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED]);
    const controller = new AbortController();
    const abandoned = askEngine('analyze', [[ga.templateId, gr.templateId], EFFECTIVE], controller.signal);
    controller.abort();
    await expect(abandoned).rejects.toSatisfy(isAbortError);
    expect(unsettledEngineCalls()).toBe(1);

    await releaseDatasetRequest();
    expect(await waiting).toEqual(oracle.engine.quickStats([ga.templateId, gr.templateId], LISTED));
    expect(unsettledEngineCalls()).toBe(0);
  });

  it('a failed read is the question’s error; the next question reads again and the engine answers', async () => {
    const { globalAdministrator: ga, globalReader: gr } = oracle;
    await failDatasetRequests(); // every read, until the network comes back
    await expect(askEngine('roleIndex', [])).rejects.toThrow('Failed to load roles data (HTTP 503)');
    await restoreNetworkEdge();
    expect(await askEngine('roleIndex', [])).toEqual(oracle.roles.map(roleSummary));
    expect(await askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED])).toEqual(
      oracle.engine.quickStats([ga.templateId, gr.templateId], LISTED),
    );
  });
});

describe('custom roles in the engine', () => {
  it('are sent with the questions that name them, are looked up with the dataset, and leave it when named as none', async () => {
    const { roles: builtIns, globalReader: gr } = oracle;
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
    // The questions name the custom roles their answers include: the bridge sends them to the worker first.

    const clone = parsed.roles[0];
    expect((await askEngine('permissionCounts', [LISTED], undefined, parsed.roles)).templateIds).toContain(
      clone.templateId,
    );
    const result = await askEngine('analyze', [[clone.templateId, gr.templateId], LISTED], undefined, parsed.roles);
    expect(result.roles.map((r) => r.name)).toEqual(['Reader Clone', gr.displayName]);
    // All three of the clone's permissions are Global Reader's: the clone (position 0) is contained in it (position 1).
    expect([...result.subsetPairs]).toEqual([0, 1]);

    // Named as none, the worker answers with the dataset's roles alone.
    expect((await askEngine('permissionCounts', [LISTED], undefined, [])).templateIds).not.toContain(clone.templateId);
    expect((await askEngine('analyze', [[clone.templateId, gr.templateId], LISTED], undefined, [])).roles).toHaveLength(
      1,
    );
  });
});
