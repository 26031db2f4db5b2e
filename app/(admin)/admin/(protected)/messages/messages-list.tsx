"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, MailOpen, Reply, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QUERY_KEYS } from "@/components/admin/queries";
import { QueryError } from "@/components/admin/query-error";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

type ContactMessage = { id: number; name: string; email: string; subject: string | null; message: string; isRead: boolean; createdAt: string };

/** spec §2 Contact Messages, newest first; a failed load shows an error with retry, never sample messages. */
export function MessagesList() {
  const t = useT();
  const queryClient = useQueryClient();
  const messages = useQuery({ queryKey: QUERY_KEYS.messages, queryFn: () => apiFetch<ContactMessage[]>("/api/contact/messages") });
  const refresh = () => {
    for (const queryKey of [QUERY_KEYS.messages, QUERY_KEYS.counts]) void queryClient.invalidateQueries({ queryKey });
  };

  const markRead = useMutation({
    mutationFn: ({ message, isRead }: { message: ContactMessage; isRead: boolean }) => apiFetch(`/api/contact/messages/${message.id}`, { method: "PATCH", json: { isRead } }),
    onSuccess: refresh,
    onError: (error) => toast.error(t("adminMessages.updateFailed"), { description: error.message }),
  });

  const remove = useMutation({
    mutationFn: (message: ContactMessage) => apiFetch(`/api/contact/messages/${message.id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success(t("adminMessages.deleted"));
      refresh();
    },
    onError: (error) => toast.error(t("adminMessages.deleteFailed"), { description: error.message }),
  });

  if (messages.isPending) return <Spinner />;
  if (messages.isError) return <QueryError message={t("adminMessages.loadError", { message: messages.error.message })} onRetry={() => messages.refetch()} />;
  if (messages.data.length === 0) return <p className="text-muted-foreground">{t("adminMessages.empty")}</p>;

  const unread = messages.data.filter((message) => !message.isRead).length;
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium" aria-live="polite">
        {t("adminMessages.unreadSummary", { count: unread })}
      </p>
      <ul className="space-y-3">
        {messages.data.map((message) => {
          const subject = message.subject || t("adminMessages.noSubject");
          const mailto = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(t("adminMessages.replySubject", { subject: message.subject || "" }).trim())}`;
          return (
            <li key={message.id}>
              <article aria-labelledby={`message-${message.id}`} className={cn("rounded-lg border bg-card p-4", !message.isRead && "border-l-4 border-l-primary")}>
                <header className="flex flex-wrap items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <h2 id={`message-${message.id}`} className="font-semibold">
                      {subject}
                    </h2>
                    <p className="text-sm text-muted-foreground">
                      {t("adminMessages.from", { name: message.name })} &lt;
                      <a href={`mailto:${message.email}`} className="underline-offset-4 hover:underline">
                        {message.email}
                      </a>
                      &gt; · <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                    </p>
                  </div>
                  <Badge variant={message.isRead ? "secondary" : "default"}>{message.isRead ? t("adminMessages.read") : t("adminMessages.unread")}</Badge>
                </header>
                <p className="mt-3 text-sm break-words whitespace-pre-wrap">{message.message}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={markRead.isPending} onClick={() => markRead.mutate({ message, isRead: !message.isRead })}>
                    {message.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
                    {message.isRead ? t("adminMessages.markUnread") : t("adminMessages.markRead")}
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <a href={mailto}>
                      <Reply aria-hidden />
                      {t("adminMessages.reply")}
                    </a>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="outline" disabled={remove.isPending}>
                        <Trash2 aria-hidden />
                        {t("adminMessages.delete")}
                      </Button>
                    }
                    title={t("adminMessages.deleteTitle", { name: message.name })}
                    description={t("adminMessages.deleteBody")}
                    onConfirm={() => remove.mutate(message)}
                  />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
