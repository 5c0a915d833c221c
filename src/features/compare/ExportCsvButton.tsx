import { useState } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { comparisonCsv } from '@engine/csv';
import { useToast } from '../../components/toast/ToastProvider';
import { useDatasetFacts } from '../../state/role-index';
import { csvFileName, type AsOfDate } from './as-of';
import { button, spinner } from '../../styles/shared.css';
import { downloadCsvFile } from '../../app/download-file';

interface ExportCsvButtonProps {
  /** The analysis the page holds (or waits for). */
  analysis: () => Promise<AnalysisResult>;
  view: PermissionView;
  /** Set: the roles of this snapshot (the CSV's DatasetDate column and file name say which). */
  asOf?: AsOfDate;
}

/**
 * 'Export CSV': role-comparison.csv (view and dataset date on every row), written from the analysis the page holds, as
 * the engine's csv() writes it; the browser saves it.
 */
export function ExportCsvButton({ analysis, view, asOf }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const datasetDate = useDatasetFacts()?.datasetDate ?? '';
  const exportCsv = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const csv = comparisonCsv(await analysis(), asOf ? asOf.snapshot : datasetDate);
      const fileName = csvFileName(asOf);
      downloadCsvFile(fileName, csv);
      toast({
        title: 'CSV exported',
        description: `${fileName} (${viewLabel(view)} view${asOf ? `, roles as of ${asOf.snapshot}` : ''})`,
      });
    } catch (error) {
      console.error('CSV export failed', error);
      toast({
        title: 'Export failed',
        description: 'The CSV could not be created. Please try again.',
        tone: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={button({ tone: 'secondary' })}
      onClick={exportCsv}
      aria-disabled={busy}
      aria-busy={busy}
    >
      {busy ? <span className={spinner} aria-hidden="true" /> : null}
      Export CSV
    </button>
  );
}
