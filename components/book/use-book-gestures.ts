"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

const SWIPE_DISTANCE = 50;

export function usePageKeys({
  disabled,
  step,
  goTo,
  total,
}: {
  disabled: boolean;
  step: (direction: 1 | -1) => void;
  goTo: (page: number) => void;
  total: number;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable='true']")) return;
      const actions: Record<string, () => void> = {
        ArrowRight: () => step(1),
        ArrowLeft: () => step(-1),
        PageDown: () => step(1),
        PageUp: () => step(-1),
        Home: () => goTo(1),
        End: () => goTo(total),
      };
      const action = actions[event.key];
      if (action) {
        event.preventDefault();
        action();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [disabled, goTo, step, total]);
}

// Not the mouse, and not while the page is zoomed.
export function useSwipe(step: (direction: 1 | -1) => void, zoomed: boolean) {
  const startRef = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: React.PointerEvent) {
      startRef.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: React.PointerEvent) {
      const start = startRef.current;
      startRef.current = null;
      if (!start || zoomed) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) step(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      startRef.current = null;
    },
  };
}

export function useFullscreen(elementRef: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  function toggle() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void elementRef.current?.requestFullscreen?.().catch(() => setFullscreen(false));
  }
  return { fullscreen, toggle };
}
