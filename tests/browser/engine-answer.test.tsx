// useEngineAnswer in real Chromium with the real worker: one Loadable per question, keyed by the question itself;
// a changed question or an unmount aborts the call in flight, and two components asking the same question each get it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { PermissionView } from '@engine/catalog';
import { providePageAnswers } from '../../src/app/page-data';
import { engineCallKey, useEngineAnswer, type EngineCall } from '../../src/state/engine-answer';
import type { EngineQuestion } from '../../src/worker-bridge/engine-client';
import { unsettledEngineCalls } from '../../src/worker-bridge/engine-client';
import { loadComparisonOracle, type ComparisonOracle } from './engine-oracle';
import { answerDatasetRequests, releaseDatasetRequest, renderAndHydrate, restoreNetworkEdge } from './harness';

const LISTED: PermissionView = { inherit: false, wildcards: false };

let oracle: ComparisonOracle;

beforeAll(async () => {
  oracle = await loadComparisonOracle();
});
afterEach(restoreNetworkEdge);

/** Shows the hook's state and data, and records every state it rendered. */
function Probe<Q extends EngineQuestion>({
  call,
  label,
  seen,
}: {
  call: EngineCall<Q> | null;
  label: string;
  seen?: string[];
}) {
  const answer = useEngineAnswer(call);
  const text = `${answer.state}${answer.state === 'hasData' ? ` ${JSON.stringify(answer.data)}` : ''}`;
  seen?.push(text);
  return <output aria-label={label}>{text}</output>;
}

const statsCall = (a: string, b: string): EngineCall<'quickStats'> => ['quickStats', [[a, b], LISTED]];

describe('useEngineAnswer', () => {
  // The worker's dataset request is held (network edge mocked), so each question waits for the dataset until it is released.
  it('aborts the question in flight when the question changes or the component unmounts; shows only the current answer', async () => {
    await answerDatasetRequests(['hold']);
    const { globalAdministrator: ga, globalReader: gr, userAdministrator: ua } = oracle;
    const seen: string[] = [];
    const screen = await render(<Probe call={statsCall(ga.templateId, gr.templateId)} label="answer" seen={seen} />);
    await expect.element(screen.getByRole('status', { name: 'answer' })).toHaveTextContent('loading');
    expect(unsettledEngineCalls()).toBe(1);

    await screen.rerender(<Probe call={statsCall(ga.templateId, ua.templateId)} label="answer" seen={seen} />);
    await expect.poll(() => unsettledEngineCalls()).toBe(1); // the first question left, the second waits

    await screen.unmount();
    await expect.poll(() => unsettledEngineCalls()).toBe(0);

    const again = await render(<Probe call={statsCall(ga.templateId, gr.templateId)} label="answer" seen={seen} />);
    await again.rerender(<Probe call={statsCall(ga.templateId, ua.templateId)} label="answer" seen={seen} />);
    await releaseDatasetRequest();
    const expected = oracle.engine.quickStats([ga.templateId, ua.templateId], LISTED);
    await expect
      .element(again.getByRole('status', { name: 'answer' }))
      .toHaveTextContent(`hasData ${JSON.stringify(expected)}`);
    const stale = `hasData ${JSON.stringify(oracle.engine.quickStats([ga.templateId, gr.templateId], LISTED))}`;
    expect(seen).not.toContain(stale);
    expect(unsettledEngineCalls()).toBe(0);
  });

  it('gives two components asking the same question the answer each', async () => {
    const { globalReader: gr } = oracle;
    const call: EngineCall<'explainRole'> = ['explainRole', [gr.templateId, LISTED]];
    const screen = await render(
      <>
        <Probe call={call} label="first" />
        <Probe call={['explainRole', [gr.templateId, { inherit: false, wildcards: false }]]} label="second" />
      </>,
    );
    const expected = `hasData ${JSON.stringify(oracle.engine.explainRole(gr.templateId, LISTED))}`;
    await expect.element(screen.getByRole('status', { name: 'first' })).toHaveTextContent(expected);
    await expect.element(screen.getByRole('status', { name: 'second' })).toHaveTextContent(expected);
  });

  it('is idle with no question, and reads a failed question as an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { globalAdministrator: ga, globalReader: gr } = oracle;
    // The engine cannot read a missing view: the worker's call fails.
    const broken: EngineCall<'pairDetail'> = [
      'pairDetail',
      [ga.templateId, gr.templateId, null as unknown as PermissionView],
    ];
    const screen = await render(
      <>
        <Probe call={null} label="idle" />
        <Probe call={broken} label="broken" />
      </>,
    );
    await expect.element(screen.getByRole('status', { name: 'idle' })).toHaveTextContent('idle');
    await expect.element(screen.getByRole('status', { name: 'broken' })).toHaveTextContent('hasError');
    vi.restoreAllMocks();
  });

  // Network edge mocked: the worker's dataset request is held, so only the page's embedded answer can answer at once.
  it("reads the page's embedded answer where React hydrates the HTML; a part mounted on the client alone asks the worker", async () => {
    await answerDatasetRequests(['hold']);
    const { globalAdministrator: ga, globalReader: gr } = oracle;
    const call = statsCall(ga.templateId, gr.templateId);
    const answer = oracle.engine.quickStats([ga.templateId, gr.templateId], LISTED);
    providePageAnswers([[engineCallKey(call), answer]]);
    const hydrated = `hasData ${JSON.stringify(answer)}`;
    const { container, hydrationErrors } = renderAndHydrate(<Probe call={call} label="hydrated" />);
    expect(container.textContent).toBe(hydrated);
    const screen = await render(<Probe call={call} label="mounted later" />);
    await expect.element(screen.getByRole('status', { name: 'mounted later' })).toHaveTextContent('loading');
    expect(container.textContent).toBe(hydrated);
    expect(hydrationErrors).toEqual([]);
    expect(unsettledEngineCalls()).toBe(1); // the hydrated one asks nothing
    await releaseDatasetRequest();
    await expect.element(screen.getByRole('status', { name: 'mounted later' })).toHaveTextContent(hydrated);
  });
});
