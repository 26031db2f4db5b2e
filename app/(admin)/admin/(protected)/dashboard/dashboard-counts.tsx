"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { FileText, HelpCircle, Mail } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { contactMessagesApi } from "@/lib/api/admin/contact-messages";
import { countKeys } from "@/lib/api/admin/dashboard";
import { documentsApi } from "@/lib/api/admin/documents";
import { questionsApi } from "@/lib/api/admin/questions";

const COUNTS = [
  {
    id: "documents",
    load: documentsApi.count,
    label: "adminDashboard.documents",
    icon: FileText,
    href: "/admin/documents",
  },
  {
    id: "questions",
    load: questionsApi.count,
    label: "adminDashboard.questions",
    icon: HelpCircle,
    href: "/admin/questions",
  },
  {
    id: "messages",
    load: contactMessagesApi.count,
    label: "adminDashboard.messages",
    icon: Mail,
    href: "/admin/messages",
  },
] as const;

const useCount = ({ id, load }: Pick<(typeof COUNTS)[number], "id" | "load">) =>
  useQuery({ queryKey: countKeys.of(id), queryFn: async (): Promise<{ count: number; unread?: number }> => load() });

/** requirements §2 Dashboard: three count cards. */
export function DashboardCounts() {
  return (
    <section className="grid gap-4 sm:grid-cols-3">
      {COUNTS.map((item) => (
        <CountCard key={item.id} {...item} />
      ))}
    </section>
  );
}

function CountCard({ label, icon: Icon, href, ...count }: (typeof COUNTS)[number]) {
  const t = useT();
  const query = useCount(count);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        {/* h2: the first headings under the page's h1 (an h3 here skipped a level). */}
        <CardTitle asChild className="text-base font-medium">
          <h2>
            <Link href={href} className="hover:underline">
              {t(label)}
            </Link>
          </h2>
        </CardTitle>
        <Icon className="size-5 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-9 w-16" />
        ) : query.isError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
            {t("adminDashboard.countError")}
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              {t("common.retry")}
            </Button>
          </div>
        ) : (
          <p className="text-3xl font-bold">
            {query.data.count}
            {query.data.unread ? (
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {t("adminDashboard.unreadCount", { count: query.data.unread })}
              </span>
            ) : null}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function UnreadNotice() {
  const t = useT();
  const query = useCount(COUNTS[2]);
  if (query.isPending) return <Skeleton className="h-5 w-48" />;
  if (query.isError) return <p className="text-sm text-destructive">{t("adminDashboard.countError")}</p>;
  if (!query.data.unread) return <p className="text-sm text-muted-foreground">{t("adminDashboard.noUnread")}</p>;
  return (
    <Link href="/admin/messages" className="font-medium text-primary underline-offset-4 hover:underline">
      {t("adminDashboard.unreadMessages", { count: query.data.unread })}
    </Link>
  );
}
