// The comparison as an XLSX workbook: one sheet per tab (Summary, Matrix, Common, All, Unique, Redundancy), each
// opening with the statement (selection, view, dataset or snapshot, generation time, custom roles). Text cells are
// neutralised as the CSV's are. The writer (write-excel-file) is loaded only when a workbook is asked for.
import type { AnalysisResult } from '@engine/analyze';
import { neutraliseFormula } from '@engine/csv';
import type { Cell, SheetData } from 'write-excel-file/browser';
import {
  allActions,
  commonActions,
  emptyRoles,
  matrixPercents,
  minimalSetMethod,
  statementLines,
  subsets,
  summaryFigures,
  summaryRows,
  uniqueByRole,
  type ExportMeta,
} from './export-report';

export const XLSX_SHEETS = ['Summary', 'Matrix', 'Common', 'All', 'Unique', 'Redundancy'] as const;
export type XlsxSheetName = (typeof XLSX_SHEETS)[number];

/** Rows every sheet opens with: the five statement lines and a blank row; each sheet's table starts after them. */
export const STATEMENT_ROWS = 6;

/** A text cell, always stored as text; a leading =, +, -, @, tab, CR or LF gets the CSV's `'` so it never runs. */
export function textCell(value: string): Cell {
  return { value: neutraliseFormula(value), type: String };
}

const numberCell = (value: number): Cell => ({ value, type: Number });
const headCell = (value: string): Cell => ({ value: neutraliseFormula(value), type: String, fontWeight: 'bold' });
const cellOf = (value: string | number): Cell => (typeof value === 'number' ? numberCell(value) : textCell(value));
const rowOf = (...values: (string | number)[]): Cell[] => values.map(cellOf);

export interface XlsxSheet {
  sheet: XlsxSheetName;
  data: SheetData;
  columns: { width: number }[];
}

/** The workbook's sheets as cell data (pure: testable without writing a file). */
export function comparisonSheets(result: AnalysisResult, meta: ExportMeta): XlsxSheet[] {
  const statement: SheetData = [
    ...statementLines(result, meta).map(([label, value]) => [headCell(label), textCell(value)]),
    [],
  ];
  const names = result.roles.map((r) => r.name);
  const percents = matrixPercents(result);
  const relations = subsets(result);
  const empty = new Set(emptyRoles(result));
  const sheets: Record<XlsxSheetName, SheetData> = {
    Summary: [
      [headCell('Figure'), headCell('Count')],
      ...summaryFigures(result).map(([label, count]) => rowOf(label, count)),
      [],
      ['Role', 'Permissions', 'Only in this role', 'Contained in', 'Lists no permissions'].map(headCell),
      ...summaryRows(result).map((s) =>
        rowOf(s.name, s.permissions, s.onlyInThisRole, s.containedIn, empty.has(s.name) ? 'Yes' : 'No'),
      ),
    ],
    Matrix: [
      [headCell('Overlap % (shared / union of the pair)'), ...names.map(headCell)],
      ...names.map((name, i) => [
        textCell(name),
        ...percents[i].map((p) => (p === null ? textCell('no permissions') : numberCell(p))),
      ]),
    ],
    Common: [[headCell('Permission in every selected role')], ...commonActions(result).map((a) => rowOf(a))],
    All: [
      ['Permission', 'Held by', 'Common'].map(headCell),
      ...allActions(result).map((a) => rowOf(a.action, a.roles.join('; '), a.common ? 'Yes' : 'No')),
    ],
    Unique: [
      ['Role', 'Permission only this role has'].map(headCell),
      ...uniqueByRole(result).flatMap((u) =>
        u.actions.length ? u.actions.map((a) => rowOf(u.role, a)) : [rowOf(u.role, '(none)')],
      ),
    ],
    Redundancy: [
      ['Subset', 'Contained in', 'Trivial (lists no permissions)'].map(headCell),
      ...relations.map((s) => rowOf(s.subset, s.superset, s.trivial ? 'Yes' : 'No')),
      ...(relations.length ? [] : [rowOf('No subset relationships found.')]),
      [],
      [
        headCell(`Minimal role set (${result.minimalSet.length} of ${result.roles.length})`),
        textCell(minimalSetMethod(result)),
      ],
      ...result.minimalSetNames.map((name) => rowOf(name)),
    ],
  };
  const widths: Record<XlsxSheetName, number[]> = {
    Summary: [40, 14, 18, 14, 22],
    Matrix: [40, ...names.map(() => 18)],
    Common: [80],
    All: [80, 60, 10],
    Unique: [40, 80],
    Redundancy: [40, 40, 28],
  };
  return XLSX_SHEETS.map((sheet) => ({
    sheet,
    data: [...statement, ...sheets[sheet]],
    columns: widths[sheet].map((width) => ({ width })),
  }));
}

/** The workbook as a Blob; the writer's code is downloaded now, the first time a workbook is asked for. */
export async function comparisonXlsx(result: AnalysisResult, meta: ExportMeta): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(comparisonSheets(result, meta)).toBlob();
}
