import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { OverlapDrawer, type DrawerPair } from '../overlap-drawer/OverlapDrawer';
import {
  cellOfPair,
  displayOrder,
  LARGE_MATRIX_ROLES,
  pairFacts,
  positionsOf,
  type MatrixCell,
  type MatrixOrder,
  type MatrixViewProps,
} from './matrix-model';
import { LargeOverlapMatrix } from './LargeOverlapMatrix';
import { MatrixOrderToggle } from './MatrixOrderToggle';
import { OverlapFormulaHelp } from './OverlapFormulaHelp';
import { OverlapGrid } from './OverlapGrid';
import { OverlapLegend } from './OverlapLegend';
import * as styles from './OverlapMatrix.css';

export interface OverlapMatrixProps {
  /** The worker's analysis of the selection. */
  result: AnalysisResult;
  view: PermissionView;
}

/**
 * The overlap matrix of spec section 2: an upper-triangular grid of similarity percentages (a canvas above
 * LARGE_MATRIX_ROLES roles, with a table view beside it), and the Overlap Details drawer for one pair.
 */
export const OverlapMatrix = memo(function OverlapMatrix({ result, view }: OverlapMatrixProps) {
  const n = result.roles.length;
  const large = n > LARGE_MATRIX_ROLES;
  const [orderChoice, setOrderChoice] = useState<MatrixOrder | null>(null);
  const order: MatrixOrder = orderChoice ?? (large ? 'similarity' : 'selection');
  const displayed = useMemo(() => displayOrder(result, order), [result, order]);
  const positions = useMemo(() => positionsOf(displayed), [displayed]);
  const [activePair, setActivePair] = useState<[number, number] | null>(null);
  const [openPair, setOpenPair] = useState<[number, number] | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const instructionsId = useId();
  const headingId = useId();

  useEffect(() => {
    setActivePair(null);
    setOpenPair(null);
  }, [result]);

  // Kept stable between renders: a new cell object would make the canvas repaint (and force a layout) for nothing.
  const active = useMemo<MatrixCell>(
    () =>
      activePair && activePair[0] < n && activePair[1] < n ? cellOfPair(activePair, positions) : { row: 0, col: 1 },
    [activePair, n, positions],
  );
  const onActiveChange = useCallback(
    (cell: MatrixCell) => setActivePair([displayed[cell.row], displayed[cell.col]]),
    [displayed],
  );
  // The drawer (a modal dialog) mounts when a pair is first opened, not with the matrix.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const onOpenPair = useCallback((a: number, b: number, from: HTMLElement) => {
    returnFocus.current = from;
    setDrawerMounted(true);
    setOpenPair([a, b]);
  }, []);
  const onOpenCell = useCallback(
    (cell: MatrixCell, from: HTMLElement) => onOpenPair(displayed[cell.row], displayed[cell.col], from),
    [displayed, onOpenPair],
  );

  const onCloseDrawer = useCallback(() => setOpenPair(null), []);
  const drawerPair = useMemo<DrawerPair | null>(
    () =>
      openPair && openPair[0] < n && openPair[1] < n
        ? {
            ...pairFacts(result, openPair[0], openPair[1]),
            templateA: result.roles[openPair[0]].templateId,
            templateB: result.roles[openPair[1]].templateId,
          }
        : null,
    [openPair, n, result],
  );
  // The grid and the large canvas matrix show the same cells: they take the same props.
  const matrixView: MatrixViewProps = {
    result,
    order: displayed,
    active,
    instructionsId,
    onActiveChange,
    onOpen: onOpenCell,
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <h2 id={headingId} className={styles.heading}>
          Overlap Matrix
        </h2>
        <OverlapFormulaHelp />
      </div>
      <p className={styles.intro}>
        Similarity of each pair of roles in the {viewLabel(view)} view: shared permissions divided by total unique
        permissions, times 100.
      </p>
      {n < 2 ? (
        <p className={styles.instructions}>Select at least two roles to see their overlap.</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <MatrixOrderToggle order={order} onChange={setOrderChoice} />
            <OverlapLegend withNoPermissions={result.emptyRoles.length > 0} large={large} />
          </div>
          <p id={instructionsId} className={styles.instructions}>
            {large
              ? `${n} roles. Arrow keys move between pairs, Home and End jump along a row, Enter or Space opens a pair's details. The Table view lists the same pairs as text.`
              : "Arrow keys move between pairs, Home and End jump along a row, Enter or Space opens a pair's details."}
          </p>
          {large ? <LargeOverlapMatrix {...matrixView} onOpenPair={onOpenPair} /> : <OverlapGrid {...matrixView} />}
        </>
      )}
      {drawerMounted ? (
        <OverlapDrawer pair={drawerPair} view={view} finalFocus={returnFocus} onClose={onCloseDrawer} />
      ) : null}
    </section>
  );
});
