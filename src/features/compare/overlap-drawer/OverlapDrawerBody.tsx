import { useMemo } from 'react';
import type { PermissionView } from '@engine/catalog';
import { viewLabel } from '@engine/catalog';
import { LoadingState } from '../../../components/page-state/PageState';
import { EngineErrorNote } from '../../../components/page-state/EngineErrorNote';
import { usePairDetail } from '../use-pair-detail';
import { useComparedRoles } from '../compared-roles';
import { pairDetails, pairSummary } from '../overlap-matrix/matrix-model';
import type { DrawerPair } from './OverlapDrawer';
import { OverlapPairLists } from './OverlapPairLists';
import { RolePairFacts } from './RolePairFacts';
import * as styles from './OverlapDrawer.css';

/** The drawer's content for one pair: the pair and view, the roles' facts, then the worker's lists once they arrive. */
export function OverlapDrawerBody({ pair, view }: { pair: DrawerPair; view: PermissionView }) {
  const answer = usePairDetail(pair.templateA, pair.templateB, view);
  const compared = useComparedRoles();
  const pairRoles = useMemo(
    () => [pair.templateA, pair.templateB].flatMap((id) => compared?.byTemplateId.get(id) ?? []),
    [compared, pair.templateA, pair.templateB],
  );
  // The result's labels: the pair's lists hold only permissions of the compared roles in this view.
  const permissions = compared?.permissions ?? null;
  const detail = answer.state === 'hasData' ? answer.data : undefined;
  return (
    <div className={styles.body}>
      <div>
        <p className={styles.pairTitle}>
          {pair.nameA} and {pair.nameB}
        </p>
        <p className={styles.facts}>
          {pair.emptyNames.length > 0
            ? `No overlap to measure: ${pairDetails(pair)}.`
            : `${pair.percent}% overlap: ${pairSummary(pair.shared, pair.total)}`}
        </p>
        <p className={styles.facts}>View: {viewLabel(view)}</p>
      </div>
      <RolePairFacts pairRoles={pairRoles} />
      {answer.state === 'hasError' ? (
        <EngineErrorNote
          className={styles.error}
          message="The overlap details could not be loaded."
          error={answer.error}
        />
      ) : detail === null ? (
        <p className={styles.error} role="alert">
          These roles are not in the loaded role data.
        </p>
      ) : detail && permissions ? (
        <OverlapPairLists pair={pair} detail={detail} permissions={permissions} view={view} />
      ) : (
        <LoadingState>Loading overlap details...</LoadingState>
      )}
    </div>
  );
}
