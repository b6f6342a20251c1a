import { useRef, useState, type FocusEvent, type PointerEvent } from 'react';

export const AUTO_ADVANCE_MS = 10_000;
export const SWIPE_THRESHOLD_PX = 60;

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * The carousel's gestures: a swipe on touch or a drag with the mouse of 60 px moves one photo (`onMove(1)` to the
 * next, -1 back). Answers the drag's offset, whether the carousel is held still (dragged, a mouse resting on it, the
 * keyboard in it, so nobody loses the photo they are looking at), and the handlers of the carousel and its viewport.
 */
export function useGestures(count: number, onMove: (step: 1 | -1) => void) {
  const [dragPx, setDragPx] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardIn, setKeyboardIn] = useState(false);
  const pointer = useRef<{ id: number; x: number } | null>(null);
  const end = () => {
    pointer.current = null;
    setDragPx(null);
  };
  const carousel = {
    onPointerOver: (event: PointerEvent) => setHovered(event.pointerType === 'mouse'),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent) => setKeyboardIn(focusVisible(event.target)),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardIn(false);
    },
  };
  const viewport = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
      if ((event.target as Element).closest('button')) return; // the arrows are clicked, not dragged
      pointer.current = { id: event.pointerId, x: event.clientX };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragPx(0);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (pointer.current?.id === event.pointerId) setDragPx(event.clientX - pointer.current.x);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (pointer.current?.id !== event.pointerId) return;
      const moved = event.clientX - pointer.current.x;
      end();
      if (moved <= -SWIPE_THRESHOLD_PX) onMove(1);
      else if (moved >= SWIPE_THRESHOLD_PX) onMove(-1);
    },
    onPointerCancel: end,
  };
  return [dragPx, dragPx !== null || hovered || keyboardIn, carousel, viewport] as const;
}
