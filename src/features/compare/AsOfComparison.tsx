import { useMemo } from 'react';
import type { ComparedRole } from '../../../workers/compare-page';
import { AppLink } from '../../components/app-link/AppLink';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { useSectionHistory } from '../../state/history-section';
import { errorMessage } from '../../state/roles';
import { usePermissionView } from '../../state/view';
import { ComparisonReport } from './ComparisonReport';
import { comparisonPath } from './comparison-link';
import { NotYetRolesAlert } from './NotYetRolesAlert';
import { UnknownIdsAlert } from './UnknownIdsAlert';
import { UnreadableRolesAlert } from './UnreadableRolesAlert';
import * as styles from './ComparisonReport.css';

interface AsOfComparisonProps {
  /** The selected roles known today with readable permissions, in URL order. */
  readable: ComparedRole[];
  unknownIds: string[];
  unreadable: ComparedRole[];
  /** The link's asOf date, as written. */
  date: string;
}

/**
 * /compare?ids=…&asOf=D: the roles as defined on D's snapshot (the newest on or before D). Roles the snapshot lacks
 * are named and left out; a date the history cannot answer (malformed, before the first snapshot) names the range.
 */
export function AsOfComparison({ readable, unknownIds, unreadable, date }: AsOfComparisonProps) {
  const [view] = usePermissionView();
  const { answer, retry } = useSectionHistory(['datasetOn', [date]]);
  const today = comparisonPath(
    readable.map((role) => role.templateId),
    view,
  );
  const dataset = answer.state === 'hasData' ? answer.data : null;
  const split = useMemo(() => {
    if (!dataset) return null;
    const there = new Set(dataset.roles.map((role) => role.templateId));
    return {
      present: readable.filter((role) => there.has(role.templateId)),
      notYet: readable.filter((role) => !there.has(role.templateId)),
      asOf: { date, snapshot: dataset.date },
    };
  }, [dataset, readable, date]);

  if (answer.state === 'hasError') {
    const badDate = answer.error instanceof Error && answer.error.name === 'HistoryDateError';
    return (
      <>
        <h1 className={styles.title}>Role Comparison Analysis</h1>
        <ErrorState
          heading={badDate ? `The date "${date}" is not in the role history` : 'Error loading the role history'}
          message={errorMessage(answer.error, 'The role history could not be loaded.')}
          onRetry={badDate ? undefined : retry}
          action={<AppLink href={today}>Compare today's definitions instead</AppLink>}
        />
      </>
    );
  }
  if (!split) {
    return (
      <>
        <h1 className={styles.title}>Role Comparison Analysis</h1>
        <LoadingState>Loading the roles as of {date}...</LoadingState>
      </>
    );
  }
  if (split.present.length < 2) {
    return (
      <>
        <h1 className={styles.title}>Role Comparison Analysis</h1>
        <UnknownIdsAlert unknownIds={unknownIds} />
        <UnreadableRolesAlert names={unreadable.map((role) => role.displayName)} />
        <NotYetRolesAlert names={split.notYet.map((role) => role.displayName)} asOf={split.asOf} />
        <p>
          Fewer than 2 of the selected roles existed on {date} (snapshot of {split.asOf.snapshot}), so there is nothing
          to compare. <AppLink href={today}>Compare today's definitions</AppLink>
        </p>
      </>
    );
  }
  return (
    <ComparisonReport
      selected={split.present}
      unknownIds={unknownIds}
      unreadable={unreadable}
      asOf={split.asOf}
      notYet={split.notYet}
    />
  );
}
