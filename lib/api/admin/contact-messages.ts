import { apiFetch } from "@/lib/api/client";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type { countContactMessages, listContactMessages, markContactMessageRead } from "@/lib/data/contact-messages";

export type ContactMessage = ApiResult<typeof listContactMessages>[number];

export const contactMessageKeys = { all: ["contact-messages"] as const };

export const contactMessagesApi = {
  list: () => apiFetch<ApiResult<typeof listContactMessages>>("/api/contact/messages"),
  markRead: (id: number, isRead: boolean) =>
    apiFetch<ApiResult<typeof markContactMessageRead>>(`/api/contact/messages/${id}`, {
      method: "PATCH",
      json: { isRead },
    }),
  remove: (id: number) => apiFetch<Deleted>(`/api/contact/messages/${id}`, { method: "DELETE" }),
  count: () => apiFetch<ApiResult<typeof countContactMessages>>("/api/messages/count"),
};
