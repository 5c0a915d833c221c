import { memo, useMemo } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import type { ComparedRole, ComparisonLabels } from '../../../workers/compare-page';
import { ComparedRolesContext, comparedRolesOf } from './compared-roles';
import { OverlapMatrix } from './overlap-matrix/OverlapMatrix';
import { card } from '../../styles/shared.css';
import type { AsOfDate } from './as-of';
import { ComparisonTabs } from './ComparisonTabs';
import { RoleChips } from './RoleChips';
import { SummaryCards } from './SummaryCards';
import { usePaintedStages } from './use-painted-stages';
import { usePrintMode } from './print-mode';
import * as styles from './ComparisonResult.css';

interface ComparisonResultProps {
  result: AnalysisResult;
  /** The dataset's labels of the result's permissions (the worker's, with the analysis). */
  labels: ComparisonLabels;
  /** The roles compared (any order): their client facts, looked up by the result's template ids. */
  selected: ComparedRole[];
  /** Set: the roles of a snapshot; descriptions, labels and tiers still come from today's dataset. */
  asOf?: AsOfDate;
  /** The date of the dataset's Microsoft Graph export, when known. */
  datasetDate?: string;
}

/** Shown one frame after another: chips and cards, then the matrix, then the detail tabs. */
const STAGES = { matrix: 2, details: 3 } as const;

/**
 * From this many roles the result is shown in stages. A smaller comparison is a small render: it is shown whole at
 * once, so a shared link of a few roles shows its matrix one frame and one task sooner.
 */
const STAGED_FROM_ROLES = 16;

/**
 * One finished analysis: its view and dataset date, role chips, summary cards, the overlap matrix and the detail tabs.
 * With many roles selected each part is large, so each is rendered and painted in a task of its own.
 */
export const ComparisonResult = memo(function ComparisonResult({
  result,
  labels,
  selected,
  asOf,
  datasetDate,
}: ComparisonResultProps) {
  const stage = usePaintedStages(STAGES.details, usePrintMode() !== null || result.roles.length < STAGED_FROM_ROLES);
  const inResultOrder = useMemo(() => {
    const byId = new Map(selected.map((role) => [role.templateId, role]));
    return result.roles.map((analysed) => byId.get(analysed.templateId)!);
  }, [result, selected]);
  // Descriptions and badges come from the whole dataset (a wildcard or an inherited grant can bring in any role's
  // permissions): the worker sends those the result holds.
  const compared = useMemo(() => comparedRolesOf(selected, { analysis: result, labels }), [selected, result, labels]);

  return (
    <ComparedRolesContext.Provider value={compared}>
      <div className={styles.result}>
        <p className={styles.meta}>
          View: <strong>{viewLabel(result.view)}</strong>
          {asOf ? (
            <>
              {' '}
              · Roles of the snapshot of {asOf.snapshot} (Microsoft Graph export); permission descriptions, labels and
              tiers of the dataset of {datasetDate ?? 'today'}
            </>
          ) : datasetDate ? (
            <> · Dataset of {datasetDate} (Microsoft Graph export)</>
          ) : null}
        </p>
        <RoleChips result={result} selected={inResultOrder} />
        <SummaryCards result={result} />
        {stage >= STAGES.matrix ? <OverlapMatrix result={result} view={result.view} /> : null}
        {stage >= STAGES.details ? (
          <section className={`${card} ${styles.details}`} aria-label="Comparison details">
            <ComparisonTabs result={result} selected={inResultOrder} permissions={compared.permissions} />
          </section>
        ) : null}
      </div>
    </ComparedRolesContext.Provider>
  );
});
