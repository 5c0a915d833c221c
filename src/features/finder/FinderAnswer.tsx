import { AppLink } from '../../components/app-link/AppLink';
import { LoadingState } from '../../components/page-state/PageState';
import { EngineErrorNote } from '../../components/page-state/EngineErrorNote';
import { viewLabel, type PermissionView } from '@engine/catalog';
import type { LeastPrivilegeAnswer } from '@engine/least-privilege';
import { comparisonPath } from '../compare/comparison-link';
import { viewQuery } from '../../state/view';
import { badge, button, endsRow } from '../../styles/shared.css';
import type { NeedIndex } from './permission-search';
import { useEngineAnswer } from '../../state/engine-answer';
import { useDatasetFacts } from '../../state/role-index';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';
import { finderCsv, finderCsvName } from './finder-csv';
import { RoleFitList } from './RoleFitList';
import { UnknownNeeds } from './UnknownNeeds';
import * as styles from './FinderAnswer.css';

/** How many of the best single roles the compare link takes (the comparison reads best with a few). */
const COMPARE_TOP = 4;

interface FinderAnswerProps {
  index: NeedIndex;
  need: string[];
  view: PermissionView;
  onNeedChange: (need: string[]) => void;
}

function compareIds(answer: LeastPrivilegeAnswer): string[] {
  const fits = answer.singleRoles.length > 0 ? answer.singleRoles.slice(0, COMPARE_TOP) : answer.combination;
  return fits.map((f) => f.templateId);
}

/** The least-privilege answer for the need, computed in the worker: single roles, or else the smallest combination. */
export function FinderAnswer({ index, need, view, onNeedChange }: FinderAnswerProps) {
  const answer = useEngineAnswer(
    need.length > 0 ? ['leastPrivilege', [need, { inherit: view.inherit, wildcards: view.wildcards }]] : null,
  );
  const linkSuffix = viewQuery(view, '?');
  const datasetDate = useDatasetFacts()?.datasetDate ?? '';

  if (need.length === 0)
    return <p className={styles.prompt}>Add the permissions you need to see which built-in roles grant them.</p>;
  if (answer.state === 'hasError')
    return <EngineErrorNote message="The answer could not be calculated." error={answer.error} />;
  if (answer.state !== 'hasData') return <LoadingState>Finding the least-privileged roles...</LoadingState>;
  const result = answer.data;
  const ids = compareIds(result);
  const replace = (unknown: string, replacement: string) =>
    onNeedChange(need.map((k) => (k === unknown ? replacement : k)).filter((k, i, all) => all.indexOf(k) === i));

  return (
    <div className={styles.answer}>
      <div className={endsRow}>
        <p className={styles.view}>
          View: <strong>{viewLabel(result.view)}</strong>
        </p>
        {result.need.length > 0 ? (
          <DownloadCsvButton fileName={finderCsvName(result)} csv={() => finderCsv(result, datasetDate)} />
        ) : null}
      </div>
      {result.unknown.length > 0 ? (
        <UnknownNeeds unknown={result.unknown} keys={index.keys} onReplace={replace} />
      ) : null}
      {result.need.length === 0 ? (
        <p className={styles.summary}>
          None of the strings given is a permission in the dataset, so there is nothing to answer yet.
        </p>
      ) : result.singleRoles.length > 0 ? (
        <section className={styles.section} aria-labelledby="finder-single-heading">
          <h3 id="finder-single-heading" className={styles.heading}>
            {result.need.length === 1
              ? 'Single roles that grant it'
              : `Single roles that grant all ${result.need.length} permissions`}{' '}
            ({result.singleRoles.length})
          </h3>
          <p className={styles.note}>
            Best first: fewest permissions beyond the need, then not flagged privileged by Microsoft, then the lower
            EntraOps tier.
          </p>
          <RoleFitList
            fits={result.singleRoles}
            mode="single"
            needCount={result.need.length}
            linkSuffix={linkSuffix}
            label="Single roles"
          />
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="finder-combination-heading">
          <h3 id="finder-combination-heading" className={styles.heading}>
            No single role grants all {result.need.length} permissions: smallest combination (
            {result.combination.length} roles)
          </h3>
          <p className={styles.note}>
            <span className={badge({ tone: result.combinationProven ? 'success' : 'warning' })}>
              {result.combinationProven ? 'Proven minimal' : 'Greedy estimate — not proven minimal'}
            </span>{' '}
            Among combinations of the same size, the one granting the fewest permissions in all is chosen.
          </p>
          <RoleFitList
            fits={result.combination}
            mode="combination"
            needCount={result.need.length}
            linkSuffix={linkSuffix}
            label="Smallest combination"
          />
        </section>
      )}
      {result.uncoverable.length > 0 ? (
        <p className={styles.note}>
          No built-in role grants {result.uncoverable.map((k) => `“${k}”`).join(', ')} in this view.
        </p>
      ) : null}
      {ids.length >= 2 ? (
        <AppLink href={comparisonPath(ids, view)} className={`${button({ tone: 'secondary' })} ${styles.compare}`}>
          {result.singleRoles.length > 0 ? `Compare the top ${ids.length} roles` : `Compare these ${ids.length} roles`}
        </AppLink>
      ) : null}
    </div>
  );
}
