import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { adminMailServer, outboxOverview, retryOutboxMail, sendTestMail } from "@/lib/mail/admin";
import type { MailServerInput } from "@/lib/validation/mail";

export type OutboxOverview = ApiResult<typeof outboxOverview>;
export type OutboxRow = OutboxOverview["items"][number];
export type MailServerForm = ApiResult<typeof adminMailServer>;

export const mailKeys = {
  all: ["mail"] as const,
  outbox: (page: number) => ["mail", "outbox", page] as const,
  server: ["mail", "server"] as const,
};

export const mailApi = {
  outbox: (page: number) => apiFetch<OutboxOverview>(`/api/mail/outbox?page=${page}`),
  retry: (id: number) =>
    apiFetch<ApiResult<typeof retryOutboxMail>>(`/api/mail/outbox/${id}/retry`, { method: "POST" }),
  sendTest: () => apiFetch<ApiResult<typeof sendTestMail>>("/api/mail/test", { method: "POST" }),
  server: () => apiFetch<MailServerForm>("/api/mail/server"),
  saveServer: (input: MailServerInput) => apiFetch<MailServerForm>("/api/mail/server", { method: "PUT", json: input }),
};
