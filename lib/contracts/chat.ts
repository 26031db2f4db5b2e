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

export const QUESTION_HARD_LIMIT = 2000;
export const DEFAULT_MAX_QUESTION_LENGTH = 500;

/** requirements §3 "Chat session id": the word "session", a timestamp and a random string. */
export const SESSION_ID_FORM = /^session[A-Za-z0-9_-]{1,121}$/;

// The widget's own form: the random part is unguessable, as the id alone opens the conversation.
export const SESSION_ID_PATTERN = /^session_\d{10,16}_[A-Za-z0-9]{16,64}$/;
export const isStrongSessionId = (id: string) => SESSION_ID_PATTERN.test(id);

export const NDJSON = "application/x-ndjson";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `session_${Date.now()}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;
}

export type AnswerOutcome = "approved" | "generated" | "extractive" | "not_found" | "failed";

// For naming a source in the visitor's language (components/chat/source-label.ts); `title` stays the spec's English.
export type SourceLabel =
  | { kind: "bookPage"; page: number; title: string }
  | { kind: "bookletPage"; booklet: string; page: number; title: string | null }
  | { kind: "document"; title: string | null; reference?: true }
  | { kind: "teaching"; title: string };

export type ChatSource = { title: string; url: string; ref?: number; label?: SourceLabel };

export type SuggestedQuestion = { id: number; question: string; documentId: number | null };

export type ChatReply = {
  message: { id: number; answer: string; sources: ChatSource[]; outcome: AnswerOutcome };
  audio?: string;
  suggestions?: SuggestedQuestion[];
};

export type ChatStreamEvent =
  | { type: "delta"; text: string }
  | { type: "replace"; text: string }
  | { type: "done"; data: ChatReply }
  | { type: "error"; message: string };

export type HistoryMessage = {
  id: number;
  role: "user" | "assistant";
  content: string;
  sources: ChatSource[];
  outcome: AnswerOutcome | null;
  rating: number | null;
  createdAt: string;
};
