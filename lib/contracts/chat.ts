// The chatbot's constants, shared by the widget and the server (requirements §3, §9).

/** requirements §3 "Voice option": id and name. */
export const VOICES = [
  { id: "alloy", name: "Alloy" },
  { id: "echo", name: "Echo" },
  { id: "fable", name: "Fable" },
  { id: "onyx", name: "Onyx" },
  { id: "nova", name: "Nova" },
  { id: "shimmer", name: "Shimmer" },
] as const;
export type VoiceId = (typeof VOICES)[number]["id"];
export const VOICE_IDS = VOICES.map((voice) => voice.id) as [VoiceId, ...VoiceId[]];
export const DEFAULT_VOICE: VoiceId = "nova";

/** requirements §9: five suggested questions. */
export const SUGGESTED_QUESTION_COUNT = 5;
export const MAX_SUGGESTED_QUESTIONS = 20;

/** Longest question accepted by the API; the chatbot_max_question_length setting may lower it. */
export const QUESTION_HARD_LIMIT = 2000;
export const DEFAULT_MAX_QUESTION_LENGTH = 500;

/**
 * requirements §3 "Chat session id": the word "session", a timestamp and a random string. Any id of that
 * form is accepted (8–128 letters, digits, _ and -, starting with "session").
 */
export const SESSION_ID_FORM = /^session[A-Za-z0-9_-]{1,121}$/;

/**
 * The widget's own form: the random part is long enough to be unguessable, so the id alone gives
 * access to the conversation. Other ids are tied to a cookie the server sets (docs/decisions/012).
 */
export const SESSION_ID_PATTERN = /^session_\d{10,16}_[A-Za-z0-9]{16,64}$/;
export const isStrongSessionId = (id: string) => SESSION_ID_PATTERN.test(id);

/** The content type a client asks for (Accept) to get the answer as it is written. */
export const NDJSON = "application/x-ndjson";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `session_${Date.now()}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;
}

/** How an assistant answer was produced (the AnswerOutcome enum). */
export type AnswerOutcome = "approved" | "generated" | "extractive" | "not_found" | "failed";

/**
 * What a source is, so the chat names it in the visitor's language (components/chat/source-label.ts);
 * `title` stays the English name the spec's clients read.
 */
export type SourceLabel =
  | { kind: "bookPage"; page: number; title: string }
  | { kind: "bookletPage"; booklet: string; page: number; title: string | null }
  | { kind: "document"; title: string | null; reference?: true }
  | { kind: "teaching"; title: string };

/** A source of an answer; `ref` is the number the answer cites it by ([1], [2]...). */
export type ChatSource = { title: string; url: string; ref?: number; label?: SourceLabel };

export type SuggestedQuestion = { id: number; question: string; documentId: number | null };

/** The finished answer, in the JSON response and the stream's last event. */
export type ChatReply = {
  message: { id: number; answer: string; sources: ChatSource[]; outcome: AnswerOutcome };
  audio?: string;
  suggestions?: SuggestedQuestion[];
};

/** One line of POST /api/chatbot/message's NDJSON body (Accept: application/x-ndjson). */
export type ChatStreamEvent =
  | { type: "delta"; text: string }
  | { type: "replace"; text: string }
  | { type: "done"; data: ChatReply }
  | { type: "error"; message: string };

/** A stored message as the widget restores it after a reload. */
export type HistoryMessage = {
  id: number;
  role: "user" | "assistant";
  content: string;
  sources: ChatSource[];
  outcome: AnswerOutcome | null;
  rating: number | null;
  createdAt: string;
};
