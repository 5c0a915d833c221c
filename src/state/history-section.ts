// History sections on pages that are not about history (a role, a permission): fetched once on screen, retried on their own.
import { useEffect, useState, type RefObject } from 'react';
import type { HistorySummary } from '@engine/engine';
import type { EngineAnswerOf, EngineArgs, EngineQuestion } from '../worker-bridge/engine-client';
import { useEngineAnswer, type EngineAnswer } from './engine-answer';

/** How far below the viewport a section may be and still count as on screen (its answer is ready when scrolled to). */
const NEAR_SCREEN = '400px';

/**
 * True once the element has come on screen (or near it), or the page is printed (the next print then has it); it stays
 * true. Without IntersectionObserver: at once.
 */
export function useSeenOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `0px 0px ${NEAR_SCREEN} 0px` },
    );
    observer.observe(element);
    const onPrint = () => setSeen(true);
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [ref, seen]);
  return seen;
}

/** The questions about the role history a section asks (the worker reads the history the first time). */
export type HistoryQuestion = Extract<
  EngineQuestion,
  'snapshotOn' | 'historyDiff' | 'historyTimeline' | 'roleHistory' | 'permissionHistory' | 'datasetOn'
>;

export interface SectionHistory<T> {
  summary: EngineAnswer<HistorySummary>;
  answer: EngineAnswer<T>;
  /** Asks both again (the history download too, when it failed), without touching the page's other answers. */
  retry: () => void;
}

/**
 * A history question and the history's summary (its snapshot dates) for one section; `call` null stays idle and
 * downloads nothing. 'Try again' re-asks only these two, so the rest of the page keeps what it shows.
 */
export function useSectionHistory<Q extends HistoryQuestion>(
  call: readonly [question: Q, args: EngineArgs<Q>] | null,
): SectionHistory<EngineAnswerOf<Q>> {
  const [attempt, setAttempt] = useState(0);
  const summary = useEngineAnswer(call ? ['historySummary', []] : null, { attempt });
  const answer = useEngineAnswer<Q>(call, { attempt });
  return { summary, answer, retry: () => setAttempt((n) => n + 1) };
}

/** The history's summary (its snapshot dates) for one section; `enabled` false stays idle. 'Try again' re-asks it alone. */
export function useSectionSummary(enabled: boolean): { summary: EngineAnswer<HistorySummary>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const summary = useEngineAnswer(enabled ? ['historySummary', []] : null, { attempt });
  return { summary, retry: () => setAttempt((n) => n + 1) };
}
