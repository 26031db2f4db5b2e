"use client";

import { lazy, Suspense, use, useCallback, useState } from "react";
import { I18nProvider, useI18n } from "@/components/i18n/i18n-provider";
import type { ChatPanelProps } from "@/components/chat/chat-panel";
import { loadChatPanelMessages } from "@/components/chat/chat-panel-messages";
import { useDraggable } from "@/components/chat/use-draggable";
import type { Locale } from "@/lib/i18n/config";

// requirements §2 "Chat widget"; the panel's code and strings are fetched on first hover, focus or press.

const loadPanel = () => import("@/components/chat/chat-panel");
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

function ChatPanelWithTexts({ locale, ...props }: ChatPanelProps & { locale: Locale }) {
  return (
    <I18nProvider locale={locale} messages={use(loadChatPanelMessages(locale))}>
      <ChatPanel {...props} />
    </I18nProvider>
  );
}

export function ChatLauncher(props: Omit<ChatPanelProps, "open" | "onOpenChange" | "returnFocus">) {
  const { t, locale } = useI18n();
  const preload = () => {
    void loadPanel();
    void loadChatPanelMessages(locale);
  };
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { button, dragging, style, handlers } = useDraggable(() => {
    setRequested(true);
    setOpen(true);
  });

  const returnFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      button.current?.focus();
    },
    [button],
  );

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-dragging={dragging || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        {...handlers}
        style={style}
        className="fixed right-4 bottom-4 z-40 flex min-h-11 min-w-11 touch-none flex-col items-center justify-center rounded-full bg-primary px-4 py-1.5 leading-tight font-semibold text-primary-foreground shadow-lg outline-hidden select-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[dragging]:cursor-grabbing data-[dragging]:shadow-xl"
      >
        <span>{t("chat.launcher")}</span>
        <span className="text-xs font-normal opacity-85">{t("chat.dragHint")}</span>
      </button>
      {requested && (
        <Suspense>
          <ChatPanelWithTexts {...props} locale={locale} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
