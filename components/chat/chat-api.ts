"use client";

import { ApiClientError } from "@/lib/api/client";
import { chatApi } from "@/lib/api/public/chat";
import {
  isStrongSessionId,
  NDJSON,
  newSessionId,
  SUGGESTED_QUESTION_COUNT,
  type ChatReply,
  type ChatStreamEvent,
  type HistoryMessage,
  type SuggestedQuestion,
  type VoiceId,
} from "@/lib/contracts/chat";
import type { Locale } from "@/lib/i18n/config";

const SESSION_KEY = "chatSessionId";
const VOICE_KEY = "chatVoice";
const AUDIO_KEY = "chatAudio";

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

// requirements §3: kept so the conversation is still there after a reload.
export function chatSessionId(): string {
  const existing = stored(SESSION_KEY);
  if (existing && isStrongSessionId(existing)) return existing;
  const id = newSessionId();
  store(SESSION_KEY, id);
  return id;
}

export const storedVoice = () => stored(VOICE_KEY);
export const storeVoice = (voice: VoiceId) => store(VOICE_KEY, voice);
export const storedAudioOn = () => stored(AUDIO_KEY) !== "off";
export const storeAudioOn = (on: boolean) => store(AUDIO_KEY, on ? "on" : "off");

export async function fetchSuggestions(language: Locale | null): Promise<SuggestedQuestion[]> {
  const response = await chatApi.suggestions(SUGGESTED_QUESTION_COUNT, language);
  if (!response.success || !Array.isArray(response.data)) throw new Error("No suggested questions");
  return response.data;
}

export async function fetchHistory(sessionId: string): Promise<HistoryMessage[]> {
  const response = await chatApi.history(sessionId);
  return response.data.messages;
}

export async function rateAnswer(messageId: number, sessionId: string, rating: 1 | -1 | null): Promise<void> {
  await chatApi.rate(messageId, sessionId, rating);
}

export type AskInput = {
  question: string;
  sessionId: string;
  generateAudio: boolean;
  voice: VoiceId;
  targetLanguage: Locale | null;
};

export async function askStreaming(
  input: AskInput,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const response = await fetch("/api/chatbot/message", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: NDJSON },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    throw new ApiClientError(
      response.status,
      body?.message || `API request failed: ${response.status}`,
      undefined,
      retryAfter,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as ChatStreamEvent;
      if (event.type === "delta") onText((text += event.text));
      else if (event.type === "replace") onText((text = event.text));
      else if (event.type === "done") return event.data;
      else throw new Error("stream");
    }
    if (done) throw new Error("stream");
  }
}
