// The worker's dataset (network edge mocked: the global fetch answers with the bundled file): the read starts as the
// worker does and happens once; every question waits for it; a failed read is the questions' error, and the next
// question reads again; custom roles are added to the dataset's and removed again. The history is read the same way,
// by the first question that needs it, and so are the takeover facts.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATASET_URL } from '../../../src/data/load-roles';
import { toRoles } from '../../../src/data/role-model';
import { toEngineRoles } from '../../../src/data/engine-input';
import { createEngineApi } from '../../../workers/engine-api';
import { HISTORY_URL, TAKEOVER_URL } from '../../../workers/history-file';
import { DATASET_PATH, historyRange, shippedHistoryFile } from '../helpers';
import { ROLE, shippedTakeover, tenantFile } from '../takeover-tenant';

const file = readFileSync(DATASET_PATH, 'utf8');
const fileRoles = toRoles(JSON.parse(file));
const LISTED = { inherit: false, wildcards: false };

/** Stubs the global fetch; every request is recorded, and answered with the file unless `status` says otherwise. */
function stubFetch(status: () => number = () => 200): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      const code = status();
      return code === 200
        ? new Response(file, { headers: { 'content-type': 'application/json' } })
        : new Response('unavailable', { status: code });
    }),
  );
  return urls;
}

/**
 * Stubs the global fetch: the data file at `url` is answered with `text`, or with the status `status()` gives when it
 * is not 200; any other request (the dataset) with the dataset file. Returns the URLs requested.
 */
function stubDataFile(url: string, text: string, status: () => number): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const requested = String(input);
      urls.push(requested);
      if (requested !== url) return new Response(file);
      const code = status();
      return code === 200 ? new Response(text) : new Response('unavailable', { status: code });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the engine API owns its dataset (network edge mocked)', () => {
  it('reads the file once, as it starts; questions and the roles answer from that read', async () => {
    const urls = stubFetch();
    const api = createEngineApi();
    expect(urls).toEqual([DATASET_URL]);
    const roles = await api.roleIndex();
    expect(roles.map((r) => r.templateId)).toEqual(fileRoles.map((r) => r.templateId));
    const counts = await api.permissionCounts(LISTED);
    expect(counts.templateIds).toEqual(fileRoles.map((r) => r.templateId));
    expect([...counts.counts]).toEqual(fileRoles.map((r) => new Set(r.permissions.map((p) => p.action)).size));
    expect(urls).toHaveLength(1);
  });

  it('a failed read is every waiting question’s error, never unhandled; the next question reads again', async () => {
    let status = 503;
    const urls = stubFetch(() => status);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const api = createEngineApi();
      // Nobody waits on the read yet when it fails: that must not be an unhandled rejection.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(api.roleIndex()).rejects.toThrow('Failed to load roles data (HTTP 503)');
      await expect(api.permissionCounts(LISTED)).rejects.toThrow('Failed to load roles data (HTTP 503)');
      status = 200;
      expect((await api.permissionCounts(LISTED)).templateIds).toHaveLength(fileRoles.length);
      expect(urls.length).toBeGreaterThanOrEqual(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('custom roles join the dataset’s in name order, and [] removes them; the roles answer stays the file’s', async () => {
    stubFetch();
    const api = createEngineApi();
    const [first] = fileRoles;
    const custom = toEngineRoles([
      { ...first, templateId: 'custom-1', id: 'custom-1', displayName: 'AAA Custom', builtIn: false },
    ]);
    const piece = new TextEncoder().encode(JSON.stringify(custom));
    const summary = await api.setExtraRoles([piece]);
    expect(summary.roleCount).toBe(fileRoles.length + 1);
    expect((await api.permissionCounts(LISTED)).templateIds[0]).toBe('custom-1');
    expect(await api.roleIndex()).toHaveLength(fileRoles.length);
    expect((await api.setExtraRoles([])).roleCount).toBe(fileRoles.length);
    expect((await api.permissionCounts(LISTED)).templateIds).not.toContain('custom-1');
  });
});

describe('the engine API reads the history when a question needs it (network edge mocked)', () => {
  const stubFiles = (history: () => number) => stubDataFile(HISTORY_URL, JSON.stringify(shippedHistoryFile()), history);

  it('today’s questions read no history; the first history question reads it once, later ones reuse it', async () => {
    const urls = stubFiles(() => 200);
    const api = createEngineApi();
    const ids = fileRoles.slice(0, 2).map((r) => r.templateId);
    await api.analyze(ids, LISTED, { asOf: undefined });
    expect(urls).not.toContain(HISTORY_URL);
    const { first, last, count } = historyRange();
    const summary = await api.historySummary();
    expect([summary.firstDate, summary.lastDate, summary.snapshotCount]).toEqual([first, last, count]);
    expect(await api.snapshotOn(last)).toBe(last);
    await api.analyze(ids, LISTED, { asOf: first });
    expect(urls.filter((u) => u === HISTORY_URL)).toHaveLength(1);
  });

  it('a failed history read is the question’s error, with a message for the page; the next question reads again', async () => {
    let status = 404;
    const urls = stubFiles(() => status);
    const api = createEngineApi();
    await expect(api.historyTimeline({})).rejects.toThrow('The role history could not be loaded (HTTP 404).');
    status = 200;
    expect((await api.historyTimeline({})).length).toBeGreaterThan(0);
    expect(urls.filter((u) => u === HISTORY_URL)).toHaveLength(2);
  });
});

describe('the engine API reads the takeover facts when a question needs them (network edge mocked)', () => {
  const stubFiles = (takeover: () => number) => stubDataFile(TAKEOVER_URL, JSON.stringify(shippedTakeover()), takeover);
  const pra = [{ principal: 'pra', type: 'user' as const, role: ROLE.privilegedRoleAdministrator }];

  it('reads the file once, at the first takeover question; the review then works out reach', async () => {
    const urls = stubFiles(() => 200);
    const api = createEngineApi();
    await api.analyze(
      fileRoles.slice(0, 2).map((r) => r.templateId),
      LISTED,
      { asOf: undefined },
    );
    expect(urls).not.toContain(TAKEOVER_URL);
    const facts = await api.roleTakeover(ROLE.helpdeskAdministrator);
    expect(facts?.role.templateId).toBe(ROLE.helpdeskAdministrator);
    const { review } = await api.addReviewFiles(null, [tenantFile(pra)], []);
    expect(review?.reach?.principalsReachingGlobalAdministrator).toBe(1);
    expect(urls.filter((u) => u === TAKEOVER_URL)).toHaveLength(1);
  });

  it('a failed read is a takeover question’s error; the review goes on without reach, and the next read retries', async () => {
    let status = 404;
    const urls = stubFiles(() => status);
    const api = createEngineApi();
    await expect(api.takeoverGraph()).rejects.toThrow('The takeover data could not be loaded (HTTP 404).');
    const { review } = await api.addReviewFiles(null, [tenantFile(pra)], []);
    expect(review?.summary.assignments).toBe(1);
    expect(review?.reach).toBeNull();
    status = 200;
    expect((await api.attackPaths()).paths.length).toBeGreaterThan(40);
    expect(urls.filter((u) => u === TAKEOVER_URL)).toHaveLength(3);
  });
});
