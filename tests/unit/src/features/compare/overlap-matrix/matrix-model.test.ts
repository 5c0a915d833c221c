// src/features/compare/overlap-matrix/matrix-model.ts: display order, pair facts and texts, and keyboard moves of the matrix.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeSelection, pairStats } from '@engine/analyze';
import { LISTED_VIEW } from '@engine/catalog';
import {
  cellOfPair,
  displayOrder,
  moveCell,
  NO_PERMISSIONS,
  pairAnnouncement,
  pairDetails,
  pairFacts,
  pairName,
  pairSummary,
  pairValue,
  positionsOf,
  type MatrixCell,
} from '../../../../../../src/features/compare/overlap-matrix/matrix-model';
import { emptyShippedRoles, shippedCatalog, shippedRole } from '../../../../helpers';

const idOf = (slug: string) => shippedRole(slug).templateId;
// Selection order on purpose not by size: the similarity order has to move the largest role to the front.
const SELECTION = [
  'helpdesk-administrator',
  'global-reader',
  'password-administrator',
  'global-administrator',
  'security-reader',
].map(idOf);
const result = analyzeSelection(shippedCatalog(), SELECTION, LISTED_VIEW);

const KEYS = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];

/** Any n from 2 and a pair cell of its upper triangle (row < col < n). */
const gridCell = fc
  .integer({ min: 2, max: 80 })
  .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 2 })))
  .chain(([n, row]) =>
    fc.record({
      n: fc.constant(n),
      cell: fc.record({ row: fc.constant(row), col: fc.integer({ min: row + 1, max: n - 1 }) }),
    }),
  );

describe('display order', () => {
  it('in selection order is every position in turn', () => {
    expect(displayOrder(result, 'selection')).toEqual([0, 1, 2, 3, 4]);
  });

  it('by similarity is a permutation of the selection that starts with the largest role', () => {
    const order = displayOrder(result, 'similarity');
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(result.roles[order[0]].name).toBe('Global Administrator');
  });

  it('positionsOf inverts an order: selection position -> display position', () => {
    const order = displayOrder(result, 'similarity');
    const positions = positionsOf(order);
    order.forEach((selection, display) => expect(positions[selection]).toBe(display));
    expect(positionsOf([2, 0, 1])).toEqual([1, 2, 0]);
    expect(positionsOf([])).toEqual([]);
  });
});

describe('pair facts and texts', () => {
  it('carry the names and the engine numbers of a pair, in the order asked', () => {
    const facts = pairFacts(result, 1, 3);
    const stats = pairStats(result, 1, 3);
    expect(facts).toEqual({
      a: 1,
      b: 3,
      nameA: 'Global Reader',
      nameB: 'Global Administrator',
      percent: stats.percent,
      shared: stats.shared,
      total: stats.union,
      emptyNames: [],
    });
    expect(pairFacts(result, 3, 1)).toMatchObject({
      nameA: 'Global Administrator',
      nameB: 'Global Reader',
      shared: stats.shared,
      total: stats.union,
    });
    // Helpdesk Administrator and Password Administrator: both reset passwords, so they share something.
    const reset = pairFacts(result, 0, 2);
    expect(reset.shared).toBeGreaterThan(0);
    expect(reset.total).toBe(result.roles[0].permissionCount + result.roles[2].permissionCount - reset.shared);
  });

  it('name a pair with its percent, and say shared of unique permissions (spec section 2)', () => {
    const facts = { a: 0, b: 1, nameA: 'Role A', nameB: 'Role B', percent: 42, shared: 21, total: 50, emptyNames: [] };
    expect(pairSummary(21, 50)).toBe('21 shared of 50 unique permissions');
    expect(pairSummary(0, 0)).toBe('0 shared of 0 unique permissions');
    expect(pairName(facts)).toBe('Role A × Role B: 42%');
    expect(pairAnnouncement(facts)).toBe('Role A × Role B: 42% — 21 shared of 50 unique permissions');
  });

  it('say "no permissions", never 0% or 100%, for a pair with a role that lists none (real dataset)', () => {
    // Two roles the shipped data lists with no permissions, found in it.
    const { inheriting: e, alone: a } = emptyShippedRoles();
    const ids = [e.slug, 'global-reader', a.slug].map(idOf);
    const withEmpty = analyzeSelection(shippedCatalog(), ids, LISTED_VIEW);
    const oneEmpty = pairFacts(withEmpty, 0, 1);
    expect(oneEmpty.emptyNames).toEqual([e.name]);
    expect(pairValue(oneEmpty)).toBe(NO_PERMISSIONS);
    expect(pairName(oneEmpty)).toBe(`${e.name} × Global Reader: no permissions`);
    expect(pairDetails(oneEmpty)).toBe(`${e.name} lists no permissions in this dataset`);
    const bothEmpty = pairFacts(withEmpty, 2, 0);
    expect(bothEmpty.emptyNames).toEqual([a.name, e.name]);
    expect(pairAnnouncement(bothEmpty)).toBe(
      `${a.name} × ${e.name}: no permissions — Neither role lists any permissions in this dataset`,
    );
    expect(pairValue(pairFacts(result, 0, 1))).toBe(`${pairStats(result, 0, 1).percent}%`);
  });

  it('cellOfPair puts an unordered pair in the upper triangle of the display', () => {
    const positions = positionsOf([3, 0, 4, 1, 2]);
    expect(cellOfPair([0, 3], positions)).toEqual({ row: 0, col: 1 });
    expect(cellOfPair([3, 0], positions)).toEqual({ row: 0, col: 1 });
    expect(cellOfPair([2, 4], positions)).toEqual({ row: 2, col: 4 });
    expect(cellOfPair([1, 2], [0, 1, 2])).toEqual({ row: 1, col: 2 });
  });
});

