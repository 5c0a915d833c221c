import { memo, useMemo } from 'react';
import type { AnalysisResult } from '../../../workers/engine/analyze';
import { viewLabel } from '../../../workers/engine/catalog';
import type { Role } from '../../data/role-model';
import { permissionIndex } from '../../components/overlap-drawer/pair-permissions';
import { OverlapMatrix } from '../../components/overlap-matrix/OverlapMatrix';
import { card } from '../../styles/shared.css';
import { ComparisonTabs } from './ComparisonTabs';
import { RoleChips } from './RoleChips';
import { SummaryCards } from './SummaryCards';
import * as styles from './ComparisonResult.css';

interface ComparisonResultProps {
  result: AnalysisResult;
  /** Every built-in role (the worker's dataset). */
  roles: Role[];
}

/** One finished analysis: its view and dataset date, role chips, summary cards, the overlap matrix and the detail tabs. */
export const ComparisonResult = memo(function ComparisonResult({ result, roles }: ComparisonResultProps) {
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
      <OverlapMatrix result={result} roles={roles} view={result.view} />
      <section className={`${card} ${styles.details}`} aria-label="Comparison details">
        <ComparisonTabs result={result} selected={selected} permissions={permissions} />
      </section>
    </div>
  );
});
