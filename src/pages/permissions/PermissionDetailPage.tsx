import { LISTED_VIEW } from '@engine/catalog';
import type { PageLoader } from '../../app/page-loader';
import { useParams } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { LoadingState } from '../../components/page-state/PageState';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { actionFromPathParam } from '../../features/permissions/permission-index';
import { permissionGrantsCall, permissionPageCall } from '../../features/permissions/permission-questions';
import { PermissionFacts } from '../../features/permissions/PermissionFacts';
import { PermissionGrants } from '../../features/permissions/PermissionGrants';
import { PermissionHistorySection } from '../../features/permissions/PermissionHistorySection';
import { PermissionNotFound } from '../../features/permissions/PermissionNotFound';
import { PermissionSourcesNote } from '../../features/permissions/PermissionSourcesNote';
import { RolesLoadError } from '../../features/roles/RolesLoadError';
import { engineQuestion, useEngineAnswer } from '../../state/engine-answer';
import { usePermissionView, viewQuery } from '../../state/view';
import { page } from '../../styles/shared.css';
import * as styles from './PermissionDetailPage.css';

/**
 * What the prerendered page (the Listed view) renders with: its view-model and the roles granting the action. The
 * build renders one page per action of the dataset, so the path names the action as the dataset writes it.
 */
export const loader: PageLoader = ({ path }) => {
  const action = actionFromPathParam(path.slice('/permissions/'.length));
  return [engineQuestion(permissionPageCall(action)), engineQuestion(permissionGrantsCall(action, LISTED_VIEW))];
};

/** /permissions/{action}: the action's facts and grammar, and every role that grants it in the current view. */
export function PermissionDetailPage() {
  const action = actionFromPathParam(useParams()['*']);
  const answer = useEngineAnswer(permissionPageCall(action));
  const [view] = usePermissionView();
  const model = answer.state === 'hasData' ? answer.data : null;
  const entry = model?.entry ?? null;
  useDocumentMeta(
    entry ? entry.action : model ? 'Permission not found' : 'Permission',
    entry ? `${entry.description.slice(0, 140)} Roles that grant it, and how.` : undefined,
  );

  if (answer.state === 'hasError') {
    return (
      <div className={page}>
        <h1 className={styles.title}>Permission</h1>
        <RolesLoadError heading="Error Loading Permissions" error={answer.error} />
      </div>
    );
  }
  if (!model) {
    return (
      <div className={page}>
        <LoadingState>Loading permission...</LoadingState>
      </div>
    );
  }
  if (!entry) {
    return (
      <div className={page}>
        <PermissionNotFound action={action} closeMatches={model.closeMatches} linkSuffix={viewQuery(view, '?')} />
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
