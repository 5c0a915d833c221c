import { memo, useMemo } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { permissionIndex } from './overlap-drawer/pair-permissions';
import { OverlapMatrix } from './overlap-matrix/OverlapMatrix';
import { card } from '../../styles/shared.css';
import { ComparisonTabs } from './ComparisonTabs';
import { RoleChips } from './RoleChips';
import { SummaryCards } from './SummaryCards';
import { usePaintedStages } from './use-painted-stages';
import * as styles from './ComparisonResult.css';

interface ComparisonResultProps {
  result: AnalysisResult;
  /** Every built-in role (the worker's dataset). */
  roles: Role[];
}

/** Shown one frame after another: chips and cards, then the matrix, then the detail tabs. */
const STAGES = { matrix: 2, details: 3 } as const;

/**
 * One finished analysis: its view and dataset date, role chips, summary cards, the overlap matrix and the detail tabs.
 * With every role selected each part is large, so each is rendered and painted in a task of its own.
 */
export const ComparisonResult = memo(function ComparisonResult({ result, roles }: ComparisonResultProps) {
  const stage = usePaintedStages(STAGES.details);
  const selected = useMemo(() => {
    const byId = new Map(roles.map((role) => [role.templateId, role]));
    return result.roles.map((analysed) => byId.get(analysed.templateId)!);
  }, [result, roles]);
  const permissions = useMemo(() => permissionIndex(roles), [roles]);
  const datasetDate = roles.find((role) => role.datasetDate)?.datasetDate;

  return (
    <div className={styles.result}>
      <p className={styles.meta}>
        View: <strong>{viewLabel(result.view)}</strong>
        {datasetDate ? <> · Dataset of {datasetDate} (Microsoft Graph export)</> : null}
      </p>
      <RoleChips result={result} selected={selected} />
      <SummaryCards result={result} />
      {stage >= STAGES.matrix ? <OverlapMatrix result={result} roles={roles} view={result.view} /> : null}
      {stage >= STAGES.details ? (
        <section className={`${card} ${styles.details}`} aria-label="Comparison details">
          <ComparisonTabs result={result} selected={selected} permissions={permissions} />
        </section>
      ) : null}
    </div>
  );
});
