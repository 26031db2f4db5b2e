"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { ChatPanelProps } from "@/components/chat/chat-panel";

// requirements §2 "Chat widget": a small draggable "Chat" label near the bottom-right. This file is all
// a public page loads for the chat; the panel's code is fetched on first hover, focus or press.

const loadPanel = () => import("@/components/chat/chat-panel");
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

const POSITION_KEY = "chatLauncherPosition";
const DRAG_THRESHOLD = 5;
const EDGE = 8;

type Point = { x: number; y: number };

/** Keeps the label fully on screen (issue 5 item 1), whatever the window size. */
function clamp(point: Point, element: HTMLElement): Point {
  const { width, height } = element.getBoundingClientRect();
  return {
    x: Math.min(Math.max(point.x, EDGE), Math.max(EDGE, window.innerWidth - width - EDGE)),
    y: Math.min(Math.max(point.y, EDGE), Math.max(EDGE, window.innerHeight - height - EDGE)),
  };
}

export function ChatLauncher(props: Omit<ChatPanelProps, "open" | "onOpenChange" | "returnFocus">) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const drag = useRef<{ pointerId: number; start: Point; origin: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  // A position the visitor chose earlier, clamped to this window; and kept on screen on resize.
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
    const onResize = () => setPosition((current) => (current && button.current ? clamp(current, button.current) : current));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const openPanel = () => {
    setRequested(true);
    setOpen(true);
  };

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { pointerId: event.pointerId, start: { x: event.clientX, y: event.clientY }, origin: { x: rect.left, y: rect.top }, moved: false };
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
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (!state.moved && event.type === "pointerup" && event.pointerType !== "mouse") {
      // A tap opens at once: some touch sequences never produce the click.
      openPanel();
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
    openPanel();
  };

  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-dragging={dragging || undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClick={onClick}
        style={position ? { left: position.x, top: position.y, right: "auto", bottom: "auto" } : undefined}
        className="fixed right-4 bottom-4 z-40 flex min-h-11 min-w-11 touch-none flex-col items-center justify-center rounded-full bg-primary px-4 py-1.5 leading-tight font-semibold text-primary-foreground shadow-lg outline-hidden select-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[dragging]:cursor-grabbing data-[dragging]:shadow-xl"
      >
        <span>{t("chat.launcher")}</span>
        <span className="text-xs font-normal opacity-85">{t("chat.dragHint")}</span>
      </button>
      {requested && (
        <Suspense>
          <ChatPanel {...props} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
