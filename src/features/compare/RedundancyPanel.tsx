import { useMemo } from 'react';
import { subsetRelations, type AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import { badge } from '../../styles/shared.css';
import { emptyRoleNames } from './empty-roles';
import * as panel from './comparison-panel.css';
import * as styles from './RedundancyPanel.css';

/** How sure the minimal set is: only an exact search that finished proves it. */
function methodLabel(result: AnalysisResult): string {
  if (result.minimalSetProven && result.minimalSetMethod === 'exact') return 'Proven minimal (exact search)';
  if (result.minimalSetMethod === 'bounded-search')
    return 'Best found by a bounded search (smaller than greedy) — not proven minimal';
  return 'Greedy estimate — not proven minimal';
}

const setKey = (positions: number[]) => [...positions].sort((a, b) => a - b).join(',');

/** The 'Redundancy Analysis' tab: subset relationships and the recommended minimal role set. */
export function RedundancyPanel({ result }: { result: AnalysisResult }) {
  const n = result.roles.length;
  const m = result.minimalSet.length;
  const subsets = useMemo(() => subsetRelations(result), [result]);
  const trivialCount = subsets.filter((relation) => relation.trivial).length;
  const greedyDiffers = setKey(result.greedySet) !== setKey(result.minimalSet);
  return (
    <div className={panel.panel}>
      <section className={panel.section} aria-labelledby="redundancy-subsets">
        <h2 id="redundancy-subsets" className={panel.heading}>
          Subset relationships ({subsets.length}
          {trivialCount > 0 ? `, ${trivialCount} trivial` : ''})
        </h2>
        <p className={panel.intro}>
          A role is a subset when every permission it has is also in another role that has more (
          {viewLabel(result.view)} view).
          {result.emptyRoles.length > 0
            ? ' A role that lists no permissions is contained in every role that lists some: true, but it says nothing about what the role can do.'
            : null}
        </p>
        {subsets.length === 0 ? (
          <p className={panel.empty}>No subset relationships found.</p>
        ) : (
          <ul className={panel.permissionList} aria-labelledby="redundancy-subsets" tabIndex={0}>
            {subsets.map((relation) => (
              <li key={`${relation.subset}-${relation.superset}`} className={styles.relation}>
                {relation.trivial
                  ? `${relation.subsetName} lists no permissions in this dataset, so it is trivially contained in ${relation.supersetName}`
                  : `${relation.subsetName} is completely contained in ${relation.supersetName}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={panel.section} aria-labelledby="redundancy-minimal">
        <h2 id="redundancy-minimal" className={panel.heading}>
          Recommended minimal set ({m} of {n} roles)
        </h2>
        {result.unionCount === 0 ? (
          <p className={panel.intro}>
            {emptyRoleNames(result)} list no permissions in this dataset, so there is no coverage to keep.
          </p>
        ) : m < n ? (
          <p className={styles.reduction}>
            You can reduce from {n} to {m} roles while maintaining the same permissions coverage.
          </p>
        ) : (
          <p className={panel.intro}>Every selected role is needed to keep the same permissions coverage.</p>
        )}
        <span className={`${badge({ tone: result.minimalSetProven ? 'success' : 'warning' })} ${styles.method}`}>
          {methodLabel(result)}
        </span>
        <ol className={styles.minimalList} aria-label="Minimal role set">
          {result.minimalSetNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ol>
        {result.emptyRoles.length > 0 ? (
          <ul className={styles.leftOut} aria-label="Roles that add nothing to the coverage">
            {result.emptyRoles.map((i) => (
              <li key={i}>
                {result.roles[i].name} lists no permissions in this dataset, so it adds nothing to the coverage.
              </li>
            ))}
          </ul>
        ) : null}
        {greedyDiffers ? (
          <>
            <h3 className={panel.subheading}>Greedy set ({result.greedySet.length} roles)</h3>
            <p className={panel.intro}>
              The greedy rule (take the role covering the most uncovered permissions, repeatedly) picks:{' '}
              {result.greedySet.map((i) => result.roles[i].name).join(', ')}.
            </p>
          </>
        ) : null}
      </section>
    </div>
  );
}
