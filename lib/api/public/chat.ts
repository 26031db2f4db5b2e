// Typed calls of the chat widget to the public chatbot API (requirements §7). The streaming answer
// (POST /api/chatbot/message) reads its body line by line and stays in components/chat/chat-api.ts.
import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { getSessionHistory, rateChatMessage } from "@/lib/data/chat";
import type { SuggestedQuestionRow } from "@/lib/data/questions";
import type { Locale } from "@/lib/i18n/config";

/** The public chatbot answers wrap their data: `{ success, data }`. */
type Wrapped<T> = { success: boolean; data: T };

export type SessionHistory = ApiResult<typeof getSessionHistory>;
export type AnswerRating = ApiResult<typeof rateChatMessage>;

export const chatApi = {
  suggestions: (count: number, language: Locale | null) => {
    const query = new URLSearchParams({ count: String(count), ...(language ? { language } : {}) });
    return apiFetch<Wrapped<SuggestedQuestionRow[]>>(`/api/chatbot/questions/random?${query}`);
  },
  history: (sessionId: string) =>
    apiFetch<Wrapped<SessionHistory>>(`/api/chatbot/conversations/${encodeURIComponent(sessionId)}`),
  rate: (messageId: number, sessionId: string, rating: 1 | -1 | null) =>
    apiFetch<Wrapped<AnswerRating>>(`/api/chatbot/messages/${messageId}/rating`, {
      method: "PUT",
      json: { sessionId, rating },
    }),
};
