"use client";

import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/admin/query-state";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { conversationKeys, conversationsApi, type ConversationDetail } from "@/lib/api/admin/conversations";
import { formatDate } from "@/lib/format";
import type { MessageKey } from "@/lib/i18n/translator";
import { SourceLinks } from "./source-links";

export function ConversationDialog({
  conversationId,
  onClose,
}: {
  conversationId: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const query = useQuery({
    queryKey: conversationKeys.detail(conversationId),
    queryFn: () => conversationsApi.get(conversationId!),
    enabled: conversationId !== null,
  });
  return (
    <AdminDialog
      open={conversationId !== null}
      onOpenChange={(open) => !open && onClose()}
      className="sm:max-w-2xl"
      title={t("adminConversations.conversationTitle", { id: conversationId ?? "" })}
      description={
        query.data
          ? `${formatDate(query.data.createdAt)} · ${t("adminConversations.conversationLanguage", { language: query.data.language ?? "en" })}`
          : ""
      }
    >
      <QueryState query={query} error={(error) => t("adminConversations.loadError", { message: error.message })}>
        {(data) => (
          <ol className="space-y-3">
            {data.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </QueryState>
    </AdminDialog>
  );
}

function MessageItem({ message }: { message: ConversationDetail["messages"][number] }) {
  const t = useT();
  return (
    <li className={message.role === "user" ? "rounded-md bg-muted p-3" : "rounded-md border p-3"}>
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-muted-foreground">
        {message.role === "user" ? t("adminConversations.visitor") : t("adminConversations.assistant")}
        {message.outcome && (
          <Badge variant="secondary">{t(`adminConversations.outcomes.${message.outcome}` as MessageKey)}</Badge>
        )}
        {message.rating !== null && (
          <Badge variant={message.rating > 0 ? "secondary" : "destructive"}>
            {message.rating > 0 ? t("adminConversations.ratings.up") : t("adminConversations.ratings.down")}
          </Badge>
        )}
      </p>
      <p className="mt-1 text-sm whitespace-pre-wrap">{message.content}</p>
      {message.sources.length > 0 && <SourceLinks sources={message.sources} className="mt-2 list-disc pl-5 text-xs" />}
    </li>
  );
}
