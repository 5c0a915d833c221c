import { ErrorState } from '../../components/page-state/PageState';
import { errorMessage, useRetryRoles } from '../../state/roles';
import { button } from '../../styles/shared.css';

/** 'Error Loading Permissions' with the load error's message and a retry, for the permissions pages and the finder. */
export function PermissionsLoadError({ error }: { error: unknown }) {
  const retry = useRetryRoles();
  return (
    <ErrorState
      heading="Error Loading Permissions"
      message={errorMessage(error)}
      action={
        <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
          Try again
        </button>
      }
    />
  );
}
