import { useLayoutEffect, type ReactNode } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { customRolesText, generatedText } from './export-report';
import type { AsOfDate } from './as-of';
import * as styles from './PrintReport.css';

/** A4 landscape, so a matrix of many roles stays legible; set only while the compare page is on screen. */
const PAGE_RULE = '@page { size: A4 landscape; margin: 14mm 12mm 12mm; }';

/** More names than this, and the header on every page names the count instead (the first page lists them all). */
const HEADER_NAMES = 4;

/** Text as a CSS string literal: quotes and backslashes escaped, line breaks as spaces. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]+/g, ' ')}"`;
}

/**
 * The page rule, and in print mode the header and page number every printed page carries: the page's margin boxes
 * (`@top-left`, `@bottom-right`), which Chromium draws on each page (a repeated table header group did not repeat).
 */
export function pageRules(header: string | null): string {
  if (header === null) return PAGE_RULE;
  return PAGE_RULE.replace(
    /\}$/,
    ` @top-left { content: ${cssString(header)}; font: 8pt system-ui, sans-serif; color: #4a5068; }` +
      ' @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #4a5068; } }',
  );
}

/** The statement in a page's top margin: the same, with a long selection given as a count. */
export function pageHeaderText(props: PrintStatementProps): string {
  const { names } = props;
  if (names.length <= HEADER_NAMES) return printStatement(props);
  return printStatement({ ...props, names: [`${names.length} roles (named on the first page)`] });
}

/**
 * Puts the page rules in a constructed style sheet while the frame is on screen: a strict Content-Security-Policy
 * (style-src 'self') refuses a <style> element, not a sheet made with the CSSOM. Set in a layout effect, so a print
 * started in the same task (flushSync at beforeprint) already has it.
 */
function usePageRules(header: string | null): void {
  useLayoutEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(pageRules(header));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [header]);
}

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
 * The report, under the statement in print mode; on paper every page also carries `pageHeader` and its page number in
 * its margins. The element tree does not change with the mode, so the report is not rendered anew. The page rule (A4
 * landscape) is always there, for the browser's own Print too.
 */
export function PrintFrame({
  statement,
  pageHeader,
  children,
}: {
  statement: string | null;
  pageHeader: string | null;
  children: ReactNode;
}) {
  usePageRules(pageHeader);
  return (
    <div className={styles.frame}>
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
