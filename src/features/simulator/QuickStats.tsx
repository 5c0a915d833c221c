import { useEffect, useId } from 'react';
import { useAtomValue } from 'jotai';
import { viewLabel } from '@engine/catalog';
import { isAbortError } from '../../worker-bridge/engine-client';
import { EngineErrorNote } from '../../components/page-state/EngineErrorNote';
import { usePermissionView } from '../../state/view';
import { useEngineAnswer } from '../../state/engine-answer';
import { spinner, visuallyHidden } from '../../styles/shared.css';
import { pickedIdsAtom } from './atoms';
import * as styles from './QuickStats.css';

/** 'Union' and 'Common' counts of the selection, computed in the worker in the URL's permission view. */
export function QuickStats({ known }: { known: ReadonlyMap<string, unknown> | null }) {
  const [{ inherit, wildcards }] = usePermissionView();
  const view = { inherit, wildcards };
  // The engine holds every loaded role: the built-in ones and those imported in this page.
  const picked = useAtomValue(pickedIdsAtom).filter((id) => known?.has(id));
  const stats = useEngineAnswer(known && picked.length > 0 ? ['quickStats', [picked, view]] : null);
  const headingId = useId();
  // Nothing picked counts nothing, without asking.
  const data =
    stats.state === 'hasData'
      ? { view, ...stats.data }
      : known && stats.state === 'idle'
        ? { view, union: 0, common: 0 }
        : null;
  const failed = stats.state === 'hasError' && !isAbortError(stats.error);
  // A failure is no longer busy: the box says so and offers 'Try again'.
  const loading = !failed && (stats.state === 'loading' || data === null);

  useEffect(() => {
    if (failed) console.error('Quick Stats failed', stats.error);
  }, [failed, stats]);

  return (
    <section className={styles.box} aria-labelledby={headingId} aria-busy={loading}>
      <div className={styles.headingRow}>
        <h3 id={headingId} className={styles.heading}>
          Quick Stats
        </h3>
        <span role="status">
          {loading && !failed ? (
            <>
              <span className={spinner} aria-hidden="true" />
              <span className={visuallyHidden}>Calculating...</span>
            </>
          ) : null}
        </span>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.label}>Union</dt>
          <dd className={styles.value}>{data && !loading ? data.union : '–'}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.label}>Common</dt>
          <dd className={styles.value}>{data && !loading ? data.common : '–'}</dd>
        </div>
      </dl>
      {data ? <p className={styles.view}>View: {viewLabel(data.view)}</p> : null}
      {failed ? (
        <EngineErrorNote className={styles.error} message="Quick Stats could not be calculated." error={stats.error} />
      ) : null}
    </section>
  );
}
