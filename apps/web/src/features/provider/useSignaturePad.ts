import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** The drawing area's height in CSS pixels (spec 3 section 9). */
export const SIGNATURE_CANVAS_HEIGHT = 200;
/** Stroke width in CSS pixels: a pen-like line that stays legible when scaled down. */
const STROKE_WIDTH = 2.5;

/** Where a pointer is, in the canvas bitmap's own pixels (the bitmap may be scaled by CSS). */
function bitmapPoint(canvas: HTMLCanvasElement, event: PointerEvent<HTMLCanvasElement>) {
  const rect = canvas.getBoundingClientRect();
  const sx = rect.width ? canvas.width / rect.width : 1;
  const sy = rect.height ? canvas.height / rect.height : 1;
  return { x: (event.clientX - rect.left) * sx, y: (event.clientY - rect.top) * sy, scale: sx };
}

/**
 * A freehand drawing surface on a canvas, driven by pointer events (mouse, touch and pen alike).
 * Tracks whether anything was drawn, so Save can do nothing on an empty canvas (spec 3 section 5),
 * and exports the drawing as a PNG data URL. Browsers without a 2D context (jsdom) still track
 * strokes, they just draw nothing.
 */
export function useSignaturePad() {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [isEmpty, setIsEmpty] = useState(true);

  /** Sizes the bitmap to the element once it is in the page (sharp on high-density screens). */
  const attach = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.getBoundingClientRect().width || canvas.parentElement?.clientWidth || 500;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(SIGNATURE_CANVAS_HEIGHT * ratio);
  }, []);

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const onPointerDown = useCallback((event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    // Keep receiving moves when the stroke leaves the canvas for a moment.
    canvas.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y, scale } = bitmapPoint(canvas, event);
    const ctx = context();
    if (ctx) {
      ctx.lineWidth = STROKE_WIDTH * scale;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#1a1a1a';
      ctx.beginPath();
      ctx.moveTo(x, y);
    }
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || !drawing.current) return;
    event.preventDefault();
    const { x, y } = bitmapPoint(canvas, event);
    const ctx = context();
    if (ctx) {
      ctx.lineTo(x, y);
      ctx.stroke();
    }
    setIsEmpty(false);
  }, []);

  const endStroke = useCallback(() => {
    drawing.current = false;
  }, []);

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    if (canvas) context()?.clearRect(0, 0, canvas.width, canvas.height);
    setIsEmpty(true);
  }, []);

  /** The drawing as a PNG data URL; null when nothing was drawn. */
  const toPng = useCallback((): string | null => {
    const canvas = canvasRef.current;
    if (!canvas || isEmpty) return null;
    return canvas.toDataURL('image/png');
  }, [isEmpty]);

  return {
    isEmpty,
    clear,
    toPng,
    canvasProps: {
      ref: attach,
      onPointerDown,
      onPointerMove,
      onPointerUp: endStroke,
      onPointerCancel: endStroke,
      onLostPointerCapture: endStroke,
    },
  };
}
