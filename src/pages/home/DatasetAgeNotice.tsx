import { Link } from 'wouter';
import { daysSince, useNow } from '../../state/docs-notes';
import { useHydrated } from '../../app/use-hydrated';
import { useDatasetFacts } from '../../state/role-index';
import { callout } from '../../styles/shared.css';

/** Past this many days the home page says the dataset is old. */
export const STALE_AFTER_DAYS = 60;

/** Says on the home page when the dataset is more than 60 days old; nothing while the roles load or when it is fresh. */
export function DatasetAgeNotice() {
  const datasetDate = useDatasetFacts()?.datasetDate ?? null;
  const now = useNow();
  // Depends on today: shown once a prerendered page is hydrated, so the build's date never reaches the visitor.
  const hydrated = useHydrated();
  const days = datasetDate ? daysSince(datasetDate, now) : null;
  if (!hydrated || datasetDate === null || days === null || days <= STALE_AFTER_DAYS) return null;
  return (
    <p className={callout({ tone: 'warning' })} role="note">
      This dataset is {days} days old (data as of {datasetDate}): changes Microsoft made to the built-in roles since
      then are not shown. See <Link href="/data">About the data</Link>.
    </p>
  );
}
