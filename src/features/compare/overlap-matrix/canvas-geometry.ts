// Where things sit on the large (canvas) matrix: label bands, cell squares, hit testing and scrolling a cell into view.
import type { MatrixCell } from './matrix-model';

export interface CanvasGeometry {
  n: number;
  /** Side of one cell square, CSS pixels. */
  cell: number;
  /** Width of the row-name band on the left (stays put while scrolling). */
  labelWidth: number;
  /** Height of the column-name band on top (stays put while scrolling). */
  headerHeight: number;
  contentWidth: number;
  contentHeight: number;
}

const CELL = 32;
const HEADER_HEIGHT = 176;

/** Geometry for n roles in a frame of the given width (the row-name band narrows on phones). */
export function canvasGeometry(n: number, frameWidth: number): CanvasGeometry {
  const labelWidth = Math.round(Math.min(224, Math.max(112, frameWidth * 0.32)));
  return {
    n,
    cell: CELL,
    labelWidth,
    headerHeight: HEADER_HEIGHT,
    contentWidth: labelWidth + n * CELL,
    contentHeight: HEADER_HEIGHT + n * CELL,
  };
}

/** Top-left of a cell in content coordinates (before scrolling). */
export function cellOrigin(g: CanvasGeometry, cell: MatrixCell): { x: number; y: number } {
  return { x: g.labelWidth + cell.col * g.cell, y: g.headerHeight + cell.row * g.cell };
}

/** The pair cell under a point given in viewport-of-frame coordinates, or null (labels, diagonal, lower triangle). */
export function pairCellAt(g: CanvasGeometry, x: number, y: number, scrollLeft: number, scrollTop: number): MatrixCell | null {
  if (x < g.labelWidth || y < g.headerHeight) return null;
  const col = Math.floor((x + scrollLeft - g.labelWidth) / g.cell);
  const row = Math.floor((y + scrollTop - g.headerHeight) / g.cell);
  if (row < 0 || col >= g.n || row >= col) return null;
  return { row, col };
}

/** The scroll position that shows a cell fully beside the fixed label bands (unchanged when it already shows). */
export function revealCell(g: CanvasGeometry, cell: MatrixCell, scroll: { left: number; top: number }, view: { width: number; height: number }) {
  const { x, y } = cellOrigin(g, cell);
  let { left, top } = scroll;
  if (x - g.labelWidth < left) left = x - g.labelWidth;
  else if (x + g.cell > left + view.width) left = x + g.cell - view.width;
  if (y - g.headerHeight < top) top = y - g.headerHeight;
  else if (y + g.cell > top + view.height) top = y + g.cell - view.height;
  return { left: Math.max(0, left), top: Math.max(0, top) };
}

/** Index range [first, last] of cells visible along one axis. */
export function visibleRange(g: CanvasGeometry, scroll: number, viewSize: number, band: number): [number, number] {
  const first = Math.max(0, Math.floor(scroll / g.cell));
  const last = Math.min(g.n - 1, Math.floor((scroll + viewSize - band) / g.cell));
  return [first, last];
}
