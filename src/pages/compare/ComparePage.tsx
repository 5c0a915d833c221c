import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { useHydrated } from '../../app/use-hydrated';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { AsOfComparison } from '../../features/compare/AsOfComparison';
import { ComparisonReport } from '../../features/compare/ComparisonReport';
import { InvalidComparison } from '../../features/compare/InvalidComparison';
import { UnknownIdsAlert } from '../../features/compare/UnknownIdsAlert';
import { UnreadableRolesAlert } from '../../features/compare/UnreadableRolesAlert';
import {
  asOfFromSearch,
  idsPastCapText,
  roleIdsFromSearch,
  roleIdsPastCap,
} from '../../features/compare/comparison-link';
import { resolveComparison, useComparedCustomIds } from '../../features/custom-roles/compare-hash';
import { SharedRolesNotice } from '../../features/custom-roles/SharedRolesNotice';
import { useSharedCustomRoles } from '../../features/custom-roles/use-shared-roles';
import { customRolesAtom } from '../../state/custom-roles';
import { useEngineAnswer } from '../../state/engine-answer';
import { useRetryEngine } from '../../state/engine-retry';
import { errorMessage } from '../../state/roles';
import { page } from '../../styles/shared.css';
import * as styles from './ComparePage.css';

/** A comparison of custom roles alone asks the worker for no built-in role. */
const NONE_ASKED = { known: [], unknownIds: [] };

/** /compare?ids=a,b (or roleIds=), custom roles after the '#' (#custom=c,d): validates the ids, then shows the analysis (spec sections 2, 5 and 8). */
export function ComparePage() {
  useDocumentMeta(
    'Role Comparison Analysis',
    'Overlaps, common and unique permissions, subsets and the minimal set of the chosen Entra ID built-in roles.',
  );
  const search = useSearch();
  const hydrated = useHydrated();
  // Keyed on the id list itself, so a tab or view change does not rebuild the selection.
  const idsKey = roleIdsFromSearch(new URLSearchParams(search)).join(',');
  const pastCap = useMemo(() => roleIdsPastCap(new URLSearchParams(search)), [search]);
  const ids = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);
  const asOf = asOfFromSearch(new URLSearchParams(search));
  // Custom roles imported in this page are named after the '#', never in the query (issue 17).
  const custom = useComparedCustomIds(idsKey);
  const shared = useSharedCustomRoles(custom.packedRoles, custom.ids);
  // The worker names the built-in roles asked for; the custom ones (after the '#') are those imported in this page.
  const builtIn = useEngineAnswer(ids.length > 0 ? ['compareRoles', [ids]] : null);
  const retry = useRetryEngine();
  const loadError = builtIn.state === 'hasError' ? builtIn.error : null;
  const imported = useAtomValue(customRolesAtom);
  const customKey = custom.ids.join(',');
  const found = builtIn.state === 'hasData' ? builtIn.data : builtIn.state === 'idle' ? NONE_ASKED : null;
  const resolved = useMemo(
    () => (found ? resolveComparison(found, customKey ? customKey.split(',') : [], imported) : null),
    [found, customKey, imported],
  );
  // A role whose permissions could not be read is named and left out, never compared as holding none.
  const readable = useMemo(() => resolved?.known.filter((role) => !role.permissionsUnreadable) ?? [], [resolved]);
  const unreadable = useMemo(() => resolved?.known.filter((role) => role.permissionsUnreadable) ?? [], [resolved]);

  useEffect(() => {
    if (loadError) console.error('Compare: failed to load roles', loadError);
  }, [loadError]);

  let content;
  // The prerendered page is a shell: the ids are in the query, which the build does not know.
  if (!hydrated) {
    content = (
      <>
        <h1 className={styles.title}>Role Comparison Analysis</h1>
        <LoadingState>Analyzing roles...</LoadingState>
      </>
    );
  } else if (ids.length + custom.ids.length < 2) {
    content = <InvalidComparison />;
  } else if (loadError) {
    // The ids may be fine: unavailable data is a load error, never an invalid comparison.
    content = (
      <>
        <h1 className={styles.title}>Role Comparison Analysis</h1>
        <ErrorState heading="Error Loading Roles" message={errorMessage(loadError)} onRetry={retry} />
      </>
    );
  } else if (!resolved || shared.state === 'importing') {
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
  } else if (readable.length < 2) {
    content = (
      <>
        <h1 className={styles.title}>Role Comparison Analysis</h1>
        <UnknownIdsAlert unknownIds={resolved.unknownIds} />
        <UnreadableRolesAlert names={unreadable.map((role) => role.displayName)} />
        <p className={styles.note}>
          Fewer than 2 of the selected roles have readable permissions, so there is nothing to compare.
        </p>
      </>
    );
  } else if (asOf !== null) {
    content = (
      <AsOfComparison readable={readable} unknownIds={resolved.unknownIds} unreadable={unreadable} date={asOf} />
    );
  } else {
    content = <ComparisonReport selected={readable} unknownIds={resolved.unknownIds} unreadable={unreadable} />;
  }
  return (
    <div className={page}>
      {pastCap > 0 ? (
        <p role="status" className={styles.capNote}>
          {idsPastCapText(pastCap)}
        </p>
      ) : null}
      <SharedRolesNotice shared={shared} notImported={resolved?.notImported ?? 0} />
      {content}
    </div>
  );
}
