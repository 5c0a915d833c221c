import { ErrorState } from '../../components/page-state/PageState';
import { errorMessage, useRetryRoles } from '../../state/roles';

/** The role pages' load error: a heading, the message, and 'Try again', which reloads the dataset. */
export function RolesLoadError({ heading, error }: { heading: string; error: unknown }) {
  const retry = useRetryRoles();
  return <ErrorState heading={heading} message={errorMessage(error)} onRetry={retry} />;
}
