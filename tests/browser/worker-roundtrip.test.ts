// The real engine worker (which reads the dataset itself), through the real bridge, against the same engine run in the page.
import { describe, expect, it } from 'vitest';
import { loadRoles } from '../../src/data/load-roles';
import { toEngineRoles } from '../../src/data/engine-input';
import { askEngine, isAbortError, isEngineFailure, stopEngine } from '../../src/worker-bridge/engine-client';
import { RoleEngine } from '@engine/engine';

const LISTED = { inherit: false, wildcards: false };

describe('engine worker round trip', () => {
  it('returns the same analysis as the engine in the page, with typed arrays intact', async () => {
    const all = await loadRoles();
    const roles = all.filter((r) => r.builtIn);
    const ids = roles.map((r) => r.templateId);
    const fromWorker = await askEngine('analyze', [ids, LISTED]);
    const local = new RoleEngine();
    local.load(toEngineRoles(all), roles[0].datasetDate ?? '');
    const expected = local.analyze(ids, LISTED);
    expect(fromWorker.roles).toEqual(expected.roles);
    expect(fromWorker.pairShared.sparse).toBeInstanceOf(Uint16Array);
    expect(fromWorker.pairShared.sparse.length).toBe((ids.length * (ids.length - 1)) / 2);
    expect([...fromWorker.pairShared.sparse]).toEqual([...expected.pairShared.sparse]);
    expect([...fromWorker.pairShared.pattern]).toEqual([...expected.pairShared.pattern]);
    expect([...fromWorker.pairShared.dense]).toEqual([...expected.pairShared.dense]);
    expect([...fromWorker.holderOffsets]).toEqual([...expected.holderOffsets]);
    expect([...fromWorker.holderList]).toEqual([...expected.holderList]);
    expect([...fromWorker.subsetPairs]).toEqual([...expected.subsetPairs]);
    expect(fromWorker.minimalSetNames).toEqual(expected.minimalSetNames);
    expect(fromWorker.minimalSetProven).toBe(true);
  });

  it('answers quick stats, pair details and CSV', async () => {
    const roles = (await loadRoles()).filter((r) => r.builtIn);
    const ga = roles.find((r) => r.slug === 'global-administrator')!;
    const gr = roles.find((r) => r.slug === 'global-reader')!;
    const stats = await askEngine('quickStats', [[ga.templateId, gr.templateId], LISTED]);
    expect(stats.union).toBeGreaterThan(stats.common);
    const pair = await askEngine('pairDetail', [ga.templateId, gr.templateId, LISTED]);
    expect(pair!.shared.length).toBe(stats.common);
    expect(pair!.shared.length + pair!.onlyA.length + pair!.onlyB.length).toBe(stats.union);
    const csv = await askEngine('csv', [[ga.templateId, gr.templateId], LISTED]);
    expect(csv.split('\r\n')[0]).toBe('Action,InRoles,IsCommon,UniqueTo,View,DatasetDate');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(stats.union + 1);
  });

  it('rejects an aborted call with an AbortError and keeps working afterwards', async () => {
    const roles = (await loadRoles()).filter((r) => r.builtIn);
    const ids = roles.map((r) => r.templateId);
    const controller = new AbortController();
    const pending = askEngine('analyze', [ids, { inherit: true, wildcards: true }], controller.signal);
    controller.abort();
    await expect(pending).rejects.toSatisfy(isAbortError);
    const after = await askEngine('quickStats', [ids.slice(0, 2), LISTED]);
    expect(after.union).toBeGreaterThan(0);
    stopEngine();
  });
});

describe('engine worker replacement', () => {
  it('questions waiting on a stopped worker fail at once; the next question starts a new worker, which answers', async () => {
    const roles = (await loadRoles()).filter((r) => r.builtIn);
    const ids = roles.map((r) => r.templateId);
    const waiting = askEngine('analyze', [ids, { inherit: true, wildcards: true }]);
    stopEngine();
    await expect(waiting).rejects.toSatisfy(isEngineFailure);
    const result = await askEngine('analyze', [ids, { inherit: true, wildcards: true }]);
    expect(result.roles).toHaveLength(ids.length);
    stopEngine();
  });
});
