"use client";

import { useCallback } from "react";

// A ref callback: the dialog's content mounts after the dialog opens (in a portal).
export function useVisualViewportVars() {
  return useCallback((element: HTMLElement | null) => {
    const viewport = window.visualViewport;
    if (!element || !viewport) return;
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
  }, []);
}
