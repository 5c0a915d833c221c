import { useDeferredValue, useMemo, useState } from 'react';
import type { PageLoader } from '../../app/page-loader';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { filterPermissions, NO_FILTER, type PermissionFilter } from '../../features/permissions/permission-filter';
import { PermissionFilters } from '../../features/permissions/PermissionFilters';
import { PermissionResults } from '../../features/permissions/PermissionResults';
import { PermissionSourcesNote } from '../../features/permissions/PermissionSourcesNote';
import { PERMISSIONS_INDEX_CALL } from '../../features/permissions/permission-questions';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { permissionsCsv, permissionsCsvName } from '../../features/permissions/permissions-csv';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';
import { engineQuestion, useEngineAnswer } from '../../state/engine-answer';
import { useDatasetFacts } from '../../state/role-index';
import { usePermissionView, viewQuery } from '../../state/view';
import { badge, countRow, page } from '../../styles/shared.css';
import * as styles from './PermissionsPage.css';

/** The prerendered page: every action, so that its search and filters work from the first input. */
export const loader: PageLoader = () => [engineQuestion(PERMISSIONS_INDEX_CALL)];

/** /permissions: every action of the built-in roles, searchable and filterable, each linking to its page. */
export function PermissionsPage() {
  useDocumentMeta(
    'Permissions',
    'Every action in the Microsoft Entra ID built-in directory roles with its description, Microsoft privileged label and EntraOps tier.',
  );
  const answer = useEngineAnswer(PERMISSIONS_INDEX_CALL);
  const [view] = usePermissionView();
  const datasetDate = useDatasetFacts()?.datasetDate ?? '';
  const [filter, setFilter] = useState<PermissionFilter>(NO_FILTER);
  // The box updates at once; the list follows in an interruptible render, so typing never blocks.
  const deferred = useDeferredValue(filter);
  const index = answer.state === 'hasData' ? answer.data : null;
  const matches = useMemo(() => (index ? filterPermissions(index.entries, deferred) : []), [index, deferred]);

  let body;
  if (!index) {
    body = (
      <RolesLoadStatus
        status={answer.state === 'hasError' ? answer : { state: 'loading' }}
        loading="Loading permissions..."
        errorHeading="Error Loading Permissions"
      />
    );
  } else {
    body = (
      <>
        <PermissionFilters filter={filter} namespaces={index.namespaces} onChange={setFilter} />
        <div className={countRow}>
          <p className={styles.count} role="status" aria-busy={deferred !== filter}>
            <span className={badge({ tone: 'brand' })}>
              {matches.length} of {index.entries.length} permissions
            </span>
          </p>
          {matches.length > 0 ? (
            <DownloadCsvButton
              fileName={permissionsCsvName(matches.length < index.entries.length)}
              csv={() => permissionsCsv(matches, datasetDate)}
            />
          ) : null}
        </div>
        <PermissionResults matches={matches} resetKey={JSON.stringify(deferred)} linkSuffix={viewQuery(view, '?')} />
      </>
    );
  }

  return (
    <div className={page}>
      <h1 className={styles.title}>Permissions</h1>
      <p className={styles.intro}>
        Every action that a Microsoft Entra ID built-in role grants, with Microsoft's description, Microsoft's
        privileged label (preview) and the EntraOps tier. Open an action to see which roles grant it and how. Need
        several? The <AppLink href="/finder">least-privilege finder</AppLink> picks the smallest role for a set of
        permissions.
      </p>
      {body}
      <PermissionSourcesNote />
    </div>
  );
}
