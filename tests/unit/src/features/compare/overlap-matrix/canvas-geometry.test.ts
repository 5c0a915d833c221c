// src/features/compare/overlap-matrix/canvas-geometry.ts: where the large (canvas) matrix puts bands and cells, hit testing,
// scrolling a cell into view and the visible range. Kept at the top of tests/unit for the geometry modules that join it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canvasGeometry,
  cellOrigin,
  pairCellAt,
  revealCell,
  visibleRange,
  type CanvasGeometry,
} from '../../../../../../src/features/compare/overlap-matrix/canvas-geometry';

/** A matrix of n roles in a frame of some width, and one of its pair cells (row < col). */
const matrixAndCell = fc
  .record({ n: fc.integer({ min: 2, max: 400 }), frameWidth: fc.integer({ min: 200, max: 2000 }) })
  .chain(({ n, frameWidth }) =>
    fc.record({
      g: fc.constant(canvasGeometry(n, frameWidth)),
      cell: fc
        .integer({ min: 1, max: n - 1 })
        .chain((col) => fc.record({ row: fc.integer({ min: 0, max: col - 1 }), col: fc.constant(col) })),
    }),
  );

/** Where a content point shows in the frame's viewport after scrolling. */
const onScreen = (x: number, y: number, scroll: { left: number; top: number }) => ({
  x: x - scroll.left,
  y: y - scroll.top,
});

describe('canvas geometry', () => {
  it('has 32 px cells under a 176 px column-name band, beside a row-name band of a third of the frame (112 to 224 px)', () => {
    expect(canvasGeometry(50, 1000)).toEqual({
      n: 50,
      cell: 32,
      labelWidth: 224,
      headerHeight: 176,
      contentWidth: 224 + 50 * 32,
      contentHeight: 176 + 50 * 32,
    });
    expect(canvasGeometry(50, 500).labelWidth).toBe(160);
    expect(canvasGeometry(50, 401).labelWidth).toBe(128); // 128.32, rounded
    // Phones: the band stops narrowing at 112 px; wide frames: it stops growing at 224 px.
    expect(canvasGeometry(50, 320).labelWidth).toBe(112);
    expect(canvasGeometry(50, 0).labelWidth).toBe(112);
    expect(canvasGeometry(50, 5000).labelWidth).toBe(224);
  });

  it('for no roles is just the two bands', () => {
    expect(canvasGeometry(0, 1000)).toMatchObject({ contentWidth: 224, contentHeight: 176 });
  });

  it('puts a cell at its column right of the row-name band and its row under the column-name band', () => {
    const g = canvasGeometry(40, 1000);
    expect(cellOrigin(g, { row: 0, col: 1 })).toEqual({ x: 224 + 32, y: 176 });
    expect(cellOrigin(g, { row: 3, col: 7 })).toEqual({ x: 224 + 7 * 32, y: 176 + 3 * 32 });
  });
});

describe('hit testing', () => {
  const g = canvasGeometry(40, 1000);

  it('finds the pair cell under a point, scrolled or not', () => {
    expect(pairCellAt(g, 224 + 32 + 5, 176 + 5, 0, 0)).toEqual({ row: 0, col: 1 });
    expect(pairCellAt(g, 224 + 63, 176 + 31, 0, 0)).toEqual({ row: 0, col: 1 });
    expect(pairCellAt(g, 224 + 64, 176, 0, 0)).toEqual({ row: 0, col: 2 });
    expect(pairCellAt(g, 230, 180, 10 * 32, 2 * 32)).toEqual({ row: 2, col: 10 });
  });

  it('finds nothing on the label bands, even where a cell is scrolled under them', () => {
    expect(pairCellAt(g, 223, 300, 0, 0)).toBeNull();
    expect(pairCellAt(g, 500, 175, 0, 0)).toBeNull();
    expect(pairCellAt(g, 100, 300, 20 * 32, 0)).toBeNull();
    expect(pairCellAt(g, 500, 100, 0, 5 * 32)).toBeNull();
  });

  it('finds nothing on the diagonal, in the lower triangle or past the last column', () => {
    expect(pairCellAt(g, 224 + 5, 176 + 5, 0, 0)).toBeNull(); // (0, 0)
    expect(pairCellAt(g, 224 + 5, 176 + 32 + 5, 0, 0)).toBeNull(); // (1, 0)
    expect(pairCellAt(g, 224 + 40 * 32 + 1, 176 + 5, 0, 0)).toBeNull(); // column 40 of 0..39
  });

  it('property: the middle and the corners of every pair cell, at any scroll that shows it, hit that cell', () => {
    fc.assert(
      fc.property(matrixAndCell, fc.nat(31), fc.nat(31), ({ g: geometry, cell }, dx, dy) => {
        const { x, y } = cellOrigin(geometry, cell);
        // Scroll so the cell sits right after the bands (scroll positions are never negative).
        const scroll = { left: x - geometry.labelWidth, top: y - geometry.headerHeight };
        const point = onScreen(x + dx, y + dy, scroll);
        expect(pairCellAt(geometry, point.x, point.y, scroll.left, scroll.top)).toEqual(cell);
      }),
    );
  });
});

