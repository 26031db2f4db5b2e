"use client";

import { useEffect, useRef, type RefObject } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Volume2Icon, VolumeXIcon, XIcon } from "lucide-react";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatMessageView } from "@/components/chat/chat-message";
import { useChatAudio } from "@/components/chat/use-chat-audio";
import { useChatSession, useSuggestedQuestions } from "@/components/chat/use-chat-session";
import { useVisualViewportVars } from "@/components/chat/use-visual-viewport";
import { useSpeechRecognition } from "@/components/chat/use-voice";
import { useI18n, useT } from "@/components/i18n/i18n-provider";

export type ChatPanelProps = {
  title: string;
  welcome: string;
  defaultVoice: string | null;
  maxQuestionLength: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
};

const SPEECH_LANGS: Record<string, string> = {
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  it: "it-IT",
  pt: "pt-PT",
};

function useChatPanel({ welcome, defaultVoice, open }: Pick<ChatPanelProps, "welcome" | "defaultVoice" | "open">) {
  const { t, locale } = useI18n();
  const language = locale === "en" ? null : locale;
  const speechLang = SPEECH_LANGS[language ?? "en"] ?? "en-US";
  const audio = useChatAudio({ defaultVoice, open, lang: speechLang, limitedText: t("chat.audioLimited") });
  const chat = useChatSession({ welcome, open, language, audio, onAnswer: audio.speak });
  const suggestions = useSuggestedQuestions(open, language);
  const send = (text: string) => void chat.send(text);
  const recognition = useSpeechRecognition({
    lang: speechLang,
    onResult: (transcript) => {
      chat.setInput(transcript);
      send(transcript); // requirements §4: a result fills the input and sends at once
    },
  });
  return { audio, chat, suggestions, send, recognition };
}

export function ChatPanel({
  title,
  welcome,
  defaultVoice,
  maxQuestionLength,
  open,
  onOpenChange,
  returnFocus,
}: ChatPanelProps) {
  const { audio, chat, suggestions, send, recognition } = useChatPanel({ welcome, defaultVoice, open });
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const viewportRef = useVisualViewportVars();

  useFollowConversation({ listRef, inputRef, entries: chat.entries, open, waiting: chat.waiting });

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus}
          ref={viewportRef}
          // requirements §2/§9: 95vw up to 500 px by 85vh up to 600 px, centred, at every width; never taller
          // than what an on-screen keyboard leaves (--vvh, from useVisualViewportVars), centred in that.
          className="fixed top-[calc(var(--vv-top,0px)+var(--vvh,100dvh)/2)] left-1/2 z-50 flex h-[min(85vh,600px,calc(var(--vvh,100dvh)-1rem))] w-[95vw] max-w-[500px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg border bg-background text-foreground shadow-xl outline-hidden"
        >
          <ChatHeader title={title} audio={audio} />

          <div ref={listRef} className="flex-1 space-y-3 overflow-y-auto px-3 py-3" data-testid="chat-messages">
            {chat.entries.map((entry) => (
              <ChatMessageView
                key={entry.key}
                entry={entry}
                disabled={chat.waiting || recognition.listening}
                onRate={chat.rate}
                onAsk={send}
              />
            ))}
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {chat.announcement}
          </p>

          <ChatComposer
            inputRef={inputRef}
            input={chat.input}
            onInput={chat.setInput}
            onSend={send}
            waiting={chat.waiting}
            maxQuestionLength={maxQuestionLength}
            audio={audio}
            suggestions={suggestions}
            recognition={recognition}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function useFollowConversation({
  listRef,
  inputRef,
  entries,
  open,
  waiting,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  entries: unknown[];
  open: boolean;
  waiting: boolean;
}) {
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [listRef, entries, open]);

  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !waiting) inputRef.current?.focus();
    wasWaiting.current = waiting;
  }, [inputRef, waiting]);
}

function ChatHeader({ title, audio }: { title: string; audio: { on: boolean; toggle: () => void } }) {
  const t = useT();
  return (
    <header className="flex items-center gap-1 border-b bg-primary px-3 py-2 text-primary-foreground">
      {/* Wraps rather than cut off: titles run longer in Spanish or French. */}
      <DialogPrimitive.Title className="min-w-0 flex-1 pl-1 text-base leading-tight font-semibold text-balance">
        {title}
      </DialogPrimitive.Title>
      <button
        type="button"
        onClick={audio.toggle}
        aria-pressed={audio.on}
        title={audio.on ? t("chat.audioOn") : t("chat.audioOff")}
        className="inline-flex size-11 items-center justify-center rounded-md outline-hidden hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white"
      >
        {audio.on ? <Volume2Icon aria-hidden className="size-5" /> : <VolumeXIcon aria-hidden className="size-5" />}
        <span className="sr-only">{t("chat.audio")}</span>
      </button>
      <DialogPrimitive.Close className="inline-flex size-11 items-center justify-center rounded-md outline-hidden hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white">
        <XIcon aria-hidden className="size-5" />
        <span className="sr-only">{t("chat.close")}</span>
      </DialogPrimitive.Close>
    </header>
  );
}
