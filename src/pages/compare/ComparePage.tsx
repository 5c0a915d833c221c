import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { LoadingState } from '../../components/page-state/PageState';
import { ComparisonReport } from '../../features/compare/ComparisonReport';
import { InvalidComparison } from '../../features/compare/InvalidComparison';
import { UnknownIdsAlert } from '../../features/compare/UnknownIdsAlert';
import { idsPastCapText, resolveRoleIds, roleIdsFromSearch, roleIdsPastCap } from '../../features/compare/comparison-link';
import { useRetryRoles, useRoles } from '../../state/roles';
import { button, page } from '../../styles/shared.css';
import * as styles from './ComparePage.css';

/** /compare?ids=a,b (or roleIds=): validates the ids, then shows the analysis (spec sections 2, 5 and 8). */
export function ComparePage() {
  useDocumentMeta('Role Comparison Analysis', 'Overlaps, common and unique permissions, subsets and the minimal set of the chosen Entra ID built-in roles.');
  const search = useSearch();
  // Keyed on the id list itself, so a tab or view change does not rebuild the selection.
  const idsKey = roleIdsFromSearch(new URLSearchParams(search)).join(',');
  const pastCap = useMemo(() => roleIdsPastCap(new URLSearchParams(search)), [search]);
  const ids = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);
  const rolesState = useRoles({ builtInOnly: true });
  const retry = useRetryRoles();
  const loadError = rolesState.state === 'hasError' ? rolesState.error : null;
  const roles = rolesState.state === 'hasData' ? rolesState.data : null;
  const resolved = useMemo(() => (roles ? resolveRoleIds(ids, roles) : null), [ids, roles]);

  useEffect(() => {
    if (loadError) console.error('Compare: failed to load roles', loadError);
  }, [loadError]);

  let content;
  if (ids.length < 2) {
    content = <InvalidComparison />;
  } else if (loadError) {
    content = (
      <InvalidComparison>
        <p className={styles.note}>The role data could not be loaded.</p>
        <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
          Retry
        </button>
      </InvalidComparison>
    );
  } else if (!roles || !resolved) {
    content = (
      <>
        <h1 className={styles.title}>Role Comparison Analysis</h1>
        <LoadingState>Analyzing roles...</LoadingState>
      </>
    );
  } else if (resolved.known.length < 2) {
    content = (
      <InvalidComparison>
        <UnknownIdsAlert unknownIds={resolved.unknownIds} />
      </InvalidComparison>
    );
  } else {
    content = <ComparisonReport selected={resolved.known} unknownIds={resolved.unknownIds} />;
  }
  return (
    <div className={page}>
      {pastCap > 0 ? (
        <p role="status" className={styles.capNote}>
          {idsPastCapText(pastCap)}
        </p>
      ) : null}
      {content}
    </div>
  );
}
