import type { PermissionView } from '@engine/catalog';
import { viewLabel } from '@engine/catalog';
import type { Role } from '../../../data/role-model';
import { LoadingState } from '../../../components/page-state/PageState';
import { pairSummary } from '../overlap-matrix/matrix-model';
import type { DrawerPair } from './OverlapDrawer';
import { OverlapPairLists } from './OverlapPairLists';
import { RolePairFacts } from './RolePairFacts';
import { usePairDetail } from './use-pair-detail';
import * as styles from './OverlapDrawer.css';

/** The drawer's content for one pair: the pair and view, the roles' facts, then the worker's lists once they arrive. */
export function OverlapDrawerBody({ pair, roles, view }: { pair: DrawerPair; roles: Role[]; view: PermissionView }) {
  const state = usePairDetail(roles, pair.templateA, pair.templateB, view);
  return (
    <div className={styles.body}>
      <div>
        <p className={styles.pairTitle}>
          {pair.nameA} and {pair.nameB}
        </p>
        <p className={styles.facts}>
          {pair.percent}% overlap: {pairSummary(pair.shared, pair.total)}
        </p>
        <p className={styles.facts}>View: {viewLabel(view)}</p>
      </div>
      <RolePairFacts roles={roles} templateIds={[pair.templateA, pair.templateB]} />
      {state.status === 'loading' ? <LoadingState>Loading overlap details...</LoadingState> : null}
      {state.status === 'error' ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === 'ready' ? <OverlapPairLists pair={pair} detail={state.detail} roles={roles} view={view} /> : null}
    </div>
  );
}
