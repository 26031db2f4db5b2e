import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { getSessionHistory, rateChatMessage } from "@/lib/data/chat";
import type { SuggestedQuestionRow } from "@/lib/data/questions";
import type { Locale } from "@/lib/i18n/config";

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
