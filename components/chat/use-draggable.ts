"use client";

import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";

const POSITION_KEY = "chatLauncherPosition";
const DRAG_THRESHOLD = 5;
const EDGE = 8;

type Point = { x: number; y: number };

function clamp(point: Point, element: HTMLElement): Point {
  const { width, height } = element.getBoundingClientRect();
  return {
    x: Math.min(Math.max(point.x, EDGE), Math.max(EDGE, window.innerWidth - width - EDGE)),
    y: Math.min(Math.max(point.y, EDGE), Math.max(EDGE, window.innerHeight - height - EDGE)),
  };
}

export function useDraggable(onActivate: () => void) {
  const button = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = button.current;
    if (!element) return;
    let saved: Point | null = null;
    try {
      saved = JSON.parse(window.sessionStorage.getItem(POSITION_KEY) ?? "null") as Point | null;
    } catch {
      saved = null;
    }
    if (saved && Number.isFinite(saved.x) && Number.isFinite(saved.y)) setPosition(clamp(saved, element));
    const onResize = () =>
      setPosition((current) => (current && button.current ? clamp(current, button.current) : current));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const handlers = useDragHandlers({ setPosition, setDragging, onActivate });

  return {
    button,
    dragging,
    style: position ? { left: position.x, top: position.y, right: "auto", bottom: "auto" } : undefined,
    handlers,
  };
}

type DragOptions = {
  setPosition: Dispatch<SetStateAction<Point | null>>;
  setDragging: (dragging: boolean) => void;
  onActivate: () => void;
};

function useDragHandlers({ setPosition, setDragging, onActivate }: DragOptions) {
  const drag = useRef<{ pointerId: number; start: Point; origin: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: { x: rect.left, y: rect.top },
      moved: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.start.x;
    const dy = event.clientY - state.start.y;
    if (!state.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!state.moved) {
      state.moved = true;
      setDragging(true);
    }
    setPosition(clamp({ x: state.origin.x + dx, y: state.origin.y + dy }, event.currentTarget));
  };

  const endDrag = (event: React.PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    if (!state.moved && event.type === "pointerup" && event.pointerType !== "mouse") {
      // A tap opens at once: some touch sequences never produce the click.
      onActivate();
      return;
    }
    if (state.moved) {
      // The click that ends a mouse drag (dispatched with this pointerup) must not open the panel.
      suppressClick.current = true;
      setTimeout(() => (suppressClick.current = false), 0);
      setDragging(false);
      setPosition((current) => {
        try {
          if (current) window.sessionStorage.setItem(POSITION_KEY, JSON.stringify(current));
        } catch {
          // No storage (private browsing): the position lasts for this page.
        }
        return current;
      });
    }
  };

  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onActivate();
  };

  return { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag, onClick };
}
