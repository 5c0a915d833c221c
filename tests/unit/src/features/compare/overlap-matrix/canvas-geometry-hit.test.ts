// The canvas matrix's pixel positions: cell squares, outlines, name spots and bands, canvas size, pointer hits and tooltip anchors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandBorders,
  canvasGeometry,
  canvasSize,
  cellArea,
  cellClientRect,
  cellOutline,
  cellSquareLeft,
  cellSquareTop,
  cellTextSize,
  columnLabelArea,
  columnLabelSpot,
  cornerArea,
  pairCellAtClient,
  rowLabelArea,
  rowLabelSpot,
  type FramePlacement,
} from '../../../../../../src/features/compare/overlap-matrix/canvas-geometry';

// 10 roles in a 500-pixel frame: row names 160 wide (32% of the frame), column names 176 high, cells of 32.
const g = canvasGeometry(10, 500);
const unscrolled = { left: 0, top: 0 };

describe('canvas geometry: cells', () => {
  it('the setup is the geometry the numbers below assume', () => {
    expect(g).toEqual({ n: 10, cell: 32, labelWidth: 160, headerHeight: 176, contentWidth: 480, contentHeight: 496 });
  });

  it('fills each cell but for a 1-pixel gutter on every side, moved by the scroll offset', () => {
    expect(cellTextSize(g)).toBe(30);
    expect(cellSquareLeft(g, 0, 0)).toBe(161);
    expect(cellSquareTop(g, 0, 0)).toBe(177);
    expect(cellSquareLeft(g, 2, 10)).toBe(160 + 64 - 10 + 1);
    expect(cellSquareTop(g, 3, 20)).toBe(176 + 96 - 20 + 1);
    // Two gutters between neighbouring squares, both ways.
    expect(cellSquareLeft(g, 5, 7) - (cellSquareLeft(g, 4, 7) + cellTextSize(g))).toBe(2);
    expect(cellSquareTop(g, 5, 7) - (cellSquareTop(g, 4, 7) + cellTextSize(g))).toBe(2);
  });

  it('draws an outline so that its whole stroke stays inside the cell', () => {
    expect(cellOutline(g, { row: 1, col: 4 }, unscrolled, 2)).toEqual({ x: 289, y: 209, width: 30, height: 30 });
    expect(cellOutline(g, { row: 1, col: 4 }, { left: 32, top: 16 }, 4)).toEqual({
      x: 258,
      y: 194,
      width: 28,
      height: 28,
    });
    for (const width of [1, 2, 4]) {
      const box = cellOutline(g, { row: 2, col: 6 }, unscrolled, width)!;
      const cellX = 160 + 6 * 32;
      const cellY = 176 + 2 * 32;
      expect(box.x - width / 2).toBe(cellX);
      expect(box.x + box.width + width / 2).toBe(cellX + 32);
      expect(box.y - width / 2).toBe(cellY);
      expect(box.y + box.height + width / 2).toBe(cellY + 32);
    }
  });

  it('has no outline for a cell scrolled wholly behind the name bands', () => {
    const cell = { row: 3, col: 4 }; // at x 288, y 272 before scrolling
    expect(cellOutline(g, cell, { left: 160, top: 0 }, 2)).not.toBeNull(); // its right edge just reaches the cells
    expect(cellOutline(g, cell, { left: 161, top: 0 }, 2)).toBeNull();
    expect(cellOutline(g, cell, { left: 0, top: 128 }, 2)).not.toBeNull();
    expect(cellOutline(g, cell, { left: 0, top: 129 }, 2)).toBeNull();
  });
});

describe('canvas geometry: names and bands', () => {
  it('anchors a row name against the cells, centred on its row, and keeps it inside its band', () => {
    const spot = rowLabelSpot(g, 2, 10);
    expect(spot).toEqual({ x: 154, y: 176 + 64 - 10 + 16, maxWidth: 148 });
    expect(spot.y).toBe(cellSquareTop(g, 2, 10) + cellTextSize(g) / 2);
    expect(spot.x).toBeLessThan(g.labelWidth);
    expect(spot.x - spot.maxWidth).toBeGreaterThan(0);
  });

  it('anchors a column name just above the cells, centred on its column, and keeps it inside its band', () => {
    const spot = columnLabelSpot(g, 3, 5);
    expect(spot).toEqual({ x: 160 + 96 - 5 + 16, y: 170, maxWidth: 164 });
    expect(spot.x).toBe(cellSquareLeft(g, 3, 5) + cellTextSize(g) / 2);
    expect(spot.y).toBeLessThan(g.headerHeight);
    expect(spot.y - spot.maxWidth).toBeGreaterThan(0); // written upwards
  });

  it('tiles the canvas with the corner, the two name bands and the cells', () => {
    const view = { width: 400, height: 300 };
    expect(cornerArea(g)).toEqual({ x: 0, y: 0, width: 160, height: 176 });
    expect(rowLabelArea(g, view)).toEqual({ x: 0, y: 176, width: 160, height: 124 });
    expect(columnLabelArea(g, view)).toEqual({ x: 160, y: 0, width: 240, height: 176 });
    expect(cellArea(g, view)).toEqual({ x: 160, y: 176, width: 240, height: 124 });
    const areas = [cornerArea(g), rowLabelArea(g, view), columnLabelArea(g, view), cellArea(g, view)];
    expect(areas.reduce((sum, a) => sum + a.width * a.height, 0)).toBe(view.width * view.height);
    for (const a of areas) {
      expect(a.x + a.width).toBeLessThanOrEqual(view.width);
      expect(a.y + a.height).toBeLessThanOrEqual(view.height);
    }
  });

  it('runs the band borders through the centre of each band’s last pixel', () => {
    expect(bandBorders(g)).toEqual({ x: 159.5, y: 175.5 });
    expect(bandBorders(canvasGeometry(10, 1000))).toEqual({ x: 223.5, y: 175.5 }); // the row band's widest
  });
});

