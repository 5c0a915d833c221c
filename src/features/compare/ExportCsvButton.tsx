import { useState } from 'react';
import { CSV_FILE_NAME } from '@engine/csv';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { useToast } from '../../components/toast/ToastProvider';
import { askEngine } from '../../worker-bridge/engine-client';
import { button, spinner } from '../../styles/shared.css';
import { downloadTextFile } from './download-file';

interface ExportCsvButtonProps {
  templateIds: string[];
  view: PermissionView;
}

/** 'Export CSV': the worker writes role-comparison.csv (view and dataset date on every row); the browser saves it. */
export function ExportCsvButton({ templateIds, view }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const exportCsv = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const csv = await askEngine('csv', [templateIds, view]);
      downloadTextFile(CSV_FILE_NAME, csv, 'text/csv;charset=utf-8');
      toast({ title: 'CSV exported', description: `${CSV_FILE_NAME} (${viewLabel(view)} view)` });
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
