// Draws the visible window of the large overlap matrix on a canvas: cells in band colours, fixed name bands, active and hovered cells.
import { vars } from '../../../styles/theme.css';
import { overlapBand, type OverlapBand } from './overlap-band';
import {
  bandBorders,
  cellArea,
  cellOutline,
  cellSquareLeft,
  cellSquareTop,
  cellTextSize,
  columnLabelArea,
  columnLabelSpot,
  cornerArea,
  rowLabelArea,
  rowLabelSpot,
  visibleRange,
  type CanvasGeometry,
  type Rect,
} from './canvas-geometry';
import { NO_PERMISSIONS_CELL_TEXT, type MatrixCell } from './matrix-model';

export interface MatrixPalette {
  band: Record<OverlapBand, { fill: string; text: string }>;
  surface: string;
  muted: string;
  text: string;
  textMuted: string;
  border: string;
  brand: string;
  focus: string;
  /** The page's font stack, so canvas text matches the DOM. */
  fontFamily: string;
}

/** Reads a theme token (a CSS custom property reference) as a colour the canvas understands. */
function tokenColour(element: Element, token: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  return (name && getComputedStyle(element).getPropertyValue(name).trim()) || '#000';
}

/** The theme's colours and font, read from the element the canvas sits in. */
export function resolvePalette(element: Element): MatrixPalette {
  const c = (token: string) => tokenColour(element, token);
  const v = vars.color;
  return {
    band: {
      high: { fill: c(v.bandHigh), text: c(v.bandHighText) },
      substantial: { fill: c(v.bandAmber), text: c(v.bandAmberText) },
      moderate: { fill: c(v.bandGreen), text: c(v.bandGreenText) },
      low: { fill: c(v.bandNeutral), text: c(v.bandNeutralText) },
    },
    surface: c(v.surface),
    muted: c(v.surfaceMuted),
    text: c(v.text),
    textMuted: c(v.textMuted),
    border: c(v.border),
    brand: c(v.brand),
    focus: c(v.focus),
    fontFamily: getComputedStyle(element).fontFamily || 'sans-serif',
  };
}

export interface MatrixPaint {
  geometry: CanvasGeometry;
  /** Role names in display order. */
  names: string[];
  /** Percent of the pair at display row and column; null when a role of the pair lists no permissions. */
  percentAt: (row: number, col: number) => number | null;
  scroll: { left: number; top: number };
  view: { width: number; height: number };
  active: MatrixCell;
  hovered: MatrixCell | null;
  focused: boolean;
  palette: MatrixPalette;
  /** Truncated labels and pre-drawn cell texts, reused between frames. */
  cache: PaintCache;
}

/** What painting learns once and reuses: labels truncated to a width, and the cell texts drawn once into an atlas. */
export interface PaintCache {
  labels: Map<string, string>;
  atlas: TextAtlas | null;
}

/**
 * Every cell text ("0%" to "100%", each in its band's text colour) drawn once into one image at the screen's pixel
 * ratio: a frame then copies a part of it per cell instead of shaping a few thousand strings. One image, not one
 * canvas per text: creating a hundred small canvases cost many times what drawing the one atlas does.
 */
interface TextAtlas {
  canvas: HTMLCanvasElement;
  /** What it was drawn for: a new cell size, pixel ratio or palette draws it again. */
  size: number;
  dpr: number;
  palette: MatrixPalette;
  /** A slot's side in the atlas, device pixels. */
  side: number;
}

/** Slot of the diagonal's "100%" (muted); slots 0–100 are the percents. */
const DIAGONAL_SLOT = 101;
/** Slot of "none" (muted): a cell of a role that lists no permissions, where a percent would read as a finding. */
const NO_PERMISSIONS_SLOT = 102;
const LAST_SLOT = NO_PERMISSIONS_SLOT;
const ATLAS_COLUMNS = 16;

export function createPaintCache(): PaintCache {
  return { labels: new Map(), atlas: null };
}

/**
 * The cell texts of `size`-pixel cells in `palette`'s colours, drawn once into one image (kept in `cache`). Painting
 * builds it when it is missing; call it beforehand to build it in a task of its own.
 */
