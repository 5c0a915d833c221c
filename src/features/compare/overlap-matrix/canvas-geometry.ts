// Where things sit on the large (canvas) matrix: label bands, cell squares, hit testing and scrolling a cell into view.
import type { MatrixCell } from './matrix-model';

/** A rectangle in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The frame's inner size: the part of the content it shows at once. */
export interface FrameView {
  width: number;
  height: number;
}

/** How far the frame is scrolled, CSS pixels. */
export interface ScrollOffset {
  left: number;
  top: number;
}

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
/** The gap each side of a cell's filled square, so neighbouring squares stay apart. */
const CELL_GUTTER = 1;
/** Space between a name and the cells, and at the far end of its band. */
const LABEL_PADDING = 6;

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
export function pairCellAt(
  g: CanvasGeometry,
  x: number,
  y: number,
  scrollLeft: number,
  scrollTop: number,
): MatrixCell | null {
  if (x < g.labelWidth || y < g.headerHeight) return null;
  const col = Math.floor((x + scrollLeft - g.labelWidth) / g.cell);
  const row = Math.floor((y + scrollTop - g.headerHeight) / g.cell);
  if (row < 0 || col >= g.n || row >= col) return null;
  return { row, col };
}

/** The scroll position that shows a cell fully beside the fixed label bands (unchanged when it already shows). */
export function revealCell(
  g: CanvasGeometry,
  cell: MatrixCell,
  scroll: { left: number; top: number },
  view: { width: number; height: number },
) {
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

/** The side of a cell's filled square, which is also its text's square: the cell less its gutter on each side. */
export const cellTextSize = (g: CanvasGeometry) => g.cell - 2 * CELL_GUTTER;

/** Left edge of the filled squares of column `col`, in canvas coordinates (after scrolling). */
export function cellSquareLeft(g: CanvasGeometry, col: number, scrollLeft: number): number {
  return g.labelWidth + col * g.cell - scrollLeft + CELL_GUTTER;
}

/** Top edge of the filled squares of row `row`, in canvas coordinates (after scrolling). */
export function cellSquareTop(g: CanvasGeometry, row: number, scrollTop: number): number {
  return g.headerHeight + row * g.cell - scrollTop + CELL_GUTTER;
}

/**
 * The rectangle an outline of `lineWidth` follows to stay inside a cell (canvas coordinates), or null when the cell is
 * scrolled away behind the name bands.
 */
export function cellOutline(g: CanvasGeometry, cell: MatrixCell, scroll: ScrollOffset, lineWidth: number): Rect | null {
  const origin = cellOrigin(g, cell);
  const x = origin.x - scroll.left;
  const y = origin.y - scroll.top;
  if (x < g.labelWidth - g.cell || y < g.headerHeight - g.cell) return null;
  return { x: x + lineWidth / 2, y: y + lineWidth / 2, width: g.cell - lineWidth, height: g.cell - lineWidth };
}

/** Where a name is written: the point its text is anchored to, and the width it may take. */
export interface LabelSpot {
  x: number;
  y: number;
  maxWidth: number;
}

/** A row's name: right-aligned against the cells, centred on the row (canvas coordinates). */
export function rowLabelSpot(g: CanvasGeometry, row: number, scrollTop: number): LabelSpot {
  return {
    x: g.labelWidth - LABEL_PADDING,
    y: g.headerHeight + row * g.cell - scrollTop + g.cell / 2,
    maxWidth: g.labelWidth - 2 * LABEL_PADDING,
  };
}

/** A column's name, written upwards from just above the cells and centred on the column (canvas coordinates). */
export function columnLabelSpot(g: CanvasGeometry, col: number, scrollLeft: number): LabelSpot {
  return {
    x: g.labelWidth + col * g.cell - scrollLeft + g.cell / 2,
    y: g.headerHeight - LABEL_PADDING,
    maxWidth: g.headerHeight - 2 * LABEL_PADDING,
  };
}

/** The part of the canvas where cells show: right of the row names, below the column names. */
export function cellArea(g: CanvasGeometry, view: FrameView): Rect {
  return { x: g.labelWidth, y: g.headerHeight, width: view.width - g.labelWidth, height: view.height - g.headerHeight };
}

/** The band of row names on the left, below the corner. */
export function rowLabelArea(g: CanvasGeometry, view: FrameView): Rect {
  return { x: 0, y: g.headerHeight, width: g.labelWidth, height: view.height - g.headerHeight };
}

/** The band of column names on top, right of the corner. */
export function columnLabelArea(g: CanvasGeometry, view: FrameView): Rect {
  return { x: g.labelWidth, y: 0, width: view.width - g.labelWidth, height: g.headerHeight };
}

/** The empty corner where the two name bands meet. */
export function cornerArea(g: CanvasGeometry): Rect {
  return { x: 0, y: 0, width: g.labelWidth, height: g.headerHeight };
}

/**
 * Where the 1-pixel lines between the name bands and the cells run: the vertical one at `x`, the horizontal one at
 * `y`, on each band's last pixel and through its centre so that the line stays sharp.
 */
export function bandBorders(g: CanvasGeometry): { x: number; y: number } {
  return { x: g.labelWidth - 0.5, y: g.headerHeight - 0.5 };
}

/** The canvas's box in CSS pixels, and its bitmap in device pixels. */
export interface CanvasSize {
  width: number;
  height: number;
  pixelWidth: number;
  pixelHeight: number;
}

/** The canvas's size: the view, or the whole content when that is smaller; in device pixels at pixel ratio `dpr`. */
export function canvasSize(g: CanvasGeometry, view: FrameView, dpr: number): CanvasSize {
  const width = Math.min(view.width, g.contentWidth);
  const height = Math.min(view.height, g.contentHeight);
  return { width, height, pixelWidth: Math.round(width * dpr), pixelHeight: Math.round(height * dpr) };
}

/** Where the frame sits on screen, as read from the DOM: its border box's corner, its border widths and its scroll offset. */
export interface FramePlacement {
  left: number;
  top: number;
  borderLeft: number;
  borderTop: number;
  scrollLeft: number;
  scrollTop: number;
}

/**
 * The pair cell under a pointer at client (viewport) coordinates, or null past the frame's view, on the names, the
 * diagonal or the lower triangle.
 */
export function pairCellAtClient(
  g: CanvasGeometry,
  frame: FramePlacement,
  view: FrameView,
  clientX: number,
  clientY: number,
): MatrixCell | null {
  const x = clientX - frame.left - frame.borderLeft;
  const y = clientY - frame.top - frame.borderTop;
  if (x > view.width || y > view.height) return null;
  return pairCellAt(g, x, y, frame.scrollLeft, frame.scrollTop);
}

/** A cell's square in client (viewport) coordinates: what its tooltip is placed against. */
export function cellClientRect(g: CanvasGeometry, frame: FramePlacement, cell: MatrixCell): Rect {
  const origin = cellOrigin(g, cell);
  return {
    x: frame.left + frame.borderLeft + origin.x - frame.scrollLeft,
    y: frame.top + frame.borderTop + origin.y - frame.scrollTop,
    width: g.cell,
    height: g.cell,
  };
}
