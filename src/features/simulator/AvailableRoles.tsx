import { useId } from 'react';
import type { CustomRole } from '../../data/custom-roles';
import { useRetryEngine } from '../../state/engine-retry';
import type { Loadable } from '../../state/loadable';
import type { RoleSummary } from '../../data/role-summary';
import { LoadingState } from '../../components/page-state/PageState';
import { button, card } from '../../styles/shared.css';
import { RolePicker } from './RolePicker';
import * as styles from './AvailableRoles.css';

/** The 'Available Roles' panel: loading, an inline retry when the roles failed to load, or the role picker. */
export function AvailableRoles({
  rolesState,
  custom,
  showSelection = true,
}: {
  rolesState: Loadable<RoleSummary[]>;
  custom: readonly CustomRole[];
  /** False while a prerendered page hydrates: the rows show unticked, as the build rendered them. */
  showSelection?: boolean;
}) {
  const headingId = useId();
  const retry = useRetryEngine();
  return (
    <section className={`${card} ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Available Roles
      </h2>
      {rolesState.state === 'loading' ? <LoadingState>Loading roles...</LoadingState> : null}
      {rolesState.state === 'hasError' ? (
        <div className={styles.failure}>
          <p>Failed to load roles. Please try again.</p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}
      {rolesState.state === 'hasData' ? (
        <RolePicker roles={rolesState.data} custom={custom} showSelection={showSelection} />
      ) : null}
    </section>
  );
}
