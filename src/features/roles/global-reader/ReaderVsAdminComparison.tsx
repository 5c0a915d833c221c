import { useId } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { overlapPercent } from '@engine/analyze';
import { useEngineAnswer, type EngineCall } from '../../../state/engine-answer';
import { AppLink } from '../../../components/app-link/AppLink';
import { LoadingState } from '../../../components/page-state/PageState';
import { button } from '../../../styles/shared.css';
import { comparisonPath } from '../../compare/comparison-link';
import { permissionPath, splitPermissionKey } from '../../permissions/permission-index';
import * as styles from './ReaderVsAdminComparison.css';

/** Up to this many Global Reader-only permissions are listed by name. */
const LISTED_ONLY_READER = 12;

interface ReaderVsAdminComparisonProps {
  readerId: string;
  adminId: string;
  view: PermissionView;
}

/** The engine's question: Global Reader against Global Administrator (by template id) in `view`. */
export function readerVsAdminCall(readerId: string, adminId: string, view: PermissionView): EngineCall<'pairDetail'> {
  return ['pairDetail', [readerId, adminId, { inherit: view.inherit, wildcards: view.wildcards }]];
}

/** Live numbers for Global Reader against Global Administrator in the current view, counted in the engine worker. */
export function ReaderVsAdminComparison({ readerId, adminId, view }: ReaderVsAdminComparisonProps) {
  const headingId = useId();
  const answer = useEngineAnswer(readerVsAdminCall(readerId, adminId, view));

  let body;
  if (answer.state === 'hasError' || (answer.state === 'hasData' && answer.data === null)) {
    body = <p className={styles.error}>The comparison could not be calculated.</p>;
  } else if (answer.state !== 'hasData' || answer.data === null) {
    body = <LoadingState>Comparing Global Reader with Global Administrator...</LoadingState>;
  } else {
    const { shared, onlyA, onlyB } = answer.data;
    const union = shared.length + onlyA.length + onlyB.length;
    body = (
      <>
        <dl className={styles.numbers}>
          <div className={styles.number}>
            <dt>Shared</dt>
            <dd>{shared.length}</dd>
          </div>
          <div className={styles.number}>
            <dt>Only Global Reader</dt>
            <dd>{onlyA.length}</dd>
          </div>
          <div className={styles.number}>
            <dt>Only Global Administrator</dt>
            <dd>{onlyB.length}</dd>
          </div>
          <div className={styles.number}>
            <dt>Overlap</dt>
            <dd>{overlapPercent(shared.length, union)}%</dd>
          </div>
        </dl>
        {view.wildcards ? (
          <p>
            With wildcards expanded, Global Administrator's <code>allTasks</code> grants cover almost everything Global
            Reader reads. What remains only in Global Reader is what Global Administrator's grants do not spell out:
          </p>
        ) : (
          <p>
            Compared as literal strings, the two roles share little: Global Administrator mostly lists{' '}
            <code>allProperties/allTasks</code> wildcards, while Global Reader lists <code>allProperties/read</code>.
            Turn on <strong>+ Wildcards</strong> above to compare what the grants actually cover.
          </p>
        )}
        {onlyA.length > 0 && onlyA.length <= LISTED_ONLY_READER ? (
          <ul className={styles.onlyReader} aria-label="Only in Global Reader">
            {onlyA.map((key) => (
              <li key={key}>
                <AppLink href={permissionPath(splitPermissionKey(key).action)} className={styles.action}>
                  {key}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        In numbers ({viewLabel(view)} view)
      </h3>
      {body}
      <p>
        <AppLink href={comparisonPath([readerId, adminId], view)} className={button({ tone: 'secondary', size: 'sm' })}>
          Open the full comparison
        </AppLink>
      </p>
    </section>
  );
}
