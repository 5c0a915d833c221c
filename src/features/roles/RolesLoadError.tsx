import { ErrorState } from '../../components/page-state/PageState';
import { errorMessage, useRetryRoles } from '../../state/roles';
import { button } from '../../styles/shared.css';

/** The role pages' load error: a heading, the message, and 'Try again', which reloads the dataset. */
export function RolesLoadError({ heading, error }: { heading: string; error: unknown }) {
  const retry = useRetryRoles();
  return (
    <ErrorState
      heading={heading}
      message={errorMessage(error)}
      action={
        <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
          Try again
        </button>
      }
    />
  );
}
