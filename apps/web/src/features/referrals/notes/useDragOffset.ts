import { useCallback, useRef, useState, type PointerEvent } from 'react';

export interface Offset {
  x: number;
  y: number;
}

/** How much of the dragged box stays on screen, so its handle can always be grabbed again. */
const KEEP_VISIBLE_PX = 80;

interface DragStart {
  pointerX: number;
  pointerY: number;
  offset: Offset;
  rect: DOMRect;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Moves a box by dragging a handle (pointer events: mouse, pen and touch), without a drag
 * library. Spread `handleProps` on the handle and apply `style` to the box. Presses on buttons
 * inside the handle (a close button) are left alone.
 */
export function useDragOffset() {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const start = useRef<DragStart | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      const box = event.currentTarget.closest<HTMLElement>('[data-drag-box]');
      if (!box) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = {
        pointerX: event.clientX,
        pointerY: event.clientY,
        offset,
        rect: box.getBoundingClientRect(),
      };
    },
    [offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    const { rect } = from;
    const dx = clamp(
      event.clientX - from.pointerX,
      KEEP_VISIBLE_PX - rect.right,
      window.innerWidth - KEEP_VISIBLE_PX - rect.left,
    );
    const dy = clamp(
      event.clientY - from.pointerY,
      -rect.top,
      window.innerHeight - KEEP_VISIBLE_PX - rect.top,
    );
    setOffset({ x: from.offset.x + dx, y: from.offset.y + dy });
  }, []);

  const onPointerEnd = useCallback(() => {
    start.current = null;
  }, []);

  return {
    offset,
    reset: () => setOffset({ x: 0, y: 0 }),
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      style: { cursor: 'move', touchAction: 'none' } as const,
    },
    boxProps: {
      'data-drag-box': true,
      style: { transform: `translate(${offset.x}px, ${offset.y}px)` },
    },
  };
}
