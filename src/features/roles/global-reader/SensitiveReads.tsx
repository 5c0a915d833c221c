import { useId } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { AppLink } from '../../../components/app-link/AppLink';
import { LoadingState } from '../../../components/page-state/PageState';
import { permissionPath } from '../../permissions/permission-index';
import { provenanceText } from '../../permissions/provenance-text';
import type { ExplainedRole } from '../use-explained-role';
import * as styles from './SensitiveReads.css';

/** Reads an admin asks about first; whether Global Reader holds each is looked up in the engine's answer for the view. */
const SENSITIVE_READS: readonly { action: string; what: string }[] = [
  { action: 'microsoft.directory/bitlockerKeys/key/read', what: 'BitLocker recovery keys of devices' },
  { action: 'microsoft.directory/users/allProperties/read', what: 'Every property of every user' },
  {
    action: 'microsoft.directory/signInReports/allProperties/read',
    what: 'Sign-in logs, privileged properties included',
  },
  { action: 'microsoft.directory/conditionalAccessPolicies/allProperties/read', what: 'Conditional Access policies' },
  { action: 'microsoft.directory/roleAssignments/allProperties/read', what: 'Who holds which directory role' },
  {
    action: 'microsoft.directory/deviceLocalCredentials/password/read',
    what: 'Local administrator (LAPS) passwords of joined devices',
  },
  {
    action: 'microsoft.directory/users/authenticationMethods/standard/read',
    what: "Users' authentication methods with personal details (phone numbers)",
  },
  {
    action: 'microsoft.directory/users/customSecurityAttributes/read',
    what: 'Custom security attribute values of users',
  },
];

/** A table of sensitive reads: held or not by Global Reader in the current view, and how. */
export function SensitiveReads({ explained, view }: { explained: ExplainedRole; view: PermissionView }) {
  const captionId = useId();
  if (explained.state === 'loading') return <LoadingState>Checking sensitive reads...</LoadingState>;
  if (explained.state === 'hasError')
    return <p className={styles.error}>Global Reader's permissions could not be worked out in this view.</p>;
  const held = new Map(explained.rows.map((row) => [row.key, row]));
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Sensitive reads in the {viewLabel(view)} view
        </caption>
        <thead>
          <tr>
            <th scope="col">What it reads</th>
            <th scope="col">Global Reader</th>
          </tr>
        </thead>
        <tbody>
          {SENSITIVE_READS.map(({ action, what }) => {
            const row = held.get(action);
            return (
              <tr key={action}>
                <th scope="row">
                  {what}
                  <AppLink href={permissionPath(action)} className={styles.action}>
                    {action}
                  </AppLink>
                </th>
                <td className={row ? styles.yes : styles.no}>
                  {row
                    ? row.how.kind === 'listed'
                      ? 'Yes (listed)'
                      : `Yes — ${provenanceText(row.how, row.key)}`
                    : 'No'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
