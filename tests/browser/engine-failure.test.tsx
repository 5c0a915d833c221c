// A worker that cannot start, is served as HTML, disappears mid-session or stops answering: in real Chromium, the page
// shows the error with 'Try again' (never a spinner forever), and 'Try again' gives the real answer on a fresh real worker.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Role } from '../../src/data/role-model';
import type { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { setCallDeadline, setWorkerFactory, stopEngine } from '../../src/worker-bridge/engine-client';
import { axeViolations, failDatasetRequests, renderApp, resetBetweenTests, type RenderedApp } from './harness';
import { loadComparisonOracle } from './engine-oracle';

const WAIT = { timeout: 15_000 };
const LISTED: PermissionView = { inherit: false, wildcards: false };
const PASSWORD = 'microsoft.directory/users/password/update';
/** A short deadline for the tests that need one to pass (the app's 15 s of visible time is too long for a test). */
const TEST_DEADLINE_MS = 500;

let engine: RoleEngine;
let ga: Role;
let gr: Role;

beforeAll(async () => {
  ({ engine, globalAdministrator: ga, globalReader: gr } = await loadComparisonOracle());
});

resetBetweenTests();
afterEach(() => {
  setWorkerFactory(null);
  setCallDeadline(null);
  stopEngine();
});

/** The real engine worker, as the bridge makes it (same URL and options), remembered so a test can make it vanish. */
let lastReal: Worker | null = null;
function realEngineWorker(): Worker {
  lastReal = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'roleprism-engine',
  });
  return lastReal;
}

function blobUrl(text: string, type: string): string {
  return URL.createObjectURL(new Blob([text], { type }));
}

async function expectCompareError(app: RenderedApp) {
  await expect.element(app.screen.getByRole('heading', { name: 'Error analyzing roles' }), WAIT).toBeVisible();
  await expect.element(app.screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(app.screen.getByText('Analyzing roles...').query()).toBeNull();
  expect(await axeViolations()).toEqual([]);
}

async function expectCompareAnswer(app: RenderedApp, view: PermissionView) {
  const expected = engine.analyze([ga.templateId, gr.templateId], view);
  const cards = app.screen.getByRole('definition');
  await expect.element(cards.nth(0), WAIT).toHaveTextContent(String(expected.unionCount));
  await expect.element(cards.nth(1)).toHaveTextContent(String(expected.intersectionCount));
  expect(app.screen.getByRole('heading', { name: 'Error analyzing roles' }).query()).toBeNull();
}

describe('engine failures', { timeout: 60_000 }, () => {
  it('worker script blocked (its URL cannot be fetched): compare shows the error and Try again, which then gives the real answer', async () => {
    // A revoked object URL: the script request fails as a blocked one does (the test server answers every path with HTML).
    const blocked = blobUrl('export {};', 'text/javascript');
    URL.revokeObjectURL(blocked);
    await expect(fetch(blocked)).rejects.toThrow();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setWorkerFactory(() => new Worker(blocked, { type: 'module' }));
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expectCompareError(app);

    setWorkerFactory(realEngineWorker);
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expectCompareAnswer(app, LISTED);
  });

  it("worker script served as HTML (the test server's answer for a missing file): the finder shows the error and Try again, which then answers", async () => {
    const html = '/no-such-dir/roleprism-engine.worker.js';
    expect((await fetch(html)).headers.get('content-type')).toContain('text/html');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setWorkerFactory(() => new Worker(html, { type: 'module' }));
    const app = await renderApp(`/finder?need=${PASSWORD}`);
    await expect
      .element(app.screen.getByText('The answer could not be calculated.', { exact: false }), WAIT)
      .toBeVisible();
    await expect.element(app.screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(app.screen.getByText('Finding the least-privileged roles...').query()).toBeNull();
    expect(await axeViolations()).toEqual([]);

    setWorkerFactory(realEngineWorker);
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expect.element(app.screen.getByRole('list', { name: 'Single roles' }), WAIT).toBeVisible();
    expect(app.screen.getByRole('button', { name: 'Try again' }).query()).toBeNull();
  });

  it('worker gone mid-session without an event: the view toggle and Export CSV stop waiting at the deadline; Try again answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setWorkerFactory(realEngineWorker);
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expectCompareAnswer(app, LISTED);
    setCallDeadline(TEST_DEADLINE_MS);

    // Terminating from outside fires nothing on the Worker object, as when the worker closes itself.
    lastReal!.terminate();
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Inherited' }));
    const exportButton = app.screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportButton);
    await expectCompareError(app);
    await expect.element(app.screen.getByText('Export failed'), WAIT).toBeVisible();
    await expect.element(exportButton).toHaveAttribute('aria-busy', 'false');

    setCallDeadline(null); // the fresh worker's first call loads the module and the dataset
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expectCompareAnswer(app, { inherit: true, wildcards: false });
  });

  it('a call past its deadline (a worker that never answers): the finder stops waiting, and Try again answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setCallDeadline(TEST_DEADLINE_MS);
    const silent = blobUrl('self.onmessage = () => {};', 'text/javascript');
    setWorkerFactory(() => new Worker(silent));
    const app = await renderApp(`/finder?need=${PASSWORD}`);
    await expect
      .element(app.screen.getByText('The answer could not be calculated.', { exact: false }), WAIT)
      .toBeVisible();
    await expect.element(app.screen.getByText('did not answer in time', { exact: false })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    setWorkerFactory(realEngineWorker);
    setCallDeadline(null);
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expect.element(app.screen.getByRole('list', { name: 'Single roles' }), WAIT).toBeVisible();
  });

  it('without Web Workers the page says so plainly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('Worker', undefined);
    try {
      const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
      await expect
        .element(app.screen.getByText('This browser cannot run the analysis: Web Workers are unavailable.'), WAIT)
        .toBeVisible();
      expect(await axeViolations()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('/compare with valid ids while the dataset request fails (network edge mocked) shows the data error, not Invalid Comparison', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failDatasetRequests();
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expect.element(app.screen.getByRole('heading', { name: 'Error Loading Roles' }), WAIT).toBeVisible();
    expect(app.screen.getByRole('heading', { name: 'Invalid Comparison' }).query()).toBeNull();
    expect(app.screen.getByText('Please select at least 2 roles to compare.').query()).toBeNull();
    expect(await axeViolations()).toEqual([]);

    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expectCompareAnswer(app, LISTED);
  });
});
