"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Copy, RotateCw, Send } from "lucide-react";
import { toast } from "sonner";
import { Pager } from "@/components/admin/pager";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { mailApi, mailKeys, type OutboxOverview, type OutboxRow } from "@/lib/api/admin/mail";
import { formatDateTime } from "@/lib/format";
import { MailServerForm } from "./mail-server-form";

const STATUS_VARIANT = { sent: "default", pending: "secondary", held: "outline", failed: "destructive" } as const;

export function OutboxScreen() {
  const t = useT();
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: mailKeys.outbox(page),
    queryFn: () => mailApi.outbox(page),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState query={outbox} error={(error) => t("adminOutbox.loadError", { message: error.message })}>
      {(data) => (
        <div className="space-y-6">
          <ServerCard data={data} />
          {data.items.length === 0 ? (
            <p className="text-muted-foreground">{t("adminOutbox.empty")}</p>
          ) : (
            <ul className="space-y-3" aria-label={t("adminOutbox.title")}>
              {data.items.map((mail) => (
                <MailCard key={mail.id} mail={mail} />
              ))}
            </ul>
          )}
          <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
        </div>
      )}
    </QueryState>
  );
}

function ServerCard({ data }: { data: OutboxOverview }) {
  const t = useT();
  const sendTest = useAdminMutation({
    mutationFn: mailApi.sendTest,
    invalidate: [mailKeys.all],
    success: (result) =>
      result.status === "sent"
        ? t("adminOutbox.testSent", { to: result.to })
        : t("adminOutbox.testHeld", { note: result.note ?? t(`adminOutbox.statuses.${result.status}`) }),
    error: (error) => ({ title: t("adminOutbox.testFailed"), description: error.message }),
  });
  const statusText = {
    ok: t("adminOutbox.statusOk"),
    off: t("adminOutbox.statusOff"),
    failing: t("adminOutbox.statusFailing"),
  }[data.status];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardHeading>
          {t("adminOutbox.serverTitle")}{" "}
          <Badge variant={data.status === "failing" ? "destructive" : "secondary"}>{statusText}</Badge>
        </CardHeading>
        <Button onClick={() => sendTest.mutate()} disabled={sendTest.isPending}>
          <Send aria-hidden />
          {sendTest.isPending ? t("adminOutbox.sendingTest") : t("adminOutbox.sendTest")}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">
          {data.server
            ? t("adminOutbox.serverInUse", { url: data.server.url, from: data.server.from })
            : t("adminOutbox.serverNone")}
        </p>
        {data.environmentLocked ? (
          <p className="text-sm text-muted-foreground">{t("adminOutbox.serverFromEnvironment")}</p>
        ) : (
          <MailServerForm />
        )}
      </CardContent>
    </Card>
  );
}

async function copy(text: string, t: ReturnType<typeof useT>) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t("adminOutbox.copied"));
  } catch {
    toast.error(t("adminOutbox.copyFailed"));
  }
}

function MailCard({ mail }: { mail: OutboxRow }) {
  const t = useT();
  const retry = useAdminMutation({
    mutationFn: () => mailApi.retry(mail.id),
    invalidate: [mailKeys.all],
    success: t("adminOutbox.retried"),
    error: (error) => ({ title: t("adminOutbox.retryFailed"), description: error.message }),
  });
  const headingId = `mail-${mail.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {mail.subject}
          </h3>
          <p className="text-sm break-all text-muted-foreground">
            {t("adminOutbox.to")}: {mail.to} · {t("adminOutbox.created")} {formatDateTime(mail.createdAt)}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[mail.status]}>{t(`adminOutbox.statuses.${mail.status}`)}</Badge>
      </div>
      {(mail.note || mail.status === "pending") && (
        <p className="text-sm">
          {mail.note}
          {mail.status === "pending" && mail.attempts > 0 && (
            <>
              {" "}
              · {t("adminOutbox.attempts", { count: mail.attempts })} ·{" "}
              {t("adminOutbox.nextAttempt", { date: formatDateTime(mail.nextAttemptAt) })}
            </>
          )}
        </p>
      )}
      <MailLinks links={mail.links} />
      <details>
        <summary className="cursor-pointer text-sm text-muted-foreground">{t("adminOutbox.showText")}</summary>
        <pre className="mt-2 text-sm whitespace-pre-wrap">{mail.text}</pre>
      </details>
      {(mail.status === "held" || mail.status === "failed") && (
        <Button variant="outline" size="sm" onClick={() => retry.mutate()} disabled={retry.isPending}>
          <RotateCw aria-hidden />
          {t("adminOutbox.retry")}
        </Button>
      )}
    </li>
  );
}

function MailLinks({ links }: { links: string[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">{t("adminOutbox.links")}</p>
      {links.map((link) => (
        <div key={link} className="flex items-center gap-2">
          <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 text-xs break-all select-all">{link}</code>
          <Button variant="outline" size="sm" onClick={() => void copy(link, t)} aria-label={t("adminOutbox.copy")}>
            <Copy aria-hidden />
            <span className="sr-only sm:not-sr-only">{t("adminOutbox.copy")}</span>
          </Button>
        </div>
      ))}
    </div>
  );
}
