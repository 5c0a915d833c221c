// Paints the large overlap matrix: sizes the canvas to its frame at the screen's pixel ratio, paints the visible window on every change and scroll.
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { isEmptyRole, pairPercent, type AnalysisResult } from '@engine/analyze';
import { afterNextPaint } from '../../../app/after-paint';
import {
  canvasGeometry,
  canvasSize,
  cellTextSize,
  type CanvasGeometry,
  type CanvasSize,
  type FrameView,
  type ScrollOffset,
} from './canvas-geometry';
import { createPaintCache, paintMatrix, resolvePalette, textAtlas, type MatrixPalette } from './canvas-painter';
import type { MatrixCell } from './matrix-model';

/** What the canvas shows: the analysis in display order, and the cells marked on it. */
export interface PaintedMatrix {
  result: AnalysisResult;
  /** Display position -> selection position. */
  order: number[];
  active: MatrixCell;
  hovered: MatrixCell | null;
  focused: boolean;
}

export interface CanvasPainting {
  /** The frame's inner size, from its resize observer (0 × 0 until it first reports). */
  view: FrameView;
  geometry: CanvasGeometry;
  /** The frame's scroll offset, kept from scroll events: painting never reads layout, so it never forces one. */
  scroll: RefObject<ScrollOffset>;
  /** The frame's scroll handler: keeps the offset, and repaints in the next frame, then calls `onScrolled`. */
  onScroll: () => void;
}

/** The frame's size and the theme's colours, both read when the frame's resize observer reports. */
function useFrameView(frameRef: RefObject<HTMLDivElement | null>) {
  const [view, setView] = useState<FrameView>({ width: 0, height: 0 });
  const palette = useRef<MatrixPalette | null>(null);
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
  }, [frameRef]);
  return { view, palette };
}

/** Sizes the canvas's bitmap in device pixels and its box in CSS pixels; left alone when unchanged, as resizing clears it. */
function fitCanvas(canvas: HTMLCanvasElement, size: CanvasSize) {
  if (canvas.width !== size.pixelWidth || canvas.height !== size.pixelHeight) {
    canvas.width = size.pixelWidth;
    canvas.height = size.pixelHeight;
    canvas.style.width = `${size.width}px`;
    canvas.style.height = `${size.height}px`;
  }
}

/**
 * Calls `paint` in each commit that changes it. Later paints (hover, focus, the active cell) reuse the text atlas and
 * labels and run in the commit, so no frame shows a stale cell. The first one also builds those, after the frame that
 * shows the result, not inside the commit that mounts it (in that commit, all of it made one long task): the atlas in
 * one task, then the paint in the next, so that no task is long even with the whole catalog.
 */
function usePaintSchedule(paint: () => boolean, buildAtlas: () => void) {
  const painted = useRef(false);
  useLayoutEffect(() => {
    if (painted.current) {
      paint();
      return;
    }
    let paintTask = 0;
    const cancelAtlas = afterNextPaint(() => {
      buildAtlas();
      paintTask = window.setTimeout(() => {
        painted.current = paint();
      });
    });
    return () => {
      cancelAtlas();
      clearTimeout(paintTask);
    };
  }, [paint, buildAtlas]);
}

/** Paints the matrix into the canvas inside the frame; `onScrolled` runs after each repaint a scroll asked for. */
export function useCanvasPainting(
  frameRef: RefObject<HTMLDivElement | null>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  { result, order, active, hovered, focused }: PaintedMatrix,
  onScrolled: () => void,
): CanvasPainting {
  const { view, palette } = useFrameView(frameRef);
  const paintCache = useRef(createPaintCache()).current;
  const paintRequest = useRef(0);
  const scroll = useRef<ScrollOffset>({ left: 0, top: 0 });
  const geometry = useMemo(() => canvasGeometry(order.length, view.width), [order.length, view.width]);
  const names = useMemo(() => order.map((s) => result.roles[s].name), [order, result]);

  /** Paints the visible window; false when there is nothing to paint yet. */
  const paint = useCallback((): boolean => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    // The size and the colours both come from the frame's observer: until it has reported, there is nothing to paint.
    const colours = palette.current;
    if (!canvas || !ctx || !colours || view.width === 0) return false;
    const dpr = window.devicePixelRatio || 1;
    const size = canvasSize(geometry, view, dpr);
    fitCanvas(canvas, size);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    paintMatrix(ctx, {
      geometry,
      names,
      // A role that lists no permissions has no percent worth drawing: its cells say "none".
      percentAt: (row, col) =>
        isEmptyRole(result, order[row]) || isEmptyRole(result, order[col])
          ? null
          : pairPercent(result, order[row], order[col]),
      scroll: scroll.current,
      view: { width: size.width, height: size.height },
      active,
      hovered,
      focused,
      palette: colours,
      cache: paintCache,
    });
    return true;
  }, [canvasRef, palette, view, geometry, names, result, order, active, hovered, focused, paintCache]);

  const buildAtlas = useCallback(() => {
    if (palette.current) textAtlas(paintCache, palette.current, cellTextSize(geometry));
  }, [palette, paintCache, geometry]);
  usePaintSchedule(paint, buildAtlas);
  useEffect(() => () => cancelAnimationFrame(paintRequest.current), []);

  const onScroll = () => {
    const frame = frameRef.current!;
    scroll.current = { left: frame.scrollLeft, top: frame.scrollTop };
    if (paintRequest.current) return;
    paintRequest.current = requestAnimationFrame(() => {
      paintRequest.current = 0;
      paint();
      onScrolled();
    });
  };

  return { view, geometry, scroll, onScroll };
}
