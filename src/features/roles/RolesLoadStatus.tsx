import { LoadingState } from '../../components/page-state/PageState';
import { RolesLoadError } from './RolesLoadError';

/** Any data state that is not there yet: the dataset still loading, or its load failed. */
export type PendingRoles = { state: 'loading' } | { state: 'hasError'; error: unknown };

/** What a page shows until the role dataset is there: its loading line, or the load error with 'Try again'. */
export function RolesLoadStatus({
  status,
  loading,
  errorHeading,
}: {
  status: PendingRoles;
  loading: string;
  errorHeading: string;
}) {
  if (status.state === 'loading') return <LoadingState>{loading}</LoadingState>;
  return <RolesLoadError heading={errorHeading} error={status.error} />;
}
