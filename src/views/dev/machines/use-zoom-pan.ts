// Zoom and pan of a drawn chart: drag to pan (mouse, pen or finger), Ctrl+wheel or pinch on a
// touchpad to zoom, the toolbar's buttons, and the keyboard on the focused chart (arrows pan,
// + and − zoom, 0 fits the whole chart). It opens readable (firstView), not necessarily whole.
// A drag captures the pointer only once it moved, so a click on a state still reaches the state.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface View {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.1;
const MAX_SCALE = 3;
const STEP = 1.25;
const PAN = 60;
const DRAG_START = 4;

const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** The whole chart in the frame, never larger than life. */
export function fitView(content: { width: number; height: number }, frame: { width: number; height: number }): View {
  const scale = clampScale(Math.min(frame.width / content.width, frame.height / content.height, 1));
  return { scale, x: (frame.width - content.width * scale) / 2, y: (frame.height - content.height * scale) / 2 };
}

/** The smallest scale the chart opens at: life size, where a state's 11 px name is read without zooming. */
export const READABLE_SCALE = 1;

/**
 * The first view: the whole chart when it fits at a readable size, else life size from its top
 * left corner (the machine's start), the rest a drag or «Вся схема» away.
 */
export function firstView(content: { width: number; height: number }, frame: { width: number; height: number }): View {
  const whole = fitView(content, frame);
  if (whole.scale >= READABLE_SCALE) return whole;
  return { scale: READABLE_SCALE, x: Math.max(0, (frame.width - content.width) / 2), y: Math.max(0, (frame.height - content.height) / 2) };
}

/** Zoom by `factor` keeping the frame's point (cx, cy) where it is. */
export function zoomAt(view: View, factor: number, cx: number, cy: number): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: cx - (cx - view.x) * k, y: cy - (cy - view.y) * k };
}

export function useZoomPan(content: { width: number; height: number } | null) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View | null>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);

  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const measure = () => setFrame({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [content]);

  // Until the user zooms or pans, the chart is shown at its first view, whatever size the frame takes.
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current && content && frame.width > 0 && frame.height > 0) setView(firstView(content, frame));
  }, [content, frame]);
  const fit = useCallback(() => {
    touched.current = true;
    if (content && frame.width > 0) setView(fitView(content, frame));
  }, [content, frame]);

  const zoom = useCallback(
    (factor: number) => {
      touched.current = true;
      setView((v) => v && zoomAt(v, factor, frame.width / 2, frame.height / 2));
    },
    [frame],
  );
  const pan = useCallback((dx: number, dy: number) => {
    touched.current = true;
    setView((v) => v && { ...v, x: v.x + dx, y: v.y + dy });
  }, []);

  // Ctrl+wheel (and a touchpad's pinch) zooms; a plain wheel scrolls the page as usual.
  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      touched.current = true;
      const rect = el.getBoundingClientRect();
      setView((v) => v && zoomAt(v, event.deltaY < 0 ? STEP : 1 / STEP, event.clientX - rect.left, event.clientY - rect.top));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [content]);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (!d || d.id !== event.pointerId) return;
      const dx = event.clientX - d.x;
      const dy = event.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < DRAG_START) return;
      if (!d.moved) event.currentTarget.setPointerCapture(event.pointerId);
      d.moved = true;
      d.x = event.clientX;
      d.y = event.clientY;
      pan(dx, dy);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (drag.current?.id === event.pointerId) drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const moves: Record<string, () => void> = {
        ArrowLeft: () => pan(PAN, 0),
        ArrowRight: () => pan(-PAN, 0),
        ArrowUp: () => pan(0, PAN),
        ArrowDown: () => pan(0, -PAN),
        '+': () => zoom(STEP),
        '=': () => zoom(STEP),
        '-': () => zoom(1 / STEP),
        '0': fit,
      };
      const move = moves[event.key];
      if (!move || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      move();
    },
  };

  return { frameRef, view, handlers, zoomIn: () => zoom(STEP), zoomOut: () => zoom(1 / STEP), fit };
}