describe('revealing a cell', () => {
  const g = canvasGeometry(100, 1000);
  const view = { width: 1000, height: 700 };

  it('keeps the scroll when the cell already shows', () => {
    expect(revealCell(g, { row: 1, col: 3 }, { left: 0, top: 0 }, view)).toEqual({ left: 0, top: 0 });
    expect(revealCell(g, { row: 20, col: 30 }, { left: 25 * 32, top: 18 * 32 }, view)).toEqual({
      left: 25 * 32,
      top: 18 * 32,
    });
  });

  it('scrolls back so a cell hidden under a band shows right beside it', () => {
    expect(revealCell(g, { row: 2, col: 5 }, { left: 10 * 32, top: 6 * 32 }, view)).toEqual({
      left: 5 * 32,
      top: 2 * 32,
    });
  });

  it('scrolls on so a cell past the right or bottom edge shows against that edge', () => {
    const { x, y } = cellOrigin(g, { row: 60, col: 90 });
    expect(revealCell(g, { row: 60, col: 90 }, { left: 0, top: 0 }, view)).toEqual({
      left: x + 32 - view.width,
      top: y + 32 - view.height,
    });
  });

  it('never gives a negative scroll', () => {
    expect(revealCell(g, { row: 0, col: 1 }, { left: -50, top: -50 }, view)).toEqual({ left: 0, top: 0 });
  });

  it('scrolls on by just enough when the cell is cut by the right or bottom edge', () => {
    const { x, y } = cellOrigin(g, { row: 30, col: 40 });
    // The cell's first 12 px show at the right edge, and its last 20 px are cut off; the same at the bottom.
    const cut = { left: x + 12 - view.width, top: y + 12 - view.height };
    expect(revealCell(g, { row: 30, col: 40 }, cut, view)).toEqual({ left: cut.left + 20, top: cut.top + 20 });
  });

  it('property: afterwards the whole cell shows beside the bands, and a cell that showed did not move', () => {
    // The scroll is drawn relative to the cell (where it shows before: hidden under a band, cut, whole, or past the edge).
    const offset = fc.integer({ min: -600, max: 2000 });
    fc.assert(
      fc.property(
        matrixAndCell,
        offset,
        offset,
        fc.integer({ min: 300, max: 1600 }),
        fc.integer({ min: 300, max: 1200 }),
        ({ g: geometry, cell }, dx, dy, width, height) => {
          const size = { width, height };
          const { x, y } = cellOrigin(geometry, cell);
          const before = {
            left: Math.max(0, x - geometry.labelWidth - dx),
            top: Math.max(0, y - geometry.headerHeight - dy),
          };
          const after = revealCell(geometry, cell, before, size);
          const showsAt = (s: { left: number; top: number }) => {
            const p = onScreen(x, y, s);
            return (
              p.x >= geometry.labelWidth &&
              p.x + geometry.cell <= size.width &&
              p.y >= geometry.headerHeight &&
              p.y + geometry.cell <= size.height
            );
          };
          expect(showsAt(after)).toBe(true);
          if (showsAt(before)) expect(after).toEqual(before);
        },
      ),
    );
  });
});

describe('visible range', () => {
  /** The cells of one axis that show at least one pixel beside the band, counted one by one. */
  function showing(g: CanvasGeometry, scroll: number, viewSize: number, band: number): number[] {
    const cells: number[] = [];
    for (let i = 0; i < g.n; i++) {
      const start = band + i * g.cell - scroll;
      if (start + g.cell > band && start < viewSize) cells.push(i);
    }
    return cells;
  }

  it('gives the first and last cell along an axis, within the matrix', () => {
    const g = canvasGeometry(100, 1000);
    expect(visibleRange(g, 0, 700, 176)).toEqual([0, 16]); // (700 - 176) / 32 = 16.4
    expect(visibleRange(g, 10 * 32 + 5, 700, 176)).toEqual([10, 26]);
    expect(visibleRange(g, 95 * 32, 700, 176)).toEqual([95, 99]);
  });

  it('is empty (first after last) for no roles, or scrolled past the end', () => {
    const [first, last] = visibleRange(canvasGeometry(0, 1000), 0, 700, 176);
    expect(first).toBeGreaterThan(last);
    const [from, to] = visibleRange(canvasGeometry(10, 1000), 50 * 32, 700, 176);
    expect(from).toBeGreaterThan(to);
  });

  it('property: holds every cell that shows, and starts with the first of them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.nat(12_000),
        fc.integer({ min: 250, max: 1600 }),
        fc.constantFrom(112, 176, 224),
        (n, scroll, viewSize, band) => {
          const g = canvasGeometry(n, 1000);
          const [first, last] = visibleRange(g, scroll, viewSize, band);
          const cells = showing(g, scroll, viewSize, band);
          if (cells.length === 0) return;
          expect(first).toBe(cells[0]);
          expect(last).toBeGreaterThanOrEqual(cells[cells.length - 1]);
          // At most one cell more than shows: the one that starts exactly at the far edge.
          expect(last - cells[cells.length - 1]).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
