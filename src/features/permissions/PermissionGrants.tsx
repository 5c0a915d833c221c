import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { LoadingState } from '../../components/page-state/PageState';
import { EngineErrorNote } from '../../components/page-state/EngineErrorNote';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { permissionKey } from '@engine/permission-grammar';
import type { GrantingRoleRef } from '../../../workers/permission-page';
import { viewQuery } from '../../state/view';
import type { PermissionEntry } from './permission-index';
import { permissionGrantsCall } from './permission-questions';
import { GrantingRoleList } from './GrantingRoleList';
import { grantingRolesCsv, grantingRolesCsvName } from './granting-roles-csv';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';
import { useDatasetFacts } from '../../state/role-index';
import { useEngineAnswer } from '../../state/engine-answer';
import { endsRow } from '../../styles/shared.css';
import * as styles from './PermissionGrants.css';

interface PermissionGrantsProps {
  entry: PermissionEntry;
  view: PermissionView;
}

function rolesCount(n: number): string {
  return n === 1 ? '1 role grants' : `${n} roles grant`;
}

/** Which roles grant an action in the current view (asked of the worker), then each conditioned form on its own. */
export function PermissionGrants({ entry, view }: PermissionGrantsProps) {
  const answer = useEngineAnswer(permissionGrantsCall(entry.action, view));
  const datasetDate = useDatasetFacts()?.datasetDate ?? '';
  const linkSuffix = viewQuery(view, '?');
  const label = viewLabel(view);

  if (answer.state === 'hasError')
    return (
      <EngineErrorNote message="The roles granting this permission could not be worked out." error={answer.error} />
    );
  if (answer.state !== 'hasData') return <LoadingState>Finding the roles that grant this permission...</LoadingState>;
  const forms = answer.data ?? [];
  const byCondition = new Map(forms.map((form) => [form.condition, form.granting]));
  const unconditioned = entry.unconditioned ? byCondition.get(null) : null;
  const byTemplateId = new Map<string, GrantingRoleRef>(
    forms.flatMap((form) => (form.granting ?? []).map((g) => [g.templateId, g])),
  );

  return (
    <>
      <section className={styles.section} aria-labelledby="granting-roles">
        <h2 id="granting-roles" className={styles.heading}>
          Roles that grant it
        </h2>
        <div className={endsRow}>
          <p className={styles.viewNote}>
            View: <strong>{label}</strong>. Least-privileged first: fewest permissions in this view.
          </p>
          {forms.some((form) => form.granting?.length) ? (
            <DownloadCsvButton
              fileName={grantingRolesCsvName(entry.action, view)}
              csv={() => grantingRolesCsv(entry.action, forms, view, (id) => byTemplateId.get(id), datasetDate)}
            />
          ) : null}
        </div>
        {entry.unconditioned ? (
          <>
            <p className={styles.summary}>{rolesCount(unconditioned?.length ?? 0)} this action without a condition.</p>
            <GrantingRoleList
              memberKey={entry.action}
              granting={unconditioned ?? null}
              linkSuffix={linkSuffix}
              label="Roles that grant it"
            />
          </>
        ) : (
          <p className={styles.summary}>
            No built-in role grants this action without a condition; only its conditioned forms below.
          </p>
        )}
      </section>
      {entry.conditions.length > 0 ? (
        <section className={styles.section} aria-labelledby="conditioned-forms">
          <h2 id="conditioned-forms" className={styles.heading}>
            Conditioned forms
          </h2>
          <p className={styles.viewNote}>
            A conditioned grant is its own permission: it applies only to the user's own object (Self) or to objects the
            user owns (Owner). With wildcards on, the unconditioned action also covers its conditioned form; never the
            other way round.
          </p>
          {entry.conditions.map((condition) => {
            const key = permissionKey(entry.action, condition);
            const granting = byCondition.get(condition) ?? null;
            return (
              <div key={key} className={styles.form}>
                <h3 className={styles.formHeading}>
                  <code className={styles.action}>{key}</code> <ConditionBadge condition={condition} />
                </h3>
                <p className={styles.summary}>{rolesCount(granting?.length ?? 0)} this conditioned form.</p>
                <GrantingRoleList
                  memberKey={key}
                  granting={granting}
                  linkSuffix={linkSuffix}
                  label={`Roles that grant ${key}`}
                />
              </div>
            );
          })}
        </section>
      ) : null}
    </>
  );
}
