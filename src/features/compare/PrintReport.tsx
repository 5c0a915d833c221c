import type { ReactNode } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { CUSTOM_ROLES_TEXT, generatedText } from './export-report';
import type { AsOfDate } from './as-of';
import * as styles from './PrintReport.css';

/** A4 landscape, so a matrix of many roles stays legible; set only while the compare page is on screen. */
const PAGE_RULE = '@page { size: A4 landscape; margin: 12mm; }';

interface PrintStatementProps {
  names: string[];
  view: PermissionView;
  datasetDate: string | undefined;
  asOf?: AsOfDate;
  generatedAt: string;
}

/** "Selection: A, B · View: Listed · Dataset of 2026-05-04 · Generated 2026-11-23 19:40 UTC · Custom roles: none". */
export function printStatement({ names, view, datasetDate, asOf, generatedAt }: PrintStatementProps): string {
  const dataset = asOf
    ? `Roles as of ${asOf.date} (snapshot of ${asOf.snapshot})`
    : `Dataset of ${datasetDate ?? 'today'}`;
  return [
    `Selection: ${names.join(', ')}`,
    `View: ${viewLabel(view)}`,
    dataset,
    `Generated ${generatedText(generatedAt)}`,
    CUSTOM_ROLES_TEXT,
  ].join(' · ');
}

/**
 * The report as printed: in print mode, inside a table whose header row (the statement) Chromium repeats on every
 * printed page; on screen, the children alone. The page rule (A4 landscape) is always there for the browser's Print.
 */
export function PrintFrame({ statement, children }: { statement: string | null; children: ReactNode }) {
  const pageRule = <style>{PAGE_RULE}</style>;
  if (statement === null)
    return (
      <>
        {pageRule}
        {children}
      </>
    );
  return (
    <>
      {pageRule}
      <table className={styles.frame} role="presentation">
        <thead>
          <tr>
            <td className={styles.frameHead}>
              <p className={styles.statement}>{statement}</p>
            </td>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={styles.frameBody}>{children}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** Every tab's content one after another, each under the tab's name as its heading (print mode). */
export function PrintPanels({ panels }: { panels: { value: string; label: string; content: ReactNode }[] }) {
  return (
    <div className={styles.printPanels}>
      {panels.map((p) => (
        <section key={p.value} className={styles.printPanel} aria-labelledby={`print-panel-${p.value}`}>
          <h2 id={`print-panel-${p.value}`} className={styles.printPanelHeading}>
            {p.label}
          </h2>
          {p.content}
        </section>
      ))}
    </div>
  );
}