export function textAtlas(cache: PaintCache, palette: MatrixPalette, size: number): TextAtlas {
  const dpr = window.devicePixelRatio || 1;
  const cached = cache.atlas;
  if (cached && cached.size === size && cached.dpr === dpr && cached.palette === palette) return cached;
  const canvas = cached?.canvas ?? document.createElement('canvas');
  const side = Math.round(size * dpr);
  canvas.width = side * ATLAS_COLUMNS;
  canvas.height = side * Math.ceil((LAST_SLOT + 1) / ATLAS_COLUMNS);
  const c = canvas.getContext('2d')!;
  c.scale(dpr, dpr);
  c.font = `600 11px ${palette.fontFamily}`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  for (let slot = 0; slot <= LAST_SLOT; slot++) {
    const muted = slot >= DIAGONAL_SLOT;
    c.fillStyle = muted ? palette.textMuted : palette.band[overlapBand(slot)].text;
    // At most the slot's width less a pixel each side: "100%" in the cell font is about as wide as a cell, and was cut.
    c.fillText(
      slot === NO_PERMISSIONS_SLOT ? NO_PERMISSIONS_CELL_TEXT : slot === DIAGONAL_SLOT ? '100%' : `${slot}%`,
      ((slot % ATLAS_COLUMNS) + 0.5) * size,
      (Math.floor(slot / ATLAS_COLUMNS) + 0.5) * size,
      size - 2,
    );
  }
  cache.atlas = { canvas, size, dpr, palette, side };
  return cache.atlas;
}

