// A worker that cannot start, is served as HTML, disappears mid-session or stops answering: in real Chromium, the page
// shows the error with 'Try again' (never a spinner forever), and 'Try again' gives the real answer on a fresh real worker.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Role } from '../../src/data/role-model';
import type { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { stopEngine } from '../../src/worker-bridge/engine-client';
import {
  answerWorkerScriptRequests,
  axeViolations,
  failDatasetRequests,
  renderApp,
  resetBetweenTests,
  restoreNetworkEdge,
  type RenderedApp,
} from './harness';
import { loadComparisonOracle } from './engine-oracle';

const WAIT = { timeout: 15_000 };
const LISTED: PermissionView = { inherit: false, wildcards: false };
const PASSWORD = 'microsoft.directory/users/password/update';
/** A short deadline for the tests that need one to pass (the app's 30 s is too long for a test). */
const TEST_DEADLINE_MS = 500;
const WORKER_FAILED = 'The analysis engine could not run. Try again to restart it.';

let engine: RoleEngine;
let ga: Role;
let gr: Role;

beforeAll(async () => {
  ({ engine, globalAdministrator: ga, globalReader: gr } = await loadComparisonOracle());
});

resetBetweenTests();
afterEach(() => {
  vi.unstubAllGlobals();
  stopEngine();
});

/** Every engine worker the page makes from now on, in order (the global Worker subclassed; undone by vi.unstubAllGlobals). */
function recordWorkers(): Worker[] {
  const made: Worker[] = [];
  const RealWorker = window.Worker;
  vi.stubGlobal(
    'Worker',
    class extends RealWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        made.push(this);
      }
    },
  );
  return made;
}

/** The clock shortened: every AbortSignal.timeout of the page fires after at most TEST_DEADLINE_MS (undone by vi.restoreAllMocks). */
function shortenDeadlines(): void {
  const realTimeout = AbortSignal.timeout.bind(AbortSignal);
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => realTimeout(Math.min(ms, TEST_DEADLINE_MS)));
}

async function expectCompareError(app: RenderedApp) {
  await expect.element(app.screen.getByRole('heading', { name: 'Error analyzing roles' }), WAIT).toBeVisible();
  await expect.element(app.screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(app.screen.getByText('Analyzing roles...').query()).toBeNull();
  expect(await axeViolations()).toEqual([]);
}

async function expectLoadError(app: RenderedApp, heading: string, message: string) {
  await expect.element(app.screen.getByRole('heading', { name: heading }), WAIT).toBeVisible();
  await expect.element(app.screen.getByText(message, { exact: false })).toBeVisible();
  await expect.element(app.screen.getByRole('button', { name: 'Try again' })).toBeVisible();
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
  it('worker script blocked (network edge mocked: its request fails): compare shows the error and Try again, which then gives the real answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Blocked for every worker the page starts: the footer's question and the page's may each start one.
    await answerWorkerScriptRequests(['offline', 'offline', 'offline']);
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    // The worker reads the dataset: without it the roles cannot load.
    await expectLoadError(app, 'Error Loading Roles', WORKER_FAILED);

    await restoreNetworkEdge();
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expectCompareAnswer(app, LISTED);
  });

  it('worker script served as HTML (network edge mocked): the finder shows the error and Try again, which then answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asHtml = { body: '<!doctype html><title>Not here</title>', contentType: 'text/html' };
    await answerWorkerScriptRequests([asHtml, asHtml, asHtml]);
    const app = await renderApp(`/finder?need=${PASSWORD}`);
    await expectLoadError(app, 'Error Loading Permissions', WORKER_FAILED);
    expect(app.screen.getByText('Finding the least-privileged roles...').query()).toBeNull();

    await restoreNetworkEdge();
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expect.element(app.screen.getByRole('list', { name: 'Single roles' }), WAIT).toBeVisible();
    expect(app.screen.getByRole('button', { name: 'Try again' }).query()).toBeNull();
  });

  it('worker gone mid-session without an event (the clock shortened): the view toggle and Export CSV stop waiting at the deadline; Try again answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stopEngine();
    const made = recordWorkers();
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expectCompareAnswer(app, LISTED);
    shortenDeadlines();

    // Terminating from outside fires nothing on the Worker object, as when the worker closes itself.
    made[made.length - 1].terminate();
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Inherited' }));
    const exportButton = app.screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportButton);
    await expectCompareError(app);
    await expect.element(app.screen.getByText('Export failed'), WAIT).toBeVisible();
    await expect.element(exportButton).toHaveAttribute('aria-busy', 'false');

    vi.restoreAllMocks(); // the real deadline: the fresh worker's first question waits for its read of the dataset
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expectCompareAnswer(app, { inherit: true, wildcards: false });
    expect(made.length).toBeGreaterThanOrEqual(2);
  });

  it('a question past its deadline (network edge mocked: a worker script that never answers; the clock shortened): the finder stops waiting, and Try again answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shortenDeadlines();
    await answerWorkerScriptRequests([{ body: 'self.onmessage = () => {};', contentType: 'text/javascript' }]);
    const app = await renderApp(`/finder?need=${PASSWORD}`);
    await expectLoadError(app, 'Error Loading Permissions', 'did not answer in time');

    await restoreNetworkEdge();
    vi.restoreAllMocks();
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expect.element(app.screen.getByRole('list', { name: 'Single roles' }), WAIT).toBeVisible();
  });

  it('without Web Workers the page says so plainly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stopEngine();
    vi.stubGlobal('Worker', undefined);
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expect
      .element(app.screen.getByText('This browser cannot run the analysis: Web Workers are unavailable.'), WAIT)
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('/compare with valid ids while the dataset request fails (network edge mocked) shows the data error, not Invalid Comparison', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await failDatasetRequests();
    const app = await renderApp(`/compare?ids=${ga.templateId},${gr.templateId}`);
    await expect.element(app.screen.getByRole('heading', { name: 'Error Loading Roles' }), WAIT).toBeVisible();
    expect(app.screen.getByRole('heading', { name: 'Invalid Comparison' }).query()).toBeNull();
    expect(app.screen.getByText('Please select at least 2 roles to compare.').query()).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await restoreNetworkEdge();
    await userEvent.click(app.screen.getByRole('button', { name: 'Try again' }));
    await expectCompareAnswer(app, LISTED);
  });
});
