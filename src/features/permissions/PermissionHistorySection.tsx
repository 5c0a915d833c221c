import { useMemo, useState } from 'react';
import type { PermissionHistory, PermissionHolderChange } from '@engine/history-permission';
import { AppLink } from '../../components/app-link/AppLink';
import { roleSlug } from '../../data/slug';
import { changesPath } from '../changes/changes-query';
import { HistorySection, OlderDatesToggle } from '../changes/HistorySection';
import { useRoleIndex } from '../../state/role-index';
import { permissionHistoryGroups } from './permission-history-groups';
import * as styles from './PermissionHistorySection.css';

/** Dates shown before 'Show older dates'. */
const GROUPS_SHOWN = 12;

/** Today's slug of each built-in role, by template id: a link follows a role's renames. */
type SlugsToday = ReadonlyMap<string, string>;

function ChangeItem({ change, slugs }: { change: PermissionHolderChange; slugs: SlugsToday }) {
  const how =
    change.via === 'role' ? (change.change === 'gained' ? ' (the role was added)' : ' (the role was removed)') : '';
  return (
    <li data-change={change.change}>
      {/* Named as it was then, linked to its page today; a role the dataset no longer has, by that name. */}
      <AppLink href={`/roles/${slugs.get(change.templateId) ?? roleSlug(change.name)}`}>{change.name}</AppLink>
      {change.condition ? <span className={styles.code}> [{change.condition}]</span> : null}
      {how}
    </li>
  );
}

function ChangeList({
  label,
  changes,
  slugs,
}: {
  label: string;
  changes: PermissionHolderChange[];
  slugs: SlugsToday;
}) {
  if (changes.length === 0) return null;
  return (
    <>
      <p className={styles.fact}>{label}</p>
      <ul className={styles.entries} aria-label={label}>
        {changes.map((change) => (
          <ChangeItem key={`${change.templateId}|${change.condition}`} change={change} slugs={slugs} />
        ))}
      </ul>
    </>
  );
}

function HistoryBody({ history, dates }: { history: PermissionHistory; dates: readonly string[] }) {
  // Asked once the history is in (never in the prerender): the roles' compact index, not the dataset.
  const index = useRoleIndex({ builtInOnly: true });
  const roles = index.state === 'hasData' ? index.data : null;
  const slugs = useMemo(() => new Map((roles ?? []).map((role) => [role.templateId, role.slug])), [roles]);
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
              <ChangeList label={`Gained it (first seen ${group.date})`} changes={group.gained} slugs={slugs} />
              <ChangeList label={`Lost it (first seen ${group.date})`} changes={group.lost} slugs={slugs} />
            </li>
          ))}
        </ul>
      )}
      <OlderDatesToggle total={groups.length} shown={GROUPS_SHOWN} expanded={all} onToggle={setAll} />
    </>
  );
}

/** The permission page's History: which roles gained or lost the action (under any condition), when; fetched once on screen. */
export function PermissionHistorySection({ action }: { action: string }) {
  return (
    <HistorySection
      question="permissionHistory"
      args={[action]}
      subject="permission"
      note="Which built-in roles gained or lost this permission, by snapshot date: the week a change was first seen in Microsoft's weekly export of the role definitions, not the day Microsoft made it."
      none={(first, last) => `No built-in role held this permission in any snapshot from ${first} to ${last}.`}
    >
      {(history, dates) => <HistoryBody history={history} dates={dates} />}
    </HistorySection>
  );
}
