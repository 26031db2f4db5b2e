"use client";

import { useEffect, type RefObject } from "react";

/**
 * Publishes the visual viewport (what is left above an on-screen keyboard) as CSS variables on
 * the element: --vvh its height, --vv-top its offset. The chat panel sizes and centres itself in
 * it, so the input stays visible while typing on a phone.
 */
export function useVisualViewportVars(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!active || !viewport || !element) return;
    const update = () => {
      element.style.setProperty("--vvh", `${viewport.height}px`);
      element.style.setProperty("--vv-top", `${viewport.offsetTop}px`);
    };
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, [active, ref]);
}
