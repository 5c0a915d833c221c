import type { ReactNode } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { customRolesText, generatedText } from './export-report';
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
  /** The names of the selected custom roles, if any. */
  customRoles?: readonly string[];
}

/** "Selection: A, B · View: Listed · Dataset of 2026-05-04 · Generated 2026-11-23 19:40 UTC · Custom roles: none". */
export function printStatement({
  names,
  view,
  datasetDate,
  asOf,
  generatedAt,
  customRoles,
}: PrintStatementProps): string {
  const dataset = asOf
    ? `Roles as of ${asOf.date} (snapshot of ${asOf.snapshot})`
    : `Dataset of ${datasetDate ?? 'today'}`;
  return [
    `Selection: ${names.join(', ')}`,
    `View: ${viewLabel(view)}`,
    dataset,
    `Generated ${generatedText(generatedAt)}`,
    `Custom roles: ${customRolesText(customRoles)}`,
  ].join(' · ');
}

/**
 * The report, under the statement in print mode: on paper the statement repeats at the top of every page (a CSS
 * table header group). The element tree does not change with the mode, so the report is not rendered anew. The page
 * rule (A4 landscape) is always there, for the browser's own Print too.
 */
export function PrintFrame({ statement, children }: { statement: string | null; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <style>{PAGE_RULE}</style>
      <div className={styles.frameHead}>
        {statement === null ? null : <p className={styles.frameHeadText}>{statement}</p>}
      </div>
      <div className={styles.frameBody}>{children}</div>
    </div>
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
