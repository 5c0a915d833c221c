import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import type { Comparison } from '../../../workers/compare-page';
import { afterNextPaint } from '../../app/after-paint';
import { loadModule, useLoadedModule } from '../../app/loaded-module';
import type { ComparedRole } from '../../../workers/compare-page';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { errorMessage } from '../../state/roles';
import { useDatasetFacts } from '../../state/role-index';
import { usePermissionView } from '../../state/view';
import { useRetryEngine } from '../../state/engine-retry';
import { isAbortError } from '../../worker-bridge/engine-client';
import { useEngineAnswer, useHeldAnswer, type EngineAnswer } from '../../state/engine-answer';
import { asOfText, type AsOfDate } from './as-of';
import { CompareHistoryControls } from './CompareHistoryControls';
import { ExportCsvButton } from './ExportCsvButton';
import { ExportMenu } from './ExportMenu';
import { NotYetRolesAlert } from './NotYetRolesAlert';
import { usePrintEvents, usePrintMode } from './print-mode';
import { PrintFrame, pageHeaderText, printStatement } from './PrintReport';
import { noPrintContents } from './PrintReport.css';
import { noPrint } from '../../styles/shared.css';
import { ShareAnalysisButton } from './ShareAnalysisButton';
import { UnknownIdsAlert } from './UnknownIdsAlert';
import { UnreadableRolesAlert } from './UnreadableRolesAlert';
import * as styles from './ComparisonReport.css';

/**
 * The result's code (matrix, tabs, drawer) is a chunk of its own, asked for once the report has painted: the header,
 * and with it the page's largest text, paints without waiting for it. (A shared link's HTML preloads it, so it is in by
 * then.) Not lazy() under Suspense: see src/app/loaded-module.ts.
 */
const loadResult = () => import('./ComparisonResult');

/** What the report shows first, even when the analysis is already known: the result then renders at low priority. */
const NOT_YET_RENDERED: EngineAnswer<Comparison> = { state: 'loading' };

interface ComparisonReportProps {
  /** The known built-in roles asked for, in URL order (at least 2). */
  selected: ComparedRole[];
  unknownIds: string[];
  /** Selected roles whose permissions could not be read: named, and left out of `selected`. */
  unreadable?: ComparedRole[];
  /** Set: the roles as defined on this date's snapshot (from the role history), not today's. */
  asOf?: AsOfDate;
  /** With asOf: selected roles that did not exist on that date, named and left out of `selected`. */
  notYet?: ComparedRole[];
}

/** The comparison page once the ids are valid: header, actions, view switch, then the worker's analysis. */
export function ComparisonReport({ selected, unknownIds, unreadable = [], asOf, notYet = [] }: ComparisonReportProps) {
  const [view] = usePermissionView();
  const templateIds = useMemo(() => selected.map((role) => role.templateId), [selected]);
  const request = useMemo(
    () => ({
      templateIds,
      view: { inherit: view.inherit, wildcards: view.wildcards },
      ...(asOf ? { asOf: asOf.snapshot } : {}),
    }),
    [templateIds, view.inherit, view.wildcards, asOf],
  );
  // A shared link keeps every role asked for (one missing on the as-of date exists on others) and pins the snapshot used.
  const shareIds = useMemo(() => [...templateIds, ...notYet.map((role) => role.templateId)], [templateIds, notYet]);
  // The worker is asked at once: it works on its own thread while this page lays out and paints its header (the
  // engine's worker and its dataset are started with the page's first script). The result's code is asked for once
  // the header is on screen, so evaluating it does not hold up that paint.
  const current = useEngineAnswer(['comparison', [request.templateIds, request.view, { asOf: request.asOf }]]);
  // The exports write from this answer: one asked for while it loads waits for it.
  const heldComparison = useHeldAnswer(current);
  const heldAnalysis = useCallback(async () => (await heldComparison()).analysis, [heldComparison]);
  useEffect(() => afterNextPaint(() => void loadModule(loadResult)), []);
  const ComparisonResult = useLoadedModule(loadResult)?.ComparisonResult;
  // A finished analysis of many roles is a big render: it is done at low priority, in slices that leave the main thread
  // free. Until the deferred render has caught up with the current answer, an older one reads as loading.
  const deferred = useDeferredValue(current, NOT_YET_RENDERED);
  const analysis = deferred === current ? deferred : NOT_YET_RENDERED;
  const failed = analysis.state === 'hasError' && !isAbortError(analysis.error);
  const retryEngine = useRetryEngine();
  usePrintEvents();
  const printedAt = usePrintMode();
  const datasetDate = useDatasetFacts()?.datasetDate ?? undefined;
  const statementOf =
    printedAt === null
      ? null
      : {
          names: selected.map((role) => role.displayName),
          view: request.view,
          datasetDate,
          asOf,
          generatedAt: printedAt,
          customRoles: selected.filter((role) => !role.builtIn).map((role) => role.displayName),
        };
  const statement = statementOf && printStatement(statementOf);
  const pageHeader = statementOf && pageHeaderText(statementOf);

  useEffect(() => {
    if (failed) console.error('Error analyzing roles', analysis.error);
  }, [failed, analysis]);

  let body;
  if (failed) {
    body = (
      <ErrorState
        heading="Error analyzing roles"
        message={errorMessage(analysis.error, 'The analysis could not be completed.')}
        onRetry={retryEngine}
      />
    );
  } else if (analysis.state === 'hasData') {
    body =
      analysis.data.analysis.roles.length < 2 ? (
        <ErrorState heading="Error analyzing roles" message="The analysis came back without the selected roles." />
      ) : ComparisonResult ? (
        <ComparisonResult
          result={analysis.data.analysis}
          labels={analysis.data.labels}
          selected={selected}
          asOf={asOf}
          datasetDate={datasetDate}
        />
      ) : (
        <LoadingState>Analyzing roles...</LoadingState>
      );
  } else {
    body = <LoadingState>Analyzing roles...</LoadingState>;
  }

  return (
    <PrintFrame statement={statement} pageHeader={pageHeader}>
      <div className={styles.report}>
        <div className={styles.header}>
          <div>
            <h1 className={styles.title}>Role Comparison Analysis</h1>
            <p className={styles.lead}>Analyzing {selected.length} roles for overlaps and redundancies</p>
            {asOf ? <p className={styles.asOf}>{asOfText(asOf)}</p> : null}
          </div>
          <div className={`${styles.actions} ${noPrint}`}>
            <ShareAnalysisButton templateIds={shareIds} view={request.view} asOf={asOf?.snapshot} />
            <ExportCsvButton analysis={heldAnalysis} view={request.view} asOf={asOf} />
            <ExportMenu analysis={heldAnalysis} selected={selected} view={request.view} asOf={asOf} />
          </div>
        </div>
        <div className={noPrintContents}>
          <ViewSwitch />
        </div>
        <div className={noPrintContents}>
          <CompareHistoryControls templateIds={shareIds} view={request.view} asOf={asOf} />
        </div>
        <UnknownIdsAlert unknownIds={unknownIds} />
        {asOf ? <NotYetRolesAlert names={notYet.map((role) => role.displayName)} asOf={asOf} /> : null}
        <UnreadableRolesAlert names={unreadable.map((role) => role.displayName)} />
        {body}
      </div>
    </PrintFrame>
  );
}
