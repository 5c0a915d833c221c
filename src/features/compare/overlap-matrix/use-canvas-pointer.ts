// Pointer behaviour of the large overlap matrix: hit testing, the hovered cell, the cell tooltip's place, opening a clicked pair.
import { useEffect, type MouseEvent, type RefObject } from 'react';
import type { TooltipStore } from '@ariakit/react';
import {
  cellClientRect,
  pairCellAtClient,
  type CanvasGeometry,
  type FramePlacement,
  type FrameView,
  type Rect,
} from './canvas-geometry';
import type { MatrixCell, MatrixViewProps } from './matrix-model';

const sameCell = (a: MatrixCell | null, b: MatrixCell | null) =>
  a === b || (!!a && !!b && a.row === b.row && a.col === b.col);

/** Where the frame sits now, read from layout when the pointer moves or the tooltip is placed. */
function placementOf(frame: HTMLElement): FramePlacement {
  const box = frame.getBoundingClientRect();
  return {
    left: box.left,
    top: box.top,
    borderLeft: frame.clientLeft,
    borderTop: frame.clientTop,
    scrollLeft: frame.scrollLeft,
    scrollTop: frame.scrollTop,
  };
}

export interface CanvasPointerOptions extends Pick<MatrixViewProps, 'onActiveChange' | 'onOpen'> {
  frameRef: RefObject<HTMLDivElement | null>;
  geometry: CanvasGeometry;
  view: FrameView;
  hovered: MatrixCell | null;
  onHoveredChange: (cell: MatrixCell | null) => void;
  tooltip: TooltipStore;
  /** The cell the tooltip is about (pointed at, or made active by the keyboard). */
  tooltipCell: MatrixCell | null;
  onTooltipCellChange: (cell: MatrixCell) => void;
}

/** The frame's pointer handlers, and where the cell tooltip goes. */
export function useCanvasPointer({
  frameRef,
  geometry,
  view,
  hovered,
  onHoveredChange,
  tooltip,
  tooltipCell,
  onTooltipCellChange,
  onActiveChange,
  onOpen,
}: CanvasPointerOptions) {
  // The tooltip's anchor is the cell, not the frame: place it again whenever its cell changes.
  useEffect(() => tooltip.render(), [tooltip, tooltipCell]);

  const cellAtPointer = (event: { clientX: number; clientY: number }): MatrixCell | null =>
    pairCellAtClient(geometry, placementOf(frameRef.current!), view, event.clientX, event.clientY);

  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAtPointer(event);
    if (!sameCell(cell, hovered)) onHoveredChange(cell);
    event.currentTarget.dataset.hoverCell = cell ? 'true' : 'false';
    if (cell) onTooltipCellChange(cell);
    else if (tooltip.getState().open) tooltip.hide();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAtPointer(event);
    if (!cell) return;
    tooltip.hide();
    onActiveChange(cell);
    onOpen(cell, event.currentTarget);
  };

  const anchorRect = (): Rect | null => {
    const frame = frameRef.current;
    if (!frame || !tooltipCell) return null;
    return cellClientRect(geometry, placementOf(frame), tooltipCell);
  };

  return {
    /** Whether a pointer over the frame is over a pair cell, the only place the tooltip opens on hover. */
    showOnHover: (event: { clientX: number; clientY: number }) => cellAtPointer(event) !== null,
    onMouseMove,
    onMouseLeave: () => onHoveredChange(null),
    onClick,
    anchorRect,
  };
}
