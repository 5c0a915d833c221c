import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import type { EngineAnswer } from '../../state/engine-answer';
import { useRetryEngine } from '../../state/engine-retry';
import { errorMessage } from '../../state/roles';

/** While `answer` loads, or when it failed (with 'Try again'): what the page shows in its place; null once it has data. */
export function AnswerState({
  answer,
  loading,
  errorHeading,
}: {
  answer: EngineAnswer<unknown>;
  loading: string;
  errorHeading: string;
}) {
  const retry = useRetryEngine();
  if (answer.state === 'hasData') return null;
  if (answer.state === 'hasError')
    return (
      <ErrorState
        heading={errorHeading}
        message={errorMessage(answer.error, 'The takeover data could not be loaded.')}
        onRetry={retry}
      />
    );
  return <LoadingState>{loading}</LoadingState>;
}