describe('keyboard moves in the upper triangle', () => {
  const n = 6;
  const move = (cell: MatrixCell, key: string, toCorner = false) => moveCell(cell, key, n, toCorner);

  it('arrows move one cell and stop at the edges, beside the diagonal and at the last pair of a column', () => {
    expect(move({ row: 1, col: 3 }, 'ArrowRight')).toEqual({ row: 1, col: 4 });
    expect(move({ row: 1, col: 5 }, 'ArrowRight')).toEqual({ row: 1, col: 5 });
    expect(move({ row: 1, col: 3 }, 'ArrowLeft')).toEqual({ row: 1, col: 2 });
    expect(move({ row: 1, col: 2 }, 'ArrowLeft')).toEqual({ row: 1, col: 2 });
    expect(move({ row: 1, col: 3 }, 'ArrowUp')).toEqual({ row: 0, col: 3 });
    expect(move({ row: 0, col: 3 }, 'ArrowUp')).toEqual({ row: 0, col: 3 });
    expect(move({ row: 1, col: 3 }, 'ArrowDown')).toEqual({ row: 2, col: 3 });
    expect(move({ row: 2, col: 3 }, 'ArrowDown')).toEqual({ row: 2, col: 3 });
  });

  it('PageUp and PageDown jump ten rows, within the column', () => {
    expect(moveCell({ row: 15, col: 30 }, 'PageUp', 40)).toEqual({ row: 5, col: 30 });
    expect(moveCell({ row: 5, col: 30 }, 'PageUp', 40)).toEqual({ row: 0, col: 30 });
    expect(moveCell({ row: 5, col: 30 }, 'PageDown', 40)).toEqual({ row: 15, col: 30 });
    expect(moveCell({ row: 25, col: 30 }, 'PageDown', 40)).toEqual({ row: 29, col: 30 });
  });

  it('Home and End go to the ends of the row, or with toCorner to the first and last pair', () => {
    expect(move({ row: 2, col: 4 }, 'Home')).toEqual({ row: 2, col: 3 });
    expect(move({ row: 2, col: 4 }, 'End')).toEqual({ row: 2, col: 5 });
    expect(move({ row: 2, col: 4 }, 'Home', true)).toEqual({ row: 0, col: 1 });
    expect(move({ row: 2, col: 4 }, 'End', true)).toEqual({ row: 4, col: 5 });
  });

  it('leaves other keys to the page, and has nothing to move in a grid of fewer than two roles', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'Escape', 'arrowright'])
      expect(move({ row: 0, col: 1 }, key)).toBeNull();
    expect(moveCell({ row: 0, col: 1 }, 'ArrowRight', 1)).toBeNull();
    expect(moveCell({ row: 0, col: 1 }, 'Home', 0, true)).toBeNull();
  });

  it('property: from any pair cell, every key lands on a pair cell of the same grid', () => {
    fc.assert(
      fc.property(gridCell, fc.constantFrom(...KEYS), fc.boolean(), ({ n: size, cell }, key, toCorner) => {
        const next = moveCell(cell, key, size, toCorner)!;
        expect(next).not.toBeNull();
        expect(next.row).toBeGreaterThanOrEqual(0);
        expect(next.row).toBeLessThan(next.col);
        expect(next.col).toBeLessThan(size);
        // Arrows and pages move along one axis only.
        if (key === 'ArrowLeft' || key === 'ArrowRight') expect(next.row).toBe(cell.row);
        if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'PageUp' || key === 'PageDown')
          expect(next.col).toBe(cell.col);
      }),
    );
  });
});
