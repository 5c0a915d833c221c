import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Tooltip, TooltipAnchor, useTooltipStore } from '@ariakit/react';
import { pairPercent } from '@engine/analyze';
import { afterNextPaint } from '../../../app/after-paint';
import { canvasGeometry, cellOrigin, cellTextSize, pairCellAt, revealCell } from './canvas-geometry';
import { createPaintCache, paintMatrix, resolvePalette, textAtlas, type MatrixPalette } from './canvas-painter';
import { moveCell, pairAnnouncement, pairFacts, pairSummary, type MatrixCell, type MatrixViewProps } from './matrix-model';
import { TOOLTIP_OPEN_MS, TOOLTIP_SKIP_MS } from './tooltip-timing';
import * as styles from './OverlapCanvas.css';
import * as tooltipStyles from './tooltip.css';

const sameCell = (a: MatrixCell | null, b: MatrixCell | null) => a === b || (!!a && !!b && a.row === b.row && a.col === b.col);

/**
 * The matrix for large selections: one canvas that draws only the visible window, inside a focusable frame
 * that keeps an active cell (arrow keys, Home/End, PageUp/PageDown, Enter/Space) and announces it.
 */
export function OverlapCanvas({ result, order, active, instructionsId, onActiveChange, onOpen }: MatrixViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [view, setView] = useState({ width: 0, height: 0 });
  const [hovered, setHovered] = useState<MatrixCell | null>(null);
  const [focused, setFocused] = useState(false);
  const [tooltipCell, setTooltipCell] = useState<MatrixCell | null>(null);
  const palette = useRef<MatrixPalette | null>(null);
  const paintCache = useRef(createPaintCache()).current;
  const paintRequest = useRef(0);
  /** The frame's scroll offset, kept from scroll events: painting never reads layout, so it never forces one. */
  const scroll = useRef({ left: 0, top: 0 });
  const tooltip = useTooltipStore({ showTimeout: TOOLTIP_OPEN_MS, skipTimeout: TOOLTIP_SKIP_MS });
  const n = order.length;
  const geometry = useMemo(() => canvasGeometry(n, view.width), [n, view.width]);
  const names = useMemo(() => order.map((s) => result.roles[s].name), [order, result]);
  const factsAt = useCallback((cell: MatrixCell) => pairFacts(result, order[cell.row], order[cell.col]), [result, order]);

  useLayoutEffect(() => {
    const frame = frameRef.current!;
    // The observer reports the first size after layout, so the commit that mounted the frame never forces a layout
    // of the whole page; the re-render and the first canvas paint then run as a transition, in a task of their own.
    const measure = () => {
      const width = frame.clientWidth;
      const height = frame.clientHeight;
      // Read here, where style is already computed: read during a commit, it would force a style pass.
      palette.current ??= resolvePalette(frame);
      startTransition(() => setView((v) => (v.width === width && v.height === height ? v : { width, height })));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  /** Paints the visible window; false when there is nothing to paint yet. */
  const paint = useCallback((): boolean => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    // The size and the colours both come from the frame's observer: until it has reported, there is nothing to paint.
    const colours = palette.current;
    if (!canvas || !ctx || !colours || view.width === 0) return false;
    const width = Math.min(view.width, geometry.contentWidth);
    const height = Math.min(view.height, geometry.contentHeight);
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    paintMatrix(ctx, {
      geometry,
      names,
      percentAt: (row, col) => pairPercent(result, order[row], order[col]),
      scroll: scroll.current,
      view: { width, height },
      active,
      hovered,
      focused,
      palette: colours,
      cache: paintCache,
    });
    return true;
  }, [view, geometry, names, result, order, n, active, hovered, focused, paintCache]);

  // Later paints (hover, focus, the active cell) reuse the text atlas and labels and run in the commit, so no frame
  // shows a stale cell. The first one also builds those, after the frame that shows the result, not inside the commit
  // that mounts it (together, one task over 50 ms): the atlas in one task, then the paint in the next (together,
  // 20-25 ms with the whole catalog).
  const painted = useRef(false);
  useLayoutEffect(() => {
    if (painted.current) {
      paint();
      return;
    }
    let paintTask = 0;
    const cancelAtlas = afterNextPaint(() => {
      if (palette.current) textAtlas(paintCache, palette.current, cellTextSize(geometry));
      paintTask = window.setTimeout(() => {
        painted.current = paint();
      });
    });
    return () => {
      cancelAtlas();
      clearTimeout(paintTask);
    };
  }, [paint, paintCache, geometry]);
  useEffect(() => () => cancelAnimationFrame(paintRequest.current), []);
  useEffect(() => tooltip.render(), [tooltip, tooltipCell]);

  const onScroll = () => {
    const frame = frameRef.current!;
    scroll.current = { left: frame.scrollLeft, top: frame.scrollTop };
    if (paintRequest.current) return;
    paintRequest.current = requestAnimationFrame(() => {
      paintRequest.current = 0;
      paint();
      tooltip.render();
    });
  };

  const reveal = (cell: MatrixCell) => {
    const frame = frameRef.current!;
    const next = revealCell(geometry, cell, scroll.current, view);
    if (next.left !== scroll.current.left || next.top !== scroll.current.top) {
      frame.scrollTo(next.left, next.top);
      scroll.current = { left: frame.scrollLeft, top: frame.scrollTop };
    }
  };

  const cellAtPointer = (event: { clientX: number; clientY: number }): MatrixCell | null => {
    const frame = frameRef.current!;
    const box = frame.getBoundingClientRect();
    const x = event.clientX - box.left - frame.clientLeft;
    const y = event.clientY - box.top - frame.clientTop;
    if (x > view.width || y > view.height) return null;
    return pairCellAt(geometry, x, y, frame.scrollLeft, frame.scrollTop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      tooltip.hide();
      onOpen(active, event.currentTarget);
      return;
    }
    const next = moveCell(active, event.key, n, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    onActiveChange(next);
    reveal(next);
    setTooltipCell(next);
  };

  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAtPointer(event);
    if (!sameCell(cell, hovered)) setHovered(cell);
    event.currentTarget.dataset.hoverCell = cell ? 'true' : 'false';
    if (cell) setTooltipCell(cell);
    else if (tooltip.getState().open) tooltip.hide();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAtPointer(event);
    if (!cell) return;
    tooltip.hide();
    onActiveChange(cell);
    onOpen(cell, event.currentTarget);
  };

  const anchorRect = () => {
    const frame = frameRef.current;
    if (!frame || !tooltipCell) return null;
    const box = frame.getBoundingClientRect();
    const origin = cellOrigin(geometry, tooltipCell);
    return {
      x: box.left + frame.clientLeft + origin.x - frame.scrollLeft,
      y: box.top + frame.clientTop + origin.y - frame.scrollTop,
      width: geometry.cell,
      height: geometry.cell,
    };
  };

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
        showOnHover={(event) => cellAtPointer(event) !== null}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setTooltipCell(active);
          reveal(active);
        }}
        onBlur={() => setFocused(false)}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setHovered(null)}
        onClick={onClick}
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
        <Tooltip store={tooltip} className={tooltipStyles.tooltip} getAnchorRect={anchorRect}>
          {tooltipFacts ? pairSummary(tooltipFacts.shared, tooltipFacts.total) : null}
        </Tooltip>
      ) : null}
    </div>
  );
}
