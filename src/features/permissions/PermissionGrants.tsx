import { useMemo } from 'react';
import { ConditionBadge } from '../../components/role-details-dialog/ConditionBadge';
import { LoadingState } from '../../components/page-state/PageState';
import { EngineErrorNote } from '../../components/page-state/EngineErrorNote';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { permissionKey } from '@engine/permission-grammar';
import { viewQuery } from '../../state/view';
import type { PermissionEntry } from './permission-index';
import { GrantingRoleList } from './GrantingRoleList';
import { grantingRolesCsv, grantingRolesCsvName, type GrantedForm } from './granting-roles-csv';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';
import { useRoleLookup } from '../../state/roles';
import { useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { endsRow } from '../../styles/shared.css';
import * as styles from './PermissionGrants.css';

interface PermissionGrantsProps {
  entry: PermissionEntry;
  view: PermissionView;
}

function rolesCount(n: number): string {
  return n === 1 ? '1 role grants' : `${n} roles grant`;
}

/** The forms the page lists, in order: the action without a condition (when roles grant it so), then each condition. */
function formsOf(entry: PermissionEntry): (string | null)[] {
  return [...(entry.unconditioned ? [null] : []), ...entry.conditions];
}

/** The engine's question: the roles granting each of the action's forms in `view`. */
export function rolesGrantingCall(entry: PermissionEntry, view: PermissionView): EngineCall<'rolesGranting'> {
  const keys = formsOf(entry).map((c) => permissionKey(entry.action, c));
  return ['rolesGranting', [keys, { inherit: view.inherit, wildcards: view.wildcards }]];
}

/** Which roles grant an action in the current view (asked of the worker), then each conditioned form on its own. */
export function PermissionGrants({ entry, view }: PermissionGrantsProps) {
  const conditions = useMemo(() => formsOf(entry), [entry]);
  const call = rolesGrantingCall(entry, view);
  const keys = call[1][0];
  const answer = useEngineAnswer(call);
  const linkSuffix = viewQuery(view, '?');
  const label = viewLabel(view);
  const lookup = useRoleLookup();

  if (answer.state === 'hasError')
    return (
      <EngineErrorNote message="The roles granting this permission could not be worked out." error={answer.error} />
    );
  if (answer.state !== 'hasData') return <LoadingState>Finding the roles that grant this permission...</LoadingState>;
  const byKey = new Map(keys.map((key, i) => [key, answer.data[i]]));
  const unconditioned = entry.unconditioned ? byKey.get(entry.action) : null;
  const forms: GrantedForm[] = conditions.map((condition, i) => ({ condition, granting: answer.data[i] }));

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
              csv={() =>
                grantingRolesCsv(
                  entry.action,
                  forms,
                  view,
                  (id) => lookup?.byTemplateId.get(id),
                  lookup?.datasetDate ?? '',
                )
              }
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
            const granting = byKey.get(key) ?? null;
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
