// Keyboard and focus behaviour of the large overlap matrix: moving the active cell, scrolling it into view, opening it.
import type { KeyboardEvent, RefObject } from 'react';
import type { TooltipStore } from '@ariakit/react';
import { revealCell, type CanvasGeometry, type FrameView, type ScrollOffset } from './canvas-geometry';
import { moveCell, type MatrixCell, type MatrixViewProps } from './matrix-model';

export interface CanvasKeyboardOptions extends Pick<MatrixViewProps, 'active' | 'onActiveChange' | 'onOpen'> {
  frameRef: RefObject<HTMLDivElement | null>;
  geometry: CanvasGeometry;
  view: FrameView;
  /** The frame's scroll offset as painting knows it; kept in step when a cell is scrolled into view. */
  scroll: RefObject<ScrollOffset>;
  /** Roles on each side of the matrix. */
  n: number;
  tooltip: TooltipStore;
  onTooltipCellChange: (cell: MatrixCell) => void;
  onFocusedChange: (focused: boolean) => void;
}

/** The frame's key and focus handlers: arrows, Home/End and PageUp/PageDown move the active cell; Enter and Space open it. */
export function useCanvasKeyboard({
  frameRef,
  geometry,
  view,
  scroll,
  n,
  active,
  tooltip,
  onTooltipCellChange,
  onFocusedChange,
  onActiveChange,
  onOpen,
}: CanvasKeyboardOptions) {
  const reveal = (cell: MatrixCell) => {
    const frame = frameRef.current!;
    const next = revealCell(geometry, cell, scroll.current, view);
    if (next.left !== scroll.current.left || next.top !== scroll.current.top) {
      frame.scrollTo(next.left, next.top);
      scroll.current = { left: frame.scrollLeft, top: frame.scrollTop };
    }
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
    onTooltipCellChange(next);
  };

  const onFocus = () => {
    onFocusedChange(true);
    onTooltipCellChange(active);
    reveal(active);
  };

  return { onKeyDown, onFocus, onBlur: () => onFocusedChange(false) };
}