describe('canvas geometry: canvas size', () => {
  it('covers the view, or only the content when that is smaller, in device pixels at the pixel ratio', () => {
    expect(canvasSize(g, { width: 1000, height: 1000 }, 2)).toEqual({
      width: 480,
      height: 496,
      pixelWidth: 960,
      pixelHeight: 992,
    });
    expect(canvasSize(g, { width: 300, height: 200 }, 1)).toEqual({
      width: 300,
      height: 200,
      pixelWidth: 300,
      pixelHeight: 200,
    });
    expect(canvasSize(g, { width: 301, height: 201 }, 1.5)).toEqual({
      width: 301,
      height: 201,
      pixelWidth: 452,
      pixelHeight: 302,
    });
  });
});

describe('canvas geometry: pointer and tooltip', () => {
  // The frame's border box at (20, 100) on screen, with a 1-pixel border.
  const placed = (scrollLeft = 0, scrollTop = 0): FramePlacement => ({
    left: 20,
    top: 100,
    borderLeft: 1,
    borderTop: 1,
    scrollLeft,
    scrollTop,
  });
  const view = { width: 400, height: 300 };

  it('finds the pair cell under a pointer given in client coordinates', () => {
    // The centre of cell (0, 1): the frame's corner, its border, the row band, one cell, half a cell.
    expect(pairCellAtClient(g, placed(), view, 20 + 1 + 160 + 32 + 16, 100 + 1 + 176 + 16)).toEqual({ row: 0, col: 1 });
    // The same point with the frame scrolled by two columns and a row.
    expect(pairCellAtClient(g, placed(64, 32), view, 20 + 1 + 160 + 32 + 16, 100 + 1 + 176 + 16)).toEqual({
      row: 1,
      col: 3,
    });
  });

  it('finds no pair on the names, the diagonal, the lower triangle or past the frame’s view', () => {
    const y = 100 + 1 + 176 + 16; // row 0
    expect(pairCellAtClient(g, placed(), view, 20 + 1 + 100, y)).toBeNull(); // row names
    expect(pairCellAtClient(g, placed(), view, 20 + 1 + 160 + 16, y)).toBeNull(); // (0, 0)
    expect(pairCellAtClient(g, placed(), view, 20 + 1 + 160 + 16, y + 32)).toBeNull(); // (1, 0)
    expect(pairCellAtClient(g, placed(), view, 20 + 1 + 200, 100 + 1 + 100)).toBeNull(); // column names
    // Column 7 lies at 384-416 in the content; the view ends at 400, so its part past that is not on screen.
    expect(pairCellAtClient(g, placed(), view, 20 + 1 + 399, y)).toEqual({ row: 0, col: 7 });
    expect(pairCellAtClient(g, placed(), view, 20 + 1 + 401, y)).toBeNull();
  });

  it('places the tooltip against the cell’s square on screen', () => {
    expect(cellClientRect(g, placed(10, 5), { row: 2, col: 5 })).toEqual({
      x: 20 + 1 + 160 + 160 - 10,
      y: 100 + 1 + 176 + 64 - 5,
      width: 32,
      height: 32,
    });
  });

  it('hits the same cell at the centre of its tooltip anchor, wherever the frame sits and scrolls', () => {
    const quarterPixels = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((q) => q / 4);
    const setup = fc
      .record({ n: fc.integer({ min: 2, max: 60 }), frameWidth: fc.integer({ min: 280, max: 1400 }) })
      .chain(({ n, frameWidth }) =>
        fc
          .integer({ min: 1, max: n - 1 })
          .chain((col) => fc.record({ col: fc.constant(col), row: fc.integer({ min: 0, max: col - 1 }) }))
          .chain((cell) =>
            fc.record({
              n: fc.constant(n),
              frameWidth: fc.constant(frameWidth),
              cell: fc.constant(cell),
              // Scrolled no further than the cell's own offset, so the cell is not behind the name bands.
              scrollLeft: quarterPixels(0, cell.col * 32),
              scrollTop: quarterPixels(0, cell.row * 32),
              left: quarterPixels(-500, 2000),
              top: quarterPixels(-500, 2000),
              border: fc.integer({ min: 0, max: 4 }),
            }),
          ),
      );
    fc.assert(
      fc.property(setup, ({ n, frameWidth, cell, scrollLeft, scrollTop, left, top, border }) => {
        const geometry = canvasGeometry(n, frameWidth);
        const frame = { left, top, borderLeft: border, borderTop: border, scrollLeft, scrollTop };
        const anchor = cellClientRect(geometry, frame, cell);
        const wide = { width: geometry.contentWidth, height: geometry.contentHeight };
        expect(
          pairCellAtClient(geometry, frame, wide, anchor.x + anchor.width / 2, anchor.y + anchor.height / 2),
        ).toEqual(cell);
      }),
    );
  });
});
