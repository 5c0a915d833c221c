import type { HistoryEvent } from '@engine/history-timeline';
import type { ChangeRoles } from './change-roles';
import { groupByDate, KIND_LABELS, seenBetween } from './changes-query';
import { timelineCsv, timelineCsvName } from './changes-csv';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';
import { PermissionLink, RoleLink } from './change-links';
import { countRow } from '../../styles/shared.css';
import * as styles from './Changes.css';
import { plural } from '@engine/plural';

/** How many of the newest dates start open; older ones are one click (or Enter) away. */
const OPEN_GROUPS = 3;

function EventLine({ event, lookup }: { event: HistoryEvent; lookup: ChangeRoles | null }) {
  const role = <RoleLink templateId={event.templateId} name={event.name} lookup={lookup} />;
  switch (event.kind) {
    case 'roleAdded':
      return (
        <>
          {role} added, with {plural(event.permissionCount, 'permission')}
        </>
      );
    case 'roleRemoved':
      return <>{role} removed</>;
    case 'renamed':
      return (
        <>
          {event.from} renamed to <RoleLink templateId={event.templateId} name={event.to} lookup={lookup} />
        </>
      );
    case 'descriptionChanged':
      return (
        <>
          {role}: description changed to “{event.to}”
        </>
      );
    case 'privilegedChanged':
      return (
        <>
          {role}: {event.to ? 'now labelled privileged' : 'no longer labelled privileged'}
        </>
      );
    case 'permissionGranted':
    case 'permissionRevoked':
      return (
        <>
          {role} {event.kind === 'permissionGranted' ? 'gained' : 'lost'}{' '}
          <PermissionLink action={event.action} condition={event.condition} />
        </>
      );
    case 'inheritanceChanged':
      return <>{role}: inherited roles changed</>;
  }
}

/**
 * The timeline: per snapshot date (newest first) its count and its changes, each linking to the role and permission
 * pages; Export CSV saves the changes shown.
 */
export function ChangeTimeline({
  events,
  dates,
  lookup,
  filtered,
}: {
  events: HistoryEvent[];
  dates: readonly string[];
  lookup: ChangeRoles | null;
  /** Filters narrowed the events: the export's file name says so. */
  filtered: boolean;
}) {
  const groups = groupByDate(events);
  return (
    <div>
      <div className={countRow}>
        <p className={styles.count} role="status">
          {plural(events.length, 'change')} on {plural(groups.length, 'snapshot date')}
        </p>
        <DownloadCsvButton fileName={timelineCsvName(events, filtered)} csv={() => timelineCsv(events, dates)} />
      </div>
      {groups.map((group, i) => (
        <details key={group.date} className={styles.group} open={i < OPEN_GROUPS} data-date={group.date}>
          <summary className={styles.groupSummary}>
            {group.date}: {plural(group.events.length, 'change')}{' '}
            <span className={styles.groupNote}>(made {seenBetween(dates, group.date)})</span>
          </summary>
          <ul className={styles.entries} aria-label={`Changes first seen ${group.date}`}>
            {group.events.map((event, k) => (
              <li key={k} data-kind={event.kind}>
                <span className={styles.groupNote}>{KIND_LABELS[event.kind]}: </span>
                <EventLine event={event} lookup={lookup} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
