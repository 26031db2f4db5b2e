import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { countExchanges, getConversation, listExchanges } from "@/lib/data/chat";
import type { ConversationFilter } from "@/lib/validation/chat";

export type ExchangePage = ApiResult<typeof listExchanges> & { counts: ApiResult<typeof countExchanges> };
export type Exchange = ExchangePage["items"][number];
export type ConversationDetail = ApiResult<typeof getConversation>;

export const conversationKeys = {
  all: ["conversations"] as const,
  list: (filter: ConversationFilter, page: number) => ["conversations", filter, page] as const,
  detail: (id: number | null) => ["conversation", id] as const,
};

export const conversationsApi = {
  list: (filter: ConversationFilter, page: number) =>
    apiFetch<ExchangePage>(`/api/conversations?filter=${filter}&page=${page}`),
  get: (id: number) => apiFetch<ConversationDetail>(`/api/conversations/${id}`),
};