/** Copies a cell's text from the atlas into the cell's filled square, whose corner is (x, y). */
function drawCellText(ctx: CanvasRenderingContext2D, atlas: TextAtlas, slot: number, x: number, y: number): void {
  const { side } = atlas;
  ctx.drawImage(
    atlas.canvas,
    (slot % ATLAS_COLUMNS) * side,
    Math.floor(slot / ATLAS_COLUMNS) * side,
    side,
    side,
    x,
    y,
    atlas.size,
    atlas.size,
  );
}

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, cache: Map<string, string>): string {
  const key = `${ctx.font}|${maxWidth}|${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let fitted = text;
  const full = ctx.measureText(text).width;
  if (full > maxWidth) {
    // Start from a proportional guess, then step: one to three measurements instead of a binary search's six.
    const fits = (length: number) => ctx.measureText(`${text.slice(0, length)}…`).width <= maxWidth;
    let length = Math.max(0, Math.min(text.length - 1, Math.floor((text.length * maxWidth) / full) - 1));
    while (length > 0 && !fits(length)) length--;
    while (length + 1 < text.length && fits(length + 1)) length++;
    fitted = `${text.slice(0, length).trimEnd()}…`;
  }
  cache.set(key, fitted);
  return fitted;
}

/** Limits what is drawn next to `area` (until the matching restore). */
function clipTo(ctx: CanvasRenderingContext2D, area: Rect) {
  ctx.beginPath();
  ctx.rect(area.x, area.y, area.width, area.height);
  ctx.clip();
}

/** A cell of a role that lists no permissions: plain surface in a dashed frame, unlike any band (as in the grid). */
function paintNoPermissionsCell(
  ctx: CanvasRenderingContext2D,
  palette: MatrixPalette,
  x: number,
  y: number,
  side: number,
) {
  ctx.fillStyle = palette.surface;
  ctx.fillRect(x, y, side, side);
  ctx.save();
  ctx.strokeStyle = palette.border;
  ctx.lineWidth = 1;
  ctx.setLineDash([3, 2]);
  ctx.strokeRect(x + 0.5, y + 0.5, side - 1, side - 1);
  ctx.restore();
}

function paintCells(ctx: CanvasRenderingContext2D, p: MatrixPaint, rows: [number, number], cols: [number, number]) {
  const { geometry: g, scroll, palette } = p;
  const side = cellTextSize(g);
  const atlas = textAtlas(p.cache, palette, side);
  ctx.save();
  clipTo(ctx, cellArea(g, p.view));
  for (let row = rows[0]; row <= rows[1]; row++) {
    const y = cellSquareTop(g, row, scroll.top);
    for (let col = Math.max(row, cols[0]); col <= cols[1]; col++) {
      const x = cellSquareLeft(g, col, scroll.left);
      const percent = p.percentAt(row, col);
      if (percent === null) {
        paintNoPermissionsCell(ctx, palette, x, y, side);
        drawCellText(ctx, atlas, NO_PERMISSIONS_SLOT, x, y);
        continue;
      }
      if (col === row) {
        ctx.fillStyle = palette.muted;
        ctx.fillRect(x, y, side, side);
        drawCellText(ctx, atlas, DIAGONAL_SLOT, x, y);
        continue;
      }
      const tone = palette.band[overlapBand(percent)];
      ctx.fillStyle = tone.fill;
      ctx.fillRect(x, y, side, side);
      drawCellText(ctx, atlas, percent, x, y);
    }
  }
  ctx.restore();
}

/** Names of the active row and column are bold and in the brand colour. */
function labelStyle(ctx: CanvasRenderingContext2D, palette: MatrixPalette, isActive: boolean) {
  ctx.font = `${isActive ? 700 : 400} 12px ${palette.fontFamily}`;
  ctx.fillStyle = isActive ? palette.brand : palette.text;
}

/** The row names, right-aligned in their band. */
function paintRowLabels(ctx: CanvasRenderingContext2D, p: MatrixPaint, rows: [number, number], band: Rect) {
  ctx.save();
  clipTo(ctx, band);
  ctx.textAlign = 'right';
  for (let row = rows[0]; row <= rows[1]; row++) {
    labelStyle(ctx, p.palette, row === p.active.row);
    const spot = rowLabelSpot(p.geometry, row, p.scroll.top);
    ctx.fillText(fitText(ctx, p.names[row], spot.maxWidth, p.cache.labels), spot.x, spot.y);
  }
  ctx.restore();
}

/** The column names, written upwards in their band. */
function paintColumnLabels(ctx: CanvasRenderingContext2D, p: MatrixPaint, cols: [number, number], band: Rect) {
  ctx.save();
  clipTo(ctx, band);
  ctx.textAlign = 'left';
  for (let col = cols[0]; col <= cols[1]; col++) {
    labelStyle(ctx, p.palette, col === p.active.col);
    const spot = columnLabelSpot(p.geometry, col, p.scroll.left);
    ctx.save();
    ctx.translate(spot.x, spot.y);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(fitText(ctx, p.names[col], spot.maxWidth, p.cache.labels), 0, 0);
    ctx.restore();
  }
  ctx.restore();
}

function paintLabels(ctx: CanvasRenderingContext2D, p: MatrixPaint, rows: [number, number], cols: [number, number]) {
  const { geometry: g, palette } = p;
  const rowBand = rowLabelArea(g, p.view);
  const columnBand = columnLabelArea(g, p.view);
  ctx.fillStyle = palette.surface;
  ctx.fillRect(rowBand.x, rowBand.y, rowBand.width, rowBand.height);
  ctx.fillRect(columnBand.x, columnBand.y, columnBand.width, columnBand.height);
  ctx.textBaseline = 'middle';
  paintRowLabels(ctx, p, rows, rowBand);
  paintColumnLabels(ctx, p, cols, columnBand);
  const corner = cornerArea(g);
  ctx.fillStyle = palette.surface;
  ctx.fillRect(corner.x, corner.y, corner.width, corner.height);
  const border = bandBorders(g);
  ctx.strokeStyle = palette.border;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(border.x, 0);
  ctx.lineTo(border.x, p.view.height);
  ctx.moveTo(0, border.y);
  ctx.lineTo(p.view.width, border.y);
  ctx.stroke();
}

function outlineCell(ctx: CanvasRenderingContext2D, p: MatrixPaint, cell: MatrixCell, colour: string, width: number) {
  const outline = cellOutline(p.geometry, cell, p.scroll, width);
  if (!outline) return;
  ctx.save();
  clipTo(ctx, cellArea(p.geometry, p.view));
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.strokeRect(outline.x, outline.y, outline.width, outline.height);
  ctx.restore();
}

/** Paints one frame: only the cells and names inside the visible window are drawn. */
export function paintMatrix(ctx: CanvasRenderingContext2D, p: MatrixPaint): void {
  const g = p.geometry;
  ctx.fillStyle = p.palette.surface;
  ctx.fillRect(0, 0, p.view.width, p.view.height);
  const rows = visibleRange(g, p.scroll.top, p.view.height, g.headerHeight);
  const cols = visibleRange(g, p.scroll.left, p.view.width, g.labelWidth);
  paintCells(ctx, p, rows, cols);
  if (p.hovered) outlineCell(ctx, p, p.hovered, p.palette.text, 2);
  if (p.focused) {
    outlineCell(ctx, p, p.active, p.palette.focus, 4);
    outlineCell(ctx, p, p.active, p.palette.text, 1);
  } else {
    outlineCell(ctx, p, p.active, p.palette.brand, 2);
  }
  paintLabels(ctx, p, rows, cols);
}
