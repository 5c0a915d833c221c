import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel, type PermissionView } from '@engine/catalog';
import type { ComparedRole } from '../../../workers/compare-page';
import { useToast } from '../../components/toast/ToastProvider';
import { useDatasetFacts } from '../../state/role-index';
import { button, spinner } from '../../styles/shared.css';
import type { AsOfDate } from './as-of';
import { downloadBlob, downloadTextFile } from '../../app/download-file';
import { comparisonJson, exportFileName, type ExportMeta } from './export-report';
import { comparisonMarkdown } from './export-markdown';
import { printingAtom, printReport } from './print-mode';
import * as styles from './ExportMenu.css';

type Format = 'xlsx' | 'json' | 'md';

const FORMATS: Record<Format, { label: string; type: string }> = {
  xlsx: { label: 'XLSX', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  json: { label: 'JSON', type: 'application/json;charset=utf-8' },
  md: { label: 'Markdown', type: 'text/markdown;charset=utf-8' },
};

interface ExportMenuProps {
  /** The analysis the page holds (or waits for). */
  analysis: () => Promise<AnalysisResult>;
  /** Client roles of the comparison (URL order): their slugs go into the JSON. */
  selected: ComparedRole[];
  view: PermissionView;
  /** Set: the roles of this snapshot; every export uses them and states the snapshot's date. */
  asOf?: AsOfDate;
}

/** The file of one format, from the analysis the page holds (as-of included). */
async function buildFile(
  format: Format,
  result: AnalysisResult,
  selected: ComparedRole[],
  meta: ExportMeta,
): Promise<Blob> {
  if (format === 'xlsx') {
    // The spreadsheet writer is a chunk of its own, downloaded the first time a workbook is asked for.
    const { comparisonXlsx } = await import('./export-xlsx');
    return comparisonXlsx(result, meta);
  }
  const text =
    format === 'json'
      ? `${JSON.stringify(comparisonJson(result, selected, meta), null, 2)}\n`
      : comparisonMarkdown(result, meta);
  return new Blob([text], { type: FORMATS[format].type });
}

/**
 * 'More exports': XLSX (one sheet per tab), JSON (the CLI's --json object), Markdown (for a ticket or wiki page),
 * and Print / Save as PDF. Each states the view, the dataset or as-of snapshot date, when it was made and which
 * imported custom roles it includes (or none). A native disclosure (<details>): Enter or Space opens it, Tab reaches
 * each button, Escape closes it and returns the focus. Not Ariakit's Menu: its shared modules would add script files to
 * pages.
 */
export function ExportMenu({ analysis, selected, view, asOf }: ExportMenuProps) {
  const [busy, setBusy] = useState<Format | null>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const toast = useToast();
  const datasetFacts = useDatasetFacts();
  const setPrinting = useSetAtom(printingAtom);

  const close = () => {
    if (!details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  // A click or tap elsewhere closes it, as a menu would.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const node = details.current;
      if (node?.open && !node.contains(event.target as Node)) node.open = false;
    };
    // Escape closes it and gives the focus back to its summary.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const node = details.current;
      if (event.key !== 'Escape' || !node?.open || !node.contains(document.activeElement)) return;
      event.preventDefault();
      node.open = false;
      node.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const exportAs = async (format: Format) => {
    if (busy) return;
    close();
    setBusy(format);
    const { label } = FORMATS[format];
    try {
      const result = await analysis();
      const datasetDate = asOf ? asOf.snapshot : (datasetFacts?.datasetDate ?? '');
      const customRoles = selected.filter((role) => !role.builtIn).map((role) => role.displayName);
      const meta: ExportMeta = { datasetDate, asOf, generatedAt: new Date().toISOString(), customRoles };
      const fileName = exportFileName(format, asOf);
      const blob = await buildFile(format, result, selected, meta);
      if (format === 'xlsx') downloadBlob(fileName, blob);
      else downloadTextFile(fileName, await blob.text(), FORMATS[format].type);
      toast({
        title: `${label} exported`,
        description: `${fileName} (${viewLabel(view)} view${asOf ? `, roles as of ${asOf.snapshot}` : ''})`,
      });
    } catch (error) {
      console.error(`${label} export failed`, error);
      toast({
        title: 'Export failed',
        description: `The ${label} file could not be created. Please try again.`,
        tone: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <details ref={details} className={styles.disclosure}>
      <summary className={`${button({ tone: 'secondary' })} ${styles.summary}`} aria-busy={busy !== null}>
        {busy ? <span className={spinner} aria-hidden="true" /> : null}
        More exports
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </summary>
      <div className={styles.menu} role="group" aria-label="More exports">
        {(Object.keys(FORMATS) as Format[]).map((format) => (
          <button
            key={format}
            type="button"
            className={styles.item}
            onClick={() => void exportAs(format)}
            aria-disabled={busy !== null}
          >
            Export {FORMATS[format].label}
          </button>
        ))}
        <button
          type="button"
          className={styles.item}
          onClick={() => {
            close();
            printReport(setPrinting);
          }}
        >
          Print / Save as PDF
        </button>
      </div>
    </details>
  );
}
