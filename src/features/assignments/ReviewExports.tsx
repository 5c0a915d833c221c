import { useState } from 'react';
import { RULE_VIEW } from '@engine/assignments/redundancy-rule';
import { REVIEW_CSV_FILE_NAME } from '@engine/assignments/review-export';
import { viewLabel } from '@engine/catalog';
import type { ReviewOverview } from '../../../workers/assignment-review';
import { downloadBlob, downloadCsvFile, downloadTextFile } from '../../app/download-file';
import { useToast } from '../../components/toast/ToastProvider';
import { button, noPrint } from '../../styles/shared.css';
import { askEngine } from '../../worker-bridge/engine-client';
import * as styles from './Review.css';

type ExportKind = 'csv' | 'xlsx' | 'json' | 'markdown';

const BASE_NAME = REVIEW_CSV_FILE_NAME.replace(/\.csv$/, '');

const EXPORTS: { kind: ExportKind; label: string; file: string }[] = [
  { kind: 'csv', label: 'Export CSV', file: REVIEW_CSV_FILE_NAME },
  { kind: 'xlsx', label: 'Export XLSX', file: `${BASE_NAME}.xlsx` },
  { kind: 'json', label: 'Export JSON', file: `${BASE_NAME}.json` },
  { kind: 'markdown', label: 'Export Markdown', file: `${BASE_NAME}.md` },
];

/** Writes the file in the worker (the engine's reviewJson, reviewCsv, reviewMarkdown, or the workbook) and saves it. */
async function exportReview(review: ReviewOverview, kind: ExportKind, file: string): Promise<void> {
  const written = await askEngine('reviewExport', [review.id, kind]);
  if (written instanceof Blob) downloadBlob(file, written);
  else if (kind === 'csv') downloadCsvFile(file, written);
  else if (kind === 'json') downloadTextFile(file, written, 'application/json');
  else downloadTextFile(file, written, 'text/markdown;charset=utf-8');
}

/** Export CSV (with a BOM), XLSX, JSON and Markdown of the summary and every assignment, and Print / Save as PDF. */
export function ReviewExports({ review }: { review: ReviewOverview }) {
  const toast = useToast();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const run = async (kind: ExportKind, file: string) => {
    setBusy(kind);
    try {
      await exportReview(review, kind, file);
      toast({ title: 'Review exported', description: `${file} (${viewLabel(RULE_VIEW)} view)` });
    } catch (error) {
      console.error('Assignment review export failed', error);
      toast({
        title: 'Export failed',
        description: 'The file could not be created. Please try again.',
        tone: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={`${styles.exports} ${noPrint}`}>
      {EXPORTS.map(({ kind, label, file }) => (
        <button
          key={kind}
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          disabled={busy !== null}
          aria-busy={busy === kind}
          onClick={() => void run(kind, file)}
        >
          {label}
        </button>
      ))}
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => window.print()}>
        Print / Save as PDF
      </button>
    </div>
  );
}
