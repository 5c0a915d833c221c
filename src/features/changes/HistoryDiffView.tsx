import type { ReactNode } from 'react';
import type { HistoryDiff, RoleChange } from '@engine/history-diff';
import type { ChangeRoles } from './change-roles';
import { PermissionLink, RoleLink } from './change-links';
import { countRow } from '../../styles/shared.css';
import * as styles from './Changes.css';
import { diffCsv, diffCsvName } from './changes-csv';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';

function RoleChangeBlock({ change, lookup }: { change: RoleChange; lookup: ChangeRoles | null }) {
  return (
    <section aria-label={change.name}>
      <h4 className={styles.roleHeading}>
        <RoleLink templateId={change.templateId} name={change.name} lookup={lookup} />
      </h4>
      <ul className={styles.list}>
        {change.privileged ? (
          <li>{change.privileged.to ? 'Now labelled privileged' : 'No longer labelled privileged'}</li>
        ) : null}
        {change.descriptionChanged ? <li>Description changed</li> : null}
        {change.inheritance ? <li>Inherited roles changed</li> : null}
        {change.added.map((grant) => (
          <li key={`+${grant.action}${grant.condition}`}>
            Gained <PermissionLink {...grant} />
          </li>
        ))}
        {change.removed.map((grant) => (
          <li key={`-${grant.action}${grant.condition}`}>
            Lost <PermissionLink {...grant} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The net difference between two snapshots: roles added, removed and renamed, then per role what it gained and lost. */
export function HistoryDiffView({ diff, lookup }: { diff: HistoryDiff; lookup: ChangeRoles | null }) {
  const renamed = diff.roleChanges.filter((c) => c.renamedFrom !== undefined);
  const changed = diff.roleChanges.filter(
    (c) => c.added.length || c.removed.length || c.privileged || c.descriptionChanged || c.inheritance,
  );
  const nothing = !diff.rolesAdded.length && !diff.rolesRemoved.length && !diff.roleChanges.length;
  return (
    <div>
      <div className={countRow}>
        <p className={styles.count} role="status">
          {nothing
            ? `No changes between the snapshots of ${diff.from} and ${diff.to}.`
            : `Between the snapshots of ${diff.from} and ${diff.to}: ${diff.rolesAdded.length} added, ${diff.rolesRemoved.length} removed, ${renamed.length} renamed, ${changed.length} with other changes.`}
        </p>
        {nothing ? null : <DownloadCsvButton fileName={diffCsvName(diff)} csv={() => diffCsv(diff)} />}
      </div>
      {diff.rolesAdded.length ? (
        <DiffSection id="diff-added" heading="Roles added">
          <ul className={styles.list}>
            {diff.rolesAdded.map((role) => (
              <li key={role.templateId}>
                <RoleLink {...role} lookup={lookup} /> (first seen {role.firstSeen})
              </li>
            ))}
          </ul>
        </DiffSection>
      ) : null}
      {diff.rolesRemoved.length ? (
        <DiffSection id="diff-removed" heading="Roles removed">
          <ul className={styles.list}>
            {diff.rolesRemoved.map((role) => (
              <li key={role.templateId}>
                <RoleLink {...role} lookup={lookup} /> (last seen {role.lastSeen})
              </li>
            ))}
          </ul>
        </DiffSection>
      ) : null}
      {renamed.length ? (
        <DiffSection id="diff-renamed" heading="Roles renamed">
          <ul className={styles.list}>
            {renamed.map((change) => (
              <li key={change.templateId}>
                {change.renamedFrom} renamed to{' '}
                <RoleLink templateId={change.templateId} name={change.name} lookup={lookup} />
              </li>
            ))}
          </ul>
        </DiffSection>
      ) : null}
      {changed.length ? (
        <DiffSection id="diff-changed" heading="Permissions gained and lost">
          {changed.map((change) => (
            <RoleChangeBlock key={change.templateId} change={change} lookup={lookup} />
          ))}
        </DiffSection>
      ) : null}
    </div>
  );
}

/** One part of the difference, under its heading; the page shows only the parts that have something. */
function DiffSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionHeading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}
