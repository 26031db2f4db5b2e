"use client";

import { useQuery } from "@tanstack/react-query";
import { Mail, MailOpen, Reply } from "lucide-react";
import { DeleteButton } from "@/components/admin/delete-button";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { contactMessageKeys, contactMessagesApi, type ContactMessage } from "@/lib/api/admin/contact-messages";
import { countKeys } from "@/lib/api/admin/dashboard";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

// requirements §2 Contact Messages, newest first; a failed load shows an error with retry, never sample
// messages.
export function MessagesList() {
  const t = useT();
  const messages = useQuery({ queryKey: contactMessageKeys.all, queryFn: contactMessagesApi.list });
  const invalidate = [contactMessageKeys.all, countKeys.all];

  const markRead = useAdminMutation({
    mutationFn: ({ message, isRead }: { message: ContactMessage; isRead: boolean }) =>
      contactMessagesApi.markRead(message.id, isRead),
    invalidate,
    error: (error) => ({ title: t("adminMessages.updateFailed"), description: error.message }),
  });

  const remove = useAdminMutation({
    mutationFn: (message: ContactMessage) => contactMessagesApi.remove(message.id),
    invalidate,
    success: t("adminMessages.deleted"),
    error: (error) => ({ title: t("adminMessages.deleteFailed"), description: error.message }),
  });

  return (
    <QueryState
      query={messages}
      error={(error) => t("adminMessages.loadError", { message: error.message })}
      empty={t("adminMessages.empty")}
    >
      {(data) => <MessageCards messages={data} markRead={markRead} remove={remove} />}
    </QueryState>
  );
}

type Actions = {
  markRead: { isPending: boolean; mutate: (input: { message: ContactMessage; isRead: boolean }) => void };
  remove: { isPending: boolean; mutate: (message: ContactMessage) => void };
};

function MessageCards({ messages, markRead, remove }: Actions & { messages: ContactMessage[] }) {
  const t = useT();
  const unread = messages.filter((message) => !message.isRead).length;
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium" aria-live="polite">
        {t("adminMessages.unreadSummary", { count: unread })}
      </p>
      <ul className="space-y-3">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} markRead={markRead} remove={remove} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MessageCard({ message, markRead, remove }: Actions & { message: ContactMessage }) {
  const t = useT();
  const subject = message.subject || t("adminMessages.noSubject");
  const mailto = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(t("adminMessages.replySubject", { subject: message.subject || "" }).trim())}`;
  return (
    <article
      aria-labelledby={`message-${message.id}`}
      className={cn("rounded-lg border bg-card p-4", !message.isRead && "border-l-4 border-l-primary")}
    >
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
        <Badge variant={message.isRead ? "secondary" : "default"}>
          {message.isRead ? t("adminMessages.read") : t("adminMessages.unread")}
        </Badge>
      </header>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap">{message.message}</p>
      {message.isRead && message.readBy && message.readAt && (
        <p className="mt-2 text-xs text-muted-foreground">
          {t("adminMessages.readBy", { name: message.readBy, date: formatDate(message.readAt) })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate({ message, isRead: !message.isRead })}
        >
          {message.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
          {message.isRead ? t("adminMessages.markUnread") : t("adminMessages.markRead")}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={mailto}>
            <Reply aria-hidden />
            {t("adminMessages.reply")}
          </a>
        </Button>
        <DeleteButton
          label={t("common.delete")}
          icon
          pending={remove.isPending}
          title={t("adminMessages.deleteTitle", { name: message.name })}
          description={t("adminMessages.deleteBody")}
          onConfirm={() => remove.mutate(message)}
        />
      </div>
    </article>
  );
}
