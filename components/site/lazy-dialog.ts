"use client";

import { useRef, useState } from "react";

export type ReturnFocus = (event: Event) => void;

// A plain button, not a Radix Trigger, so focus is sent back to it on close (WCAG 2.4.3).
export function useLazyDialog(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus: ReturnFocus = (event) => {
    event.preventDefault();
    button.current?.focus();
  };
  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  const buttonProps = {
    ref: button,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: show,
  };
  return { open, setOpen, show, requested, buttonProps, returnFocus };
}
