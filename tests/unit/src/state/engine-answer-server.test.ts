// useEngineAnswer on the server (the prerender's render, in Node): it answers from the page's answers, and a question
// the route's loader did not declare throws, so the build stops instead of writing a loading state into the HTML.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { providePageAnswers } from '../../../../src/app/page-data';
import { engineCallKey, useEngineAnswer, type EngineCall } from '../../../../src/state/engine-answer';

const CALL: EngineCall<'datasetFacts'> = ['datasetFacts', []];

function Probe({ call }: { call: EngineCall<'datasetFacts'> | null }) {
  const answer = useEngineAnswer(call);
  return createElement('output', null, answer.state === 'hasData' ? JSON.stringify(answer.data) : answer.state);
}

afterEach(() => providePageAnswers([]));

describe('useEngineAnswer on the server', () => {
  it("renders the answer the page's data holds for its question", () => {
    providePageAnswers([[engineCallKey(CALL), { roles: 145 }]]);
    expect(renderToString(createElement(Probe, { call: CALL }))).toBe('<output>{&quot;roles&quot;:145}</output>');
  });

  it('throws, naming the question, when the page data does not answer it; asking nothing stays idle', () => {
    providePageAnswers([['["roleIndex",[]]', []]]);
    expect(() => renderToString(createElement(Probe, { call: CALL }))).toThrow(
      /asked the engine \["datasetFacts",\[\]\], which its route's loader does not declare/,
    );
    expect(renderToString(createElement(Probe, { call: null }))).toBe('<output>idle</output>');
  });
});
