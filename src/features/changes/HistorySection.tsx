// The History section of a page that is not about history (a role, a permission): the history is downloaded once the
// section comes near the screen, and a failure is shown and retried here without touching the rest of the page.
import { useId, useRef, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { useSeenOnScreen, useSectionHistory, type HistoryQuestion } from '../../state/history-section';
import { errorMessage } from '../../state/roles';
import { button, noPrint, printOnly } from '../../styles/shared.css';
import type { EngineAnswerOf, EngineArgs } from '../../worker-bridge/engine-client';
import * as styles from './HistorySection.css';

interface HistorySectionProps<Q extends HistoryQuestion> {
  question: Q;
  args: EngineArgs<Q>;
  /** What the section is about, in "The {subject}'s history could not be loaded" and "Loading the {subject}'s history". */
  subject: string;
  /** The line under the heading: what the dates mean. */
  note: ReactNode;
  /** The text when the answer is null (nothing in any snapshot), given the first and last snapshot dates. */
  none: (first: string, last: string) => string;
  children: (answer: NonNullable<EngineAnswerOf<Q>>, dates: readonly string[]) => ReactNode;
}

export function HistorySection<Q extends HistoryQuestion>({
  question,
  args,
  subject,
  note,
  none,
  children,
}: HistorySectionProps<Q>) {
  const ref = useRef<HTMLElement>(null);
  const onScreen = useSeenOnScreen(ref);
  const { summary, answer, retry } = useSectionHistory<Q>(onScreen ? [question, args] : null);
  const headingId = useId();

  let body;
  const failed = summary.state === 'hasError' ? summary : answer.state === 'hasError' ? answer : null;
  if (failed) {
    body = (
      <ErrorState
        heading={`The ${subject}'s history could not be loaded`}
        message={`${errorMessage(failed.error, 'The role history could not be loaded.')} The rest of this page is not affected.`}
        onRetry={retry}
      />
    );
  } else if (summary.state === 'hasData' && answer.state === 'hasData') {
    const { dates } = summary.data;
    body = answer.data ? (
      children(answer.data as NonNullable<EngineAnswerOf<Q>>, dates)
    ) : (
      <p className={styles.fact} role="status">
        {none(dates[0], dates[dates.length - 1])}
      </p>
    );
  } else {
    // On paper 'Loading' would stay forever: the print says the history is not in it (printing starts the load).
    body = (
      <>
        <div className={noPrint}>
          <LoadingState>{`Loading the ${subject}'s history...`}</LoadingState>
        </div>
        <p className={`${styles.fact} ${printOnly}`}>
          {`Not included: the ${subject}'s history had not loaded when this page was printed; print again in a moment to include it.`}
        </p>
      </>
    );
  }

  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        History
      </h2>
      <p className={styles.note}>{note}</p>
      {body}
    </section>
  );
}

/** Below a history's newest dates: shows the older ones, or folds them away again. Nothing when all are shown. */
export function OlderDatesToggle({
  total,
  shown,
  expanded,
  onToggle,
}: {
  total: number;
  shown: number;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}) {
  if (total <= shown) return null;
  return (
    <button
      type="button"
      className={button({ tone: 'secondary', size: 'sm' })}
      aria-expanded={expanded}
      onClick={() => onToggle(!expanded)}
    >
      {expanded ? `Show the newest ${shown} dates only` : `Show ${total - shown} older dates`}
    </button>
  );
}
