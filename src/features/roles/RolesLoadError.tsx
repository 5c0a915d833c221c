import { ErrorState } from '../../components/page-state/PageState';
import { errorMessage } from '../../state/roles';
import { useRetryEngine } from '../../state/engine-retry';

/** The role pages' load error: a heading, the message, and 'Try again', which reloads the dataset. */
export function RolesLoadError({ heading, error }: { heading: string; error: unknown }) {
  const retry = useRetryEngine();
  return <ErrorState heading={heading} message={errorMessage(error)} onRetry={retry} />;
}
