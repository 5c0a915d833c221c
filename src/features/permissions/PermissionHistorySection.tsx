import { useId, useRef, useState } from 'react';
import type { PermissionHistory, PermissionHolderChange } from '@engine/history-permission';
import { AppLink } from '../../components/app-link/AppLink';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { RoleLink } from '../changes/change-links';
import { changesPath } from '../changes/changes-query';
import { useSeenOnScreen, useSectionHistory } from '../../state/history-section';
import { errorMessage, useRoleLookup, type RoleLookup } from '../../state/roles';
import { button } from '../../styles/shared.css';
import { permissionHistoryGroups } from './permission-history-groups';
import * as styles from './PermissionHistorySection.css';

/** Dates shown before 'Show older dates'. */
const GROUPS_SHOWN = 12;

function ChangeItem({ change, lookup }: { change: PermissionHolderChange; lookup: RoleLookup | null }) {
  const how =
    change.via === 'role' ? (change.change === 'gained' ? ' (the role was added)' : ' (the role was removed)') : '';
  return (
    <li data-change={change.change}>
      <RoleLink templateId={change.templateId} name={change.name} lookup={lookup} />
      {change.condition ? <span className={styles.code}> [{change.condition}]</span> : null}
      {how}
    </li>
  );
}

function ChangeList({
  label,
  changes,
  lookup,
}: {
  label: string;
  changes: PermissionHolderChange[];
  lookup: RoleLookup | null;
}) {
  if (changes.length === 0) return null;
  return (
    <>
      <p className={styles.fact}>{label}</p>
      <ul className={styles.entries} aria-label={label}>
        {changes.map((change) => (
          <ChangeItem key={`${change.templateId}|${change.condition}`} change={change} lookup={lookup} />
        ))}
      </ul>
    </>
  );
}

function HistoryBody({ history, dates }: { history: PermissionHistory; dates: readonly string[] }) {
  const lookup = useRoleLookup();
  const [all, setAll] = useState(false);
  const groups = permissionHistoryGroups(history.changes, dates);
  const first = dates[0];
  const firstIndex = dates.indexOf(history.firstSeen);
  const shown = all ? groups : groups.slice(0, GROUPS_SHOWN);
  return (
    <>
      <p className={styles.fact}>
        {firstIndex === 0 ? (
          <>
            Held by {history.inFirstSnapshot.length} {history.inFirstSnapshot.length === 1 ? 'role' : 'roles'} in the
            first snapshot, {first} (those grants are at least that old).
          </>
        ) : (
          <>
            First seen{' '}
            <AppLink href={changesPath({ from: dates[firstIndex - 1], to: history.firstSeen })}>
              {history.firstSeen}
            </AppLink>{' '}
            (no role held it in {dates[firstIndex - 1]}).
          </>
        )}
      </p>
      {groups.length === 0 ? (
        <p className={styles.fact} role="status">
          No role gained or lost it since {first}.
        </p>
      ) : (
        <ul className={styles.groups} aria-label="Roles that gained or lost this permission, newest first">
          {shown.map((group) => (
            <li key={group.date} className={styles.group} data-date={group.date}>
              <h3 className={styles.dateHeading}>
                {group.previous ? (
                  <AppLink href={changesPath({ from: group.previous, to: group.date })}>{group.date}</AppLink>
                ) : (
                  group.date
                )}{' '}
                <span className={styles.dateNote}>
                  {group.previous ? `(made between ${group.previous} and ${group.date})` : '(first snapshot)'}
                </span>
              </h3>
              <ChangeList label={`Gained it (first seen ${group.date})`} changes={group.gained} lookup={lookup} />
              <ChangeList label={`Lost it (first seen ${group.date})`} changes={group.lost} lookup={lookup} />
            </li>
          ))}
        </ul>
      )}
      {groups.length > GROUPS_SHOWN ? (
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? `Show the newest ${GROUPS_SHOWN} dates only` : `Show ${groups.length - GROUPS_SHOWN} older dates`}
        </button>
      ) : null}
    </>
  );
}

/** The permission page's History: which roles gained or lost the action (under any condition), when; fetched once on screen. */
export function PermissionHistorySection({ action }: { action: string }) {
  const ref = useRef<HTMLElement>(null);
  const onScreen = useSeenOnScreen(ref);
  const { summary, answer, retry } = useSectionHistory(onScreen ? ['permissionHistory', [action]] : null);
  const headingId = useId();

  let body;
  const failed = summary.state === 'hasError' ? summary : answer.state === 'hasError' ? answer : null;
  if (failed) {
    body = (
      <ErrorState
        heading="The permission's history could not be loaded"
        message={`${errorMessage(failed.error, 'The role history could not be loaded.')} The rest of this page is not affected.`}
        onRetry={retry}
      />
    );
  } else if (summary.state === 'hasData' && answer.state === 'hasData') {
    const { dates } = summary.data;
    body = answer.data ? (
      <HistoryBody history={answer.data} dates={dates} />
    ) : (
      <p className={styles.fact} role="status">
        No built-in role held this permission in any snapshot from {dates[0]} to {dates[dates.length - 1]}.
      </p>
    );
  } else {
    body = <LoadingState>Loading the permission's history...</LoadingState>;
  }

  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        History
      </h2>
      <p className={styles.note}>
        Which built-in roles gained or lost this permission, by snapshot date: the week a change was first seen in
        Microsoft's weekly export of the role definitions, not the day Microsoft made it.
      </p>
      {body}
    </section>
  );
}
