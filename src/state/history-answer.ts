// History answers for components: like useEngineAnswer, but the history is fetched and loaded into the worker first.
import type { HistorySummary } from '@engine/engine';
import { askHistory, ensureHistory, type AsOfQuestion, type HistoryQuestion } from '../worker-bridge/engine-history';
import type { EngineAnswerOf, EngineArgs } from '../worker-bridge/engine-client';
import { engineCallKey, useKeyedAnswer, type EngineAnswer } from './engine-answer';

/**
 * A history question with its arguments, e.g. `['historyDiff', ['2023-06-18', '2023-09-20']]`, or an as-of question,
 * e.g. `['pairDetail', [a, b, view, { asOf }]]` (today's roles when `asOf` is undefined).
 */
export type HistoryCall<Q extends HistoryQuestion | AsOfQuestion> = readonly [question: Q, args: EngineArgs<Q>];

/** The answer to a history or as-of question (null: idle); only a page that asks one needing the history downloads it. */
export function useHistoryAnswer<Q extends HistoryQuestion | AsOfQuestion>(
  call: HistoryCall<Q> | null,
): EngineAnswer<EngineAnswerOf<Q>> {
  return useKeyedAnswer(call ? engineCallKey(call) : null, call?.[0] ?? '', (signal) =>
    askHistory(call![0], call![1], signal),
  );
}

/** The loaded history's facts (its snapshot dates); asking loads the history. `enabled` false stays idle. */
export function useHistorySummary(enabled = true): EngineAnswer<HistorySummary> {
  return useKeyedAnswer(enabled ? 'historySummary' : null, 'loadHistory', (signal) => ensureHistory(signal));
}
