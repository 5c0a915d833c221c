import type { HistoryDiff, RoleChange } from '@engine/history-diff';
import type { RoleLookup } from '../../state/roles';
import { PermissionLink, RoleLink } from './change-links';
import { countRow } from '../../styles/shared.css';
import * as styles from './Changes.css';
import { diffCsv, diffCsvName } from './changes-csv';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';

function RoleChangeBlock({ change, lookup }: { change: RoleChange; lookup: RoleLookup | null }) {
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
export function HistoryDiffView({ diff, lookup }: { diff: HistoryDiff; lookup: RoleLookup | null }) {
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
        <section className={styles.section} aria-labelledby="diff-added">
          <h3 id="diff-added" className={styles.sectionHeading}>
            Roles added
          </h3>
          <ul className={styles.list}>
            {diff.rolesAdded.map((role) => (
              <li key={role.templateId}>
                <RoleLink {...role} lookup={lookup} /> (first seen {role.firstSeen})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {diff.rolesRemoved.length ? (
        <section className={styles.section} aria-labelledby="diff-removed">
          <h3 id="diff-removed" className={styles.sectionHeading}>
            Roles removed
          </h3>
          <ul className={styles.list}>
            {diff.rolesRemoved.map((role) => (
              <li key={role.templateId}>
                <RoleLink {...role} lookup={lookup} /> (last seen {role.lastSeen})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {renamed.length ? (
        <section className={styles.section} aria-labelledby="diff-renamed">
          <h3 id="diff-renamed" className={styles.sectionHeading}>
            Roles renamed
          </h3>
          <ul className={styles.list}>
            {renamed.map((change) => (
              <li key={change.templateId}>
                {change.renamedFrom} renamed to{' '}
                <RoleLink templateId={change.templateId} name={change.name} lookup={lookup} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {changed.length ? (
        <section className={styles.section} aria-labelledby="diff-changed">
          <h3 id="diff-changed" className={styles.sectionHeading}>
            Permissions gained and lost
          </h3>
          {changed.map((change) => (
            <RoleChangeBlock key={change.templateId} change={change} lookup={lookup} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
