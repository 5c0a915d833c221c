import { useState } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { useToast } from '../../components/toast/ToastProvider';
import { askHistory } from '../../worker-bridge/engine-history';
import { csvFileName, type AsOfDate } from './as-of';
import { button, spinner } from '../../styles/shared.css';
import { downloadCsvFile } from '../../app/download-file';

interface ExportCsvButtonProps {
  templateIds: string[];
  view: PermissionView;
  /** Set: the roles of this snapshot (the CSV's DatasetDate column and file name say which). */
  asOf?: AsOfDate;
}

/** 'Export CSV': the worker writes role-comparison.csv (view and dataset date on every row); the browser saves it. */
export function ExportCsvButton({ templateIds, view, asOf }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const exportCsv = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const csv = await askHistory('csv', [templateIds, view, { asOf: asOf?.snapshot }]);
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
