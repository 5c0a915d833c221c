import { useCallback, useRef, useState } from 'react';
import { Tooltip, TooltipAnchor, useTooltipStore } from '@ariakit/react';
import { pairAnnouncement, pairDetails, pairFacts, type MatrixCell, type MatrixViewProps } from './matrix-model';
import { TOOLTIP_OPEN_MS, TOOLTIP_SKIP_MS } from './tooltip-timing';
import { useCanvasKeyboard } from './use-canvas-keyboard';
import { useCanvasPainting } from './use-canvas-painting';
import { useCanvasPointer } from './use-canvas-pointer';
import * as styles from './OverlapCanvas.css';
import * as tooltipStyles from './tooltip.css';

/**
 * The matrix for large selections: one canvas that draws only the visible window, inside a focusable frame
 * that keeps an active cell (arrow keys, Home/End, PageUp/PageDown, Enter/Space) and announces it.
 */
export function OverlapCanvas({ result, order, active, instructionsId, onActiveChange, onOpen }: MatrixViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hovered, setHovered] = useState<MatrixCell | null>(null);
  const [focused, setFocused] = useState(false);
  const [tooltipCell, setTooltipCell] = useState<MatrixCell | null>(null);
  const tooltip = useTooltipStore({ showTimeout: TOOLTIP_OPEN_MS, skipTimeout: TOOLTIP_SKIP_MS });
  const n = order.length;
  const factsAt = useCallback(
    (cell: MatrixCell) => pairFacts(result, order[cell.row], order[cell.col]),
    [result, order],
  );

  const { view, geometry, scroll, onScroll } = useCanvasPainting(
    frameRef,
    canvasRef,
    { result, order, active, hovered, focused },
    tooltip.render,
  );
  const frame = { frameRef, geometry, view, tooltip, onTooltipCellChange: setTooltipCell, onActiveChange, onOpen };
  const pointer = useCanvasPointer({ ...frame, hovered, onHoveredChange: setHovered, tooltipCell });
  const keyboard = useCanvasKeyboard({ ...frame, scroll, n, active, onFocusedChange: setFocused });

  const tooltipFacts = tooltipCell && tooltipCell.col < n ? factsAt(tooltipCell) : null;
  return (
    <div>
      <TooltipAnchor
        store={tooltip}
        render={<div />}
        ref={frameRef}
        className={styles.frame}
        tabIndex={0}
        role="application"
        aria-label={`Overlap matrix of ${n} roles`}
        aria-describedby={instructionsId}
        showOnHover={pointer.showOnHover}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        onBlur={keyboard.onBlur}
        onMouseMove={pointer.onMouseMove}
        onMouseLeave={pointer.onMouseLeave}
        onClick={pointer.onClick}
        onScroll={onScroll}
      >
        <div className={styles.sizer} style={{ width: geometry.contentWidth, height: geometry.contentHeight }}>
          <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        </div>
      </TooltipAnchor>
      <p className={styles.activeLine}>
        <span className={styles.activeLabel}>Active pair:</span>
        <span role="status">{active.col < n ? pairAnnouncement(factsAt(active)) : ''}</span>
      </p>
      {/* Mounted once a cell has been pointed at or focused: mounting it with the frame would only slow the first render. */}
      {tooltipCell ? (
        <Tooltip store={tooltip} className={tooltipStyles.tooltip} getAnchorRect={pointer.anchorRect}>
          {tooltipFacts ? pairDetails(tooltipFacts) : null}
        </Tooltip>
      ) : null}
    </div>
  );
}
