"use client";

import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import type { ChatEntry } from "@/components/chat/chat-message";
import { askStreaming, chatSessionId, fetchHistory, fetchSuggestions, rateAnswer } from "@/components/chat/chat-api";
import { useT } from "@/components/i18n/i18n-provider";
import { ApiClientError } from "@/lib/api/client";
import type { ChatReply, SuggestedQuestion, VoiceId } from "@/lib/contracts/chat";
import { speakableText } from "@/lib/chat/text";
import type { Locale } from "@/lib/i18n/config";
import type { MessageKey, Translate } from "@/lib/i18n/translator";

const FALLBACK_QUESTIONS = [0, 1, 2, 3, 4] as const;
const CANNED = [0, 1, 2, 3, 4] as const;

// requirements §8.
function cannedAnswer(t: Translate) {
  return t(`chat.canned.${CANNED[Math.floor(Math.random() * CANNED.length)]}` as MessageKey);
}

function failureText(error: unknown, t: Translate): string {
  if (error instanceof ApiClientError && error.status === 429)
    return t("chat.rateLimited", { seconds: error.retryAfterSeconds ?? 60 });
  if (error instanceof ApiClientError && error.status === 400) return error.message;
  if (error instanceof Error && error.message === "stream") return cannedAnswer(t);
  return t("chat.connectionError");
}

let entryKey = 0;
const nextKey = () => `entry-${++entryKey}`;

const notice = (content: string): ChatEntry => ({
  key: nextKey(),
  role: "assistant",
  content,
  sources: [],
  notice: true,
});

type Options = {
  welcome: string;
  open: boolean;
  language: Locale | null;
  audio: { on: boolean; voice: VoiceId };
  onAnswer: (reply: ChatReply, addNotice: (content: string) => void) => void;
};

function answeredEntry({ message, suggestions }: ChatReply): Partial<ChatEntry> {
  const { id, answer, sources, outcome } = message;
  return { id, content: answer, sources, outcome, suggestions, rating: null, pending: false };
}

export function useChatSession({ welcome, open, language, audio, onAnswer }: Options) {
  const t = useT();
  const [sessionId] = useState(chatSessionId);
  const [entries, setEntries] = useState<ChatEntry[]>(() => [
    { key: "welcome", role: "assistant", content: welcome, sources: [] },
  ]);
  const [input, setInput] = useState("");
  const [waiting, setWaiting] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  useStoredConversation(open, sessionId, setEntries);

  const update = (key: string, change: Partial<ChatEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const addNotice = (content: string) => setEntries((current) => [...current, notice(content)]);

  const send = async (text: string) => {
    const question = text.trim();
    if (!question || waiting) return; // requirements §5: blank messages are not sent
    const replyKey = nextKey();
    setEntries((current) => [
      ...current,
      { key: nextKey(), role: "user", content: question, sources: [] },
      { key: replyKey, role: "assistant", content: "", sources: [], pending: true },
    ]);
    setInput("");
    setWaiting(true);
    setAnnouncement("");
    try {
      const request = { question, sessionId, generateAudio: audio.on, voice: audio.voice, targetLanguage: language };
      const reply = await askStreaming(request, (answer) => update(replyKey, { content: answer }));
      update(replyKey, answeredEntry(reply));
      setAnnouncement(`${t("chat.assistant")}: ${speakableText(reply.message.answer)}`);
      onAnswer(reply, addNotice);
    } catch (error) {
      const content = failureText(error, t);
      update(replyKey, { content, pending: false, notice: true });
      setAnnouncement(content);
    } finally {
      setWaiting(false);
    }
  };

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

  return { entries, input, setInput, waiting, announcement, send, rate };
}

function useStoredConversation(open: boolean, sessionId: string, setEntries: Dispatch<SetStateAction<ChatEntry[]>>) {
  const t = useT();
  const historyLoaded = useRef(false);
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
      .catch(() => setEntries((current) => [...current, notice(t("chat.historyError"))]));
  }, [open, sessionId, setEntries, t]);
}

// requirements §4 and §8: a built-in five when fetching fails.
export function useSuggestedQuestions(open: boolean, language: Locale | null): SuggestedQuestion[] | null {
  const t = useT();
  const [suggestions, setSuggestions] = useState<SuggestedQuestion[] | null>(null);
  const fallbackQuestions = useCallback(
    (): SuggestedQuestion[] =>
      FALLBACK_QUESTIONS.map((i) => ({
        id: -1 - i,
        question: t(`chat.fallbackQuestions.${i}` as MessageKey),
        documentId: null,
      })),
    [t],
  );
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
  return suggestions;
}
