import { useId, useState } from 'react';
import type { RoleHistory } from '@engine/history-role';
import { AppLink } from '../../components/app-link/AppLink';
import { PermissionLink } from '../changes/change-links';
import { changesPath } from '../changes/changes-query';
import { HistorySection, OlderDatesToggle } from '../changes/HistorySection';
import { button } from '../../styles/shared.css';
import { ShowAllToggle } from '../../components/show-all-toggle/ShowAllToggle';
import { permissionChangeCounts, roleHistoryGroups, type RoleHistoryEntry } from './role-history-groups';
import * as styles from './RoleHistorySection.css';
import { plural } from '@engine/plural';

/** Entries shown per date before 'Show all'; a role added with its grants, or a big refresh, can bring 100 at once. */
export const ENTRIES_SHOWN = 10;
/** Dates shown before 'Show older dates'. */
export const GROUPS_SHOWN = 12;

function EntryText({ entry }: { entry: RoleHistoryEntry }) {
  switch (entry.kind) {
    case 'added':
      return <>Role added (first seen in the export)</>;
    case 'removed':
      return <>Role removed from the export</>;
    case 'back':
      return <>Role back in the export</>;
    case 'renamed':
      return (
        <>
          Renamed from {entry.from} to {entry.to}
        </>
      );
    case 'privileged':
      return <>{entry.to ? 'Now labelled privileged' : 'No longer labelled privileged'}</>;
    case 'description':
      return <>Description changed to “{entry.to}”</>;
    case 'inheritance':
      return <>Inherited roles changed</>;
    case 'gained':
    case 'lost':
      return (
        <>
          <span className={styles.kind}>{entry.kind === 'gained' ? 'Gained' : 'Lost'}: </span>
          <PermissionLink action={entry.action} condition={entry.condition} />
        </>
      );
  }
}

/** One date's changes; past ENTRIES_SHOWN the rest is behind a button. */
function DateGroup({
  date,
  previous,
  entries,
}: {
  date: string;
  previous: string | null;
  entries: RoleHistoryEntry[];
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const shown = open ? entries : entries.slice(0, ENTRIES_SHOWN);
  return (
    <li className={styles.group} data-date={date}>
      <h3 className={styles.dateHeading}>
        {previous ? <AppLink href={changesPath({ from: previous, to: date })}>{date}</AppLink> : date}{' '}
        <span className={styles.dateNote}>
          {previous ? `(first seen ${date}, made between ${previous} and ${date})` : `(first snapshot)`}
        </span>
      </h3>
      <ul id={listId} className={styles.entries} aria-label={`Changes first seen ${date}`}>
        {shown.map((entry, i) => (
          <li key={i} data-kind={entry.kind}>
            <EntryText entry={entry} />
          </li>
        ))}
      </ul>
      {entries.length > ENTRIES_SHOWN ? (
        <ShowAllToggle
          className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.more}`}
          expanded={open}
          onToggle={() => setOpen(!open)}
          controls={listId}
          first={ENTRIES_SHOWN}
          allLabel={`Show all ${entries.length} changes of ${date}`}
        />
      ) : null}
    </li>
  );
}

function HistoryBody({ history, dates }: { history: RoleHistory; dates: readonly string[] }) {
  const [allGroups, setAllGroups] = useState(false);
  const groups = roleHistoryGroups(history, dates);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const firstIndex = dates.indexOf(history.firstSeen);
  const { gained, lost } = permissionChangeCounts(history);
  const changeDates = groups.filter((g) => !(g.entries.length === 1 && g.entries[0].kind === 'added')).length;
  const shownGroups = allGroups ? groups : groups.slice(0, GROUPS_SHOWN);
  return (
    <>
      <p className={styles.fact}>
        {history.inFirstSnapshot ? (
          <>Present since the first snapshot, {first} (the role is at least that old).</>
        ) : (
          <>
            First seen{' '}
            <AppLink href={changesPath({ from: dates[firstIndex - 1], to: history.firstSeen })}>
              {history.firstSeen}
            </AppLink>{' '}
            (not in {dates[firstIndex - 1]}).
          </>
        )}
        {history.present ? null : <> Not in the newest snapshot, {last}.</>}
      </p>
      {changeDates === 0 ? (
        <p className={styles.fact} role="status">
          No changes since {history.firstSeen}.
        </p>
      ) : (
        <p className={styles.fact}>
          {plural(groups.length, 'snapshot date')} with changes; permissions: {gained} gained, {lost} lost.
        </p>
      )}
      {groups.length > 0 ? (
        <ul className={styles.entries} aria-label="Changes by snapshot date, newest first">
          {shownGroups.map((group) => (
            <DateGroup key={group.date} {...group} />
          ))}
        </ul>
      ) : null}
      <OlderDatesToggle total={groups.length} shown={GROUPS_SHOWN} expanded={allGroups} onToggle={setAllGroups} />
    </>
  );
}

/**
 * The role page's History: first seen, removals, renames, labels and every permission gained or lost, by snapshot
 * date. The history is downloaded only once this section comes near the screen.
 */
export function RoleHistorySection({ templateId }: { templateId: string }) {
  return (
    <HistorySection
      question="roleHistory"
      args={[templateId]}
      subject="role"
      note="Dates are snapshot dates: the week a change was first seen in Microsoft's weekly export of the role definitions, not the day Microsoft made it. A date links to everything that changed in that week."
      none={(first, last) => `This role is in none of the snapshots from ${first} to ${last}.`}
    >
      {(history, dates) => <HistoryBody history={history} dates={dates} />}
    </HistorySection>
  );
}
