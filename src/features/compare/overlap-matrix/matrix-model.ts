// The overlap matrix as displayed: role order, pair facts, the texts shared by grid, canvas and table, and keyboard moves.
import { clusterOrder, isEmptyRole, pairStats, type AnalysisResult } from '@engine/analyze';

/** Above this many roles the matrix is drawn on a canvas instead of one DOM cell per pair. */
export const LARGE_MATRIX_ROLES = 30;

export type MatrixOrder = 'similarity' | 'selection';

/** A pair cell in display coordinates; a pair cell always has row < col (the upper triangle). */
export interface MatrixCell {
  row: number;
  col: number;
}

/** What the grid and the canvas both take: the analysis, the display order, the active cell and the two callbacks. */
export interface MatrixViewProps {
  result: AnalysisResult;
  /** Display position -> selection position. */
  order: number[];
  active: MatrixCell;
  instructionsId: string;
  onActiveChange: (cell: MatrixCell) => void;
  onOpen: (cell: MatrixCell, from: HTMLElement) => void;
}

/** One role pair by selection position, with the numbers the cell, tooltip and drawer show. */
export interface PairFacts {
  a: number;
  b: number;
  nameA: string;
  nameB: string;
  percent: number;
  shared: number;
  total: number;
  /**
   * Names of the pair's roles that list no permissions in the view (none, one, or both). When any does, the
   * percent is arithmetic (0%, or 0/0 for two empty roles), not a finding: cells say "no permissions" instead.
   */
  emptyNames: string[];
}

/** What a cell of a role that lists no permissions shows in place of a percent. */
export const NO_PERMISSIONS = 'no permissions';
/** The same on the canvas: "no permissions" does not fit a 30-pixel cell; the legend and the tooltip say it in full. */
export const NO_PERMISSIONS_CELL_TEXT = 'none';

/** Display position -> selection position, for the chosen order. */
export function displayOrder(result: AnalysisResult, order: MatrixOrder): number[] {
  return order === 'similarity' ? Array.from(clusterOrder(result)) : result.roles.map((_, i) => i);
}

export function pairFacts(result: AnalysisResult, a: number, b: number): PairFacts {
  const { shared, union, percent } = pairStats(result, a, b);
  const nameA = result.roles[a].name;
  const nameB = result.roles[b].name;
  const emptyNames = [...new Set([a, b])].filter((i) => isEmptyRole(result, i)).map((i) => result.roles[i].name);
  return { a, b, nameA, nameB, percent, shared, total: union, emptyNames };
}

/** The cell tooltip and accessible description (spec section 2). */
export function pairSummary(shared: number, total: number): string {
  return `${shared} shared of ${total} unique permissions`;
}

/** What a pair's cell shows: its percent, or "no permissions" when a role of the pair lists none. */
export function pairValue(facts: PairFacts): string {
  return facts.emptyNames.length > 0 ? NO_PERMISSIONS : `${facts.percent}%`;
}

/** The counts of a pair, or which of its roles lists no permissions (the tooltip, description and drawer). */
export function pairDetails(facts: PairFacts): string {
  if (facts.emptyNames.length === 0) return pairSummary(facts.shared, facts.total);
  if (facts.emptyNames.length === 2) return 'Neither role lists any permissions in this dataset';
  return `${facts.emptyNames[0]} lists no permissions in this dataset`;
}

/** The accessible name of a pair: "Role A × Role B: 42%" (or ": no permissions"). */
export function pairName(facts: PairFacts): string {
  return `${facts.nameA} × ${facts.nameB}: ${pairValue(facts)}`;
}

/** What the live region says when the active pair changes. */
export function pairAnnouncement(facts: PairFacts): string {
  return `${pairName(facts)} — ${pairDetails(facts)}`;
}

/** The display cell of an unordered pair of selection positions. */
export function cellOfPair(pair: readonly [number, number], positionOf: readonly number[]): MatrixCell {
  const p = positionOf[pair[0]];
  const q = positionOf[pair[1]];
  return { row: Math.min(p, q), col: Math.max(p, q) };
}

/** Inverse of a display order: selection position -> display position. */
export function positionsOf(order: readonly number[]): number[] {
  const positions = new Array<number>(order.length);
  order.forEach((selection, display) => (positions[selection] = display));
  return positions;
}

const PAGE_ROWS = 10;

/**
 * The cell a key moves to in an upper-triangular grid of n roles, or null for keys the grid does not handle.
 * Moves stop at the edges: the diagonal and lower triangle are never active, so Left stops beside the
 * diagonal and Down stops at the last pair of a column.
 */
export function moveCell(cell: MatrixCell, key: string, n: number, toCorner = false): MatrixCell | null {
  if (n < 2) return null;
  const { row, col } = cell;
  switch (key) {
    case 'ArrowRight':
      return { row, col: Math.min(n - 1, col + 1) };
    case 'ArrowLeft':
      return { row, col: Math.max(row + 1, col - 1) };
    case 'ArrowUp':
      return { row: Math.max(0, row - 1), col };
    case 'ArrowDown':
      return { row: Math.min(col - 1, row + 1), col };
    case 'PageUp':
      return { row: Math.max(0, row - PAGE_ROWS), col };
    case 'PageDown':
      return { row: Math.min(col - 1, row + PAGE_ROWS), col };
    case 'Home':
      return toCorner ? { row: 0, col: 1 } : { row, col: row + 1 };
    case 'End':
      return toCorner ? { row: n - 2, col: n - 1 } : { row, col: n - 1 };
    default:
      return null;
  }
}
