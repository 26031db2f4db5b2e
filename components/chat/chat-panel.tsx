"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { MicIcon, SendIcon, Volume2Icon, VolumeXIcon, XIcon } from "lucide-react";
import { ChatMessageView, type ChatEntry } from "@/components/chat/chat-message";
import {
  askStreaming,
  chatSessionId,
  fetchHistory,
  fetchSuggestions,
  rateAnswer,
  storeAudioOn,
  storedAudioOn,
  storedVoice,
  storeVoice,
} from "@/components/chat/chat-api";
import { useVisualViewportVars } from "@/components/chat/use-visual-viewport";
import { useSpeaker, useSpeechRecognition } from "@/components/chat/use-voice";
import { useI18n } from "@/components/i18n/i18n-provider";
import { ApiClientError } from "@/lib/api/client";
import { DEFAULT_VOICE, VOICE_IDS, VOICES, type SuggestedQuestion, type VoiceId } from "@/lib/chat/constants";
import { speakableText } from "@/lib/chat/text";
import type { MessageKey, Translate } from "@/lib/i18n/translator";
import { cn } from "@/lib/utils";

export type ChatPanelProps = {
  title: string;
  welcome: string;
  defaultVoice: string | null;
  maxQuestionLength: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
};

const FALLBACK_QUESTIONS = [0, 1, 2, 3, 4] as const;
const CANNED = [0, 1, 2, 3, 4] as const;
const SPEECH_LANGS: Record<string, string> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE", it: "it-IT", pt: "pt-PT" };

/** requirements §8: an unsuccessful reply is one of five canned answers, chosen at random. */
function cannedAnswer(t: Translate) {
  return t(`chat.canned.${CANNED[Math.floor(Math.random() * CANNED.length)]}` as MessageKey);
}

const isVoice = (value: string | null): value is VoiceId => VOICE_IDS.includes(value as VoiceId);

let entryKey = 0;
const nextKey = () => `entry-${++entryKey}`;

