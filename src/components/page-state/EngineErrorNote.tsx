import { useRetryEngine } from '../../state/engine-retry';
import { isEngineFailure } from '../../worker-bridge/engine-client';
import { button } from '../../styles/shared.css';

/**
 * An engine answer that failed, in a section of a page: what could not be worked out, the engine's own message when the
 * worker failed, and 'Try again', which asks every engine answer again on a fresh worker.
 */
export function EngineErrorNote({
  message,
  error,
  className,
}: {
  message: string;
  error?: unknown;
  className?: string;
}) {
  const retry = useRetryEngine();
  return (
    <div role="alert">
      <p className={className}>
        {message}
        {isEngineFailure(error) ? ` ${error.message}` : ''}
      </p>
      <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
        Try again
      </button>
    </div>
  );
}
