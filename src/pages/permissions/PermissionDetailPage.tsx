import { useMemo } from 'react';
import { LISTED_VIEW } from '@engine/catalog';
import type { PageLoader } from '../../app/page-loader';
import { useParams } from 'wouter';
import { MAX_ACTION_LENGTH } from '../../app/input-limits';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { LoadingState } from '../../components/page-state/PageState';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { closeActions } from '../../features/permissions/close-actions';
import {
  actionFromPathParam,
  permissionIndexOf,
  type PermissionIndex,
} from '../../features/permissions/permission-index';
import { PermissionFacts } from '../../features/permissions/PermissionFacts';
import { PermissionGrants, rolesGrantingCall } from '../../features/permissions/PermissionGrants';
import { PermissionHistorySection } from '../../features/permissions/PermissionHistorySection';
import { PermissionNotFound } from '../../features/permissions/PermissionNotFound';
import { PermissionSourcesNote } from '../../features/permissions/PermissionSourcesNote';
import { usePermissionIndex } from '../../features/permissions/use-permission-index';
import { RolesLoadError } from '../../features/roles/RolesLoadError';
import { engineQuestion } from '../../state/engine-answer';
import { usePermissionView, viewQuery } from '../../state/view';
import { page } from '../../styles/shared.css';
import * as styles from './PermissionDetailPage.css';

/** The dataset's entry for an action; a different letter case still finds it (the route matches case-insensitively too). */
function findEntry(index: PermissionIndex, action: string) {
  if (action.length > MAX_ACTION_LENGTH) return null; // no action is that long: not worth a pass over the index
  const lower = action.toLowerCase();
  return index.byAction.get(action) ?? index.entries.find((e) => e.action.toLowerCase() === lower) ?? null;
}

/** The prerendered page (the Listed view) asks which roles grant the action as it renders (PermissionGrants). */
export const loader: PageLoader = ({ path, roles }) => {
  const index = permissionIndexOf(roles.filter((role) => role.builtIn));
  const entry = findEntry(index, actionFromPathParam(path.slice('/permissions/'.length)));
  return entry ? [engineQuestion(rolesGrantingCall(entry, LISTED_VIEW))] : [];
};

/** /permissions/{action}: the action's facts and grammar, and every role that grants it in the current view. */
export function PermissionDetailPage() {
  const action = actionFromPathParam(useParams()['*']);
  const state = usePermissionIndex();
  const [view] = usePermissionView();
  const index = state.state === 'hasData' ? state.index : null;
  const entry = index ? findEntry(index, action) : null;
  const closeMatches = useMemo(
    () =>
      index && !entry
        ? closeActions(
            index.entries.map((e) => e.action),
            action,
          )
        : [],
    [index, entry, action],
  );
  useDocumentMeta(
    entry ? entry.action : index ? 'Permission not found' : 'Permission',
    entry ? `${entry.description.slice(0, 140)} Roles that grant it, and how.` : undefined,
  );

  if (state.state === 'loading') {
    return (
      <div className={page}>
        <LoadingState>Loading permission...</LoadingState>
      </div>
    );
  }
  if (state.state === 'hasError') {
    return (
      <div className={page}>
        <h1 className={styles.title}>Permission</h1>
        <RolesLoadError heading="Error Loading Permissions" error={state.error} />
      </div>
    );
  }
  if (!entry) {
    return (
      <div className={page}>
        <PermissionNotFound action={action} closeMatches={closeMatches} linkSuffix={viewQuery(view, '?')} />
      </div>
    );
  }
  return (
    <div className={page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <AppLink href="/permissions">All permissions</AppLink>
      </nav>
      <h1 className={styles.title}>
        <code className={styles.action}>{entry.action}</code>
      </h1>
      <PermissionFacts entry={entry} />
      <ViewSwitch className={styles.viewSwitch} />
      <PermissionGrants entry={entry} view={view} />
      <PermissionHistorySection action={entry.action} />
      <PermissionSourcesNote />
    </div>
  );
}