/** The chat panel of requirements §2 and §4: loaded only when the visitor first opens the chat. */
export function ChatPanel({ title, welcome, defaultVoice, maxQuestionLength, open, onOpenChange, returnFocus }: ChatPanelProps) {
  const { t, locale } = useI18n();
  const [sessionId] = useState(chatSessionId);
  // requirements §4: the page's language (the cookie mirroring localStorage.preferredLanguage); English is none.
  const language = locale === "en" ? null : locale;
  const [entries, setEntries] = useState<ChatEntry[]>(() => [{ key: "welcome", role: "assistant", content: welcome, sources: [] }]);
  const [input, setInput] = useState("");
  const [waiting, setWaiting] = useState(false);
  const [audioOn, setAudioOn] = useState(storedAudioOn);
  const [voice, setVoice] = useState<VoiceId>(() => {
    const saved = storedVoice();
    return isVoice(saved) ? saved : isVoice(defaultVoice) ? defaultVoice : DEFAULT_VOICE;
  });
  const [suggestions, setSuggestions] = useState<SuggestedQuestion[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const viewportRef = useVisualViewportVars();
  const historyLoaded = useRef(false);
  const speaker = useSpeaker();
  const speechLang = SPEECH_LANGS[language ?? "en"] ?? "en-US";

  const fallbackQuestions = useCallback(
    (): SuggestedQuestion[] => FALLBACK_QUESTIONS.map((i) => ({ id: -1 - i, question: t(`chat.fallbackQuestions.${i}` as MessageKey), documentId: null })),
    [t],
  );

  // requirements §4: opening fetches new suggested questions (a built-in five when that fails, requirements §8).
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    fetchSuggestions(language)
      .then((questions) => !cancelled && setSuggestions(questions.length > 0 ? questions : fallbackQuestions()))
      .catch(() => !cancelled && setSuggestions(fallbackQuestions()));
    return () => {
      cancelled = true;
    };
  }, [open, language, fallbackQuestions]);

  // The stored conversation comes back after a reload (issue 5 item 2), once per page.
  useEffect(() => {
    if (!open || historyLoaded.current) return;
    historyLoaded.current = true;
    fetchHistory(sessionId)
      .then((messages) => {
        if (messages.length === 0) return;
        const restored: ChatEntry[] = messages.map((message) => ({
          key: `history-${message.id}`,
          id: message.id,
          role: message.role,
          content: message.content,
          sources: message.sources,
          outcome: message.outcome ?? undefined,
          rating: message.rating,
        }));
        setEntries((current) => [current[0], ...restored, ...current.slice(1)]);
      })
      .catch(() => setEntries((current) => [...current, { key: nextKey(), role: "assistant", content: t("chat.historyError"), sources: [], notice: true }]));
  }, [open, sessionId, t]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries, open]);

  useEffect(() => {
    if (!open) speaker.stop();
  }, [open, speaker]);

  // Back to the input once an answer is in (it was disabled while waiting, which loses focus).
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !waiting) inputRef.current?.focus();
    wasWaiting.current = waiting;
  }, [waiting]);

  const update = (key: string, change: Partial<ChatEntry>) => setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const send = async (text: string) => {
    const question = text.trim();
    if (!question || waiting) return; // requirements §5: blank messages are not sent
    const replyKey = nextKey();
    setEntries((current) => [...current, { key: nextKey(), role: "user", content: question, sources: [] }, { key: replyKey, role: "assistant", content: "", sources: [], pending: true }]);
    setInput("");
    setWaiting(true);
    setAnnouncement("");
    try {
      const reply = await askStreaming({ question, sessionId, generateAudio: audioOn, voice, targetLanguage: language }, (answer) => update(replyKey, { content: answer }));
      update(replyKey, {
        id: reply.message.id,
        content: reply.message.answer,
        sources: reply.message.sources,
        outcome: reply.message.outcome,
        suggestions: reply.suggestions,
        rating: null,
        pending: false,
      });
      setAnnouncement(`${t("chat.assistant")}: ${speakableText(reply.message.answer)}`);
      if (audioOn) {
        void speaker.speak({
          text: speakableText(reply.message.answer),
          audioUrl: reply.audio,
          lang: speechLang,
          onLimited: () => setEntries((current) => [...current, { key: nextKey(), role: "assistant", content: t("chat.audioLimited"), sources: [], notice: true }]),
        });
      }
    } catch (error) {
      let content: string;
      if (error instanceof ApiClientError && error.status === 429) content = t("chat.rateLimited", { seconds: error.retryAfterSeconds ?? 60 });
      else if (error instanceof ApiClientError && error.status === 400) content = error.message;
      else if (error instanceof Error && error.message === "stream") content = cannedAnswer(t);
      else content = t("chat.connectionError");
      update(replyKey, { content, pending: false, notice: true });
      setAnnouncement(content);
    } finally {
      setWaiting(false);
    }
  };

  const recognition = useSpeechRecognition({
    lang: speechLang,
    onResult: (transcript) => {
      setInput(transcript);
      void send(transcript); // requirements §4: a result fills the input and sends at once
    },
  });

  const rate = async (entry: ChatEntry, value: 1 | -1) => {
    if (!entry.id) return;
    const previous = entry.rating ?? null;
    const next = previous === value ? null : value;
    update(entry.key, { rating: next, ratingError: false });
    try {
      await rateAnswer(entry.id, sessionId, next);
    } catch {
      update(entry.key, { rating: previous, ratingError: true });
    }
  };

  const toggleAudio = () => {
    const next = !audioOn;
    setAudioOn(next);
    storeAudioOn(next);
    if (!next) speaker.stop();
  };

  const chooseVoice = (value: string) => {
    if (!isVoice(value)) return;
    setVoice(value);
    storeVoice(value);
  };

  const listening = recognition.listening;
  const inputDisabled = waiting || listening;
  const sendDisabled = waiting || listening || input.trim() === "";

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
          <header className="flex items-center gap-1 border-b bg-primary px-3 py-2 text-primary-foreground">
            <DialogPrimitive.Title className="flex-1 truncate pl-1 text-base font-semibold">{title}</DialogPrimitive.Title>
            <button
              type="button"
              onClick={toggleAudio}
              aria-pressed={audioOn}
              title={audioOn ? t("chat.audioOn") : t("chat.audioOff")}
              className="inline-flex size-11 items-center justify-center rounded-md outline-hidden hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white"
            >
              {audioOn ? <Volume2Icon aria-hidden className="size-5" /> : <VolumeXIcon aria-hidden className="size-5" />}
              <span className="sr-only">{t("chat.audio")}</span>
            </button>
            <DialogPrimitive.Close className="inline-flex size-11 items-center justify-center rounded-md outline-hidden hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white">
              <XIcon aria-hidden className="size-5" />
              <span className="sr-only">{t("chat.close")}</span>
            </DialogPrimitive.Close>
          </header>

          <div ref={listRef} className="flex-1 space-y-3 overflow-y-auto px-3 py-3" data-testid="chat-messages">
            {entries.map((entry) => (
              <ChatMessageView key={entry.key} entry={entry} disabled={waiting || listening} onRate={rate} onAsk={(question) => void send(question)} />
            ))}
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {announcement}
          </p>

          <div className="space-y-2 border-t bg-muted/40 px-3 pt-2 pb-3">
            <div className="flex items-center gap-2">
              <label htmlFor="chat-voice" className="text-sm font-medium">
                {t("chat.voice")}
              </label>
              <select
                id="chat-voice"
                value={voice}
                onChange={(event) => chooseVoice(event.target.value)}
                disabled={!audioOn}
                className="h-9 rounded-md border bg-background px-2 text-sm disabled:cursor-not-allowed disabled:opacity-60 pointer-coarse:h-11"
              >
                {VOICES.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>

            <section aria-labelledby="chat-suggested">
              <h3 id="chat-suggested" className="text-sm font-medium">
                {t("chat.suggested")}
              </h3>
              <ul className="mt-1 flex max-h-24 flex-wrap gap-1.5 overflow-y-auto">
                {(suggestions ?? []).map((suggestion) => (
                  <li key={suggestion.id}>
                    <button
                      type="button"
                      disabled={inputDisabled}
                      onClick={() => void send(suggestion.question)}
                      className="min-h-9 rounded-full border bg-background px-3 py-1 text-left text-sm hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60 pointer-coarse:min-h-11"
                    >
                      {suggestion.question}
                    </button>
                  </li>
                ))}
              </ul>
            </section>

            {listening && (
              <p role="status" className="text-sm font-medium text-primary">
                {t("chat.listening")}
              </p>
            )}

            <form
              className="flex items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (!sendDisabled) void send(input);
              }}
            >
              <input
                ref={inputRef}
                value={input}
                onChange={(event) => setInput(event.target.value)}
                disabled={inputDisabled}
                maxLength={maxQuestionLength}
                placeholder={t("chat.inputPlaceholder")}
                aria-label={t("chat.inputLabel")}
                enterKeyHint="send"
                className="h-11 min-w-0 flex-1 rounded-md border bg-background px-3 text-base outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60"
              />
              <button
                type="button"
                onClick={() => (listening ? recognition.stop() : recognition.start())}
                disabled={!recognition.supported || waiting}
                aria-pressed={listening}
                title={recognition.supported ? undefined : t("chat.micUnsupported")}
                className={cn(
                  "inline-flex size-11 shrink-0 items-center justify-center rounded-md border bg-background outline-hidden hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
                  listening && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                <MicIcon aria-hidden className="size-5" />
                <span className="sr-only">{listening ? t("chat.stopListening") : t("chat.microphone")}</span>
              </button>
              <button
                type="submit"
                disabled={sendDisabled}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground outline-hidden hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <SendIcon aria-hidden className="size-5" />
                <span className="sr-only">{t("chat.send")}</span>
              </button>
            </form>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
