// The review as an XLSX workbook: a Summary sheet (view, dataset date, the figures) and an Assignments sheet (the CSV's
// rows), written in the worker. Text cells are neutralised as the CSV's are; the writer is loaded only when a workbook is
// asked for.
import { REACH_SUMMARY_LABELS, SUMMARY_LABELS } from './engine/assignments/review-export';
import type { AssignmentSummary } from './engine/assignments/review';
import type { ReachSummary } from './engine/takeover/principal-reach';
import { neutraliseFormula } from './engine/csv';
import type { Cell, SheetData } from 'write-excel-file/browser';

/** A text cell, always stored as text; a leading =, +, -, @, tab, CR or LF gets the CSV's `'` so it never runs. */
const textCell = (value: string): Cell => ({ value: neutraliseFormula(value), type: String });
const bold = (value: string): Cell => ({ value: neutraliseFormula(value), type: String, fontWeight: 'bold' });

/** The reach figures (issue 39), or a line saying they were not worked out (the takeover data did not load). */
const reachRows = (reach: ReachSummary | null): SheetData =>
  reach === null
    ? [[textCell('Reach to Global Administrator'), textCell('not worked out: the takeover data did not load')]]
    : REACH_SUMMARY_LABELS.map(([key, label]) => [textCell(label), { value: reach[key], type: Number }]);

/**
 * The workbook's two sheets as cell data (pure). `rows` are the engine's export rows, header first (steps, standing
 * steps and the chain to Global Administrator among their columns).
 */
export function reviewSheets(
  summary: AssignmentSummary,
  reach: ReachSummary | null,
  view: string,
  datasetDate: string,
  rows: string[][],
) {
  const summarySheet: SheetData = [
    [bold('Assignment review'), textCell('')],
    [bold('View'), textCell(view)],
    [bold('Dataset'), textCell(datasetDate)],
    [],
    [bold('Figure'), bold('Count')],
    ...SUMMARY_LABELS.map(([key, label]) => [textCell(label), { value: summary[key], type: Number }]),
    ...reachRows(reach),
  ];
  const [header, ...body] = rows;
  const assignments: SheetData = [header.map(bold), ...body.map((row) => row.map(textCell))];
  return [
    { sheet: 'Summary', data: summarySheet, columns: [{ width: 60 }, { width: 14 }] },
    { sheet: 'Assignments', data: assignments, columns: header.map(() => ({ width: 24 })) },
  ];
}

/** The workbook as a Blob; the writer's code is downloaded now, the first time a workbook is asked for. */
export async function reviewXlsx(
  summary: AssignmentSummary,
  reach: ReachSummary | null,
  view: string,
  datasetDate: string,
  rows: string[][],
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(reviewSheets(summary, reach, view, datasetDate, rows)).toBlob();
}
