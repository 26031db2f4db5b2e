import type { Metadata } from "next";
import Link from "next/link";
import { Activity, BookOpen, FileText, HelpCircle, Mail, Sparkles } from "lucide-react";
import { RoleGate } from "@/components/admin/role-gate";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { LabelledSection } from "@/components/ui/labelled-section";
import { listSubmittedDrafts } from "@/lib/data/content";
import { aiConfigured } from "@/lib/env";
import { formatDateTime } from "@/lib/format";
import { checkReadiness, type Readiness } from "@/lib/health";
import { getTranslator } from "@/lib/i18n/server";
import { getCurrentUser } from "@/lib/session";
import { DashboardCounts, UnreadNotice } from "./dashboard-counts";

export const metadata: Metadata = { title: "Dashboard" };
export const instant = false;

export default async function DashboardPage() {
  return (
    <RoleGate policy="editor">
      <DashboardContent />
    </RoleGate>
  );
}

async function DashboardContent() {
  const [t, user, health] = await Promise.all([getTranslator(), getCurrentUser(), checkReadiness()]);
  const ai = aiConfigured();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">{t("adminDashboard.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("adminDashboard.welcome", { name: user?.username ?? "" })}</p>
      </header>

      <DashboardCounts />

      {user?.role === "admin" && <WaitingForReview />}

      <QuickLinks t={t} />

      <section aria-labelledby="attention" className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardHeading id="attention">{t("adminDashboard.attention")}</CardHeading>
          </CardHeader>
          <CardContent>
            <UnreadNotice />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardHeading icon={Sparkles}>{t("adminDashboard.aiTitle")}</CardHeading>
            <Badge variant={ai ? "default" : "secondary"}>
              {ai ? t("adminDashboard.aiOn") : t("adminDashboard.aiOff")}
            </Badge>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">
              {ai ? t("adminDashboard.aiConfigured") : t("adminDashboard.aiMissing")}
            </p>
          </CardContent>
        </Card>
      </section>

      <HealthCard health={health} t={t} />
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslator>>;

function QuickLinks({ t }: { t: Translate }) {
  const links = [
    { href: "/admin/documents", label: t("adminDashboard.manageDocuments"), icon: FileText },
    { href: "/admin/questions", label: t("adminDashboard.manageQuestions"), icon: HelpCircle },
    { href: "/admin/messages", label: t("adminDashboard.viewMessages"), icon: Mail },
    { href: "/admin/flipbook-management", label: t("adminDashboard.manageBook"), icon: BookOpen },
  ];
  return (
    <LabelledSection
      id="quick-links"
      heading={t("adminDashboard.quickLinks")}
      className="space-y-3"
      headingClassName="text-xl font-semibold"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map(({ href, label, icon: Icon }) => (
          <Button key={href} asChild variant="outline" size="lg" className="justify-start">
            <Link href={href}>
              <Icon className="size-5" aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </div>
    </LabelledSection>
  );
}

function HealthCard({ health, t }: { health: Readiness; t: Translate }) {
  const { database, storage, ai } = health;
  const rows = [
    {
      label: t("adminDashboard.healthDatabase"),
      ok: database.status === "ok" && database.migrations !== "pending",
      text:
        database.status !== "ok"
          ? t("adminDashboard.healthDatabaseFailing")
          : database.migrations === "pending"
            ? t("adminDashboard.healthDatabasePending")
            : t("adminDashboard.healthDatabaseOk"),
    },
    {
      label: t("adminDashboard.healthStorage"),
      ok: storage.status === "ok",
      text: storage.status === "ok" ? t("adminDashboard.healthStorageOk") : t("adminDashboard.healthStorageFailing"),
    },
    {
      label: t("adminDashboard.healthAi"),
      ok: true,
      text: ai.configured ? t("adminDashboard.healthAiOn") : t("adminDashboard.healthAiOff"),
    },
  ];
  const ok = health.status === "ok";
  return (
    <section aria-labelledby="health">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardHeading id="health" icon={Activity}>
            {t("adminDashboard.healthTitle")}
          </CardHeading>
          <Badge variant={ok ? "success" : "destructive"}>
            {ok ? t("adminDashboard.healthOk") : t("adminDashboard.healthFailing")}
          </Badge>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            {rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-medium">{row.label}</dt>
                <dd className={row.ok ? "text-muted-foreground" : "font-medium text-destructive"}>{row.text}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}

const EDIT_PATHS: Record<string, (id: number) => string> = { booklet: (id) => `/admin/booklets/${id}` };

async function WaitingForReview() {
  const [t, drafts] = await Promise.all([getTranslator(), listSubmittedDrafts()]);
  return (
    <section aria-labelledby="waiting-for-review" className="space-y-3">
      <h2 id="waiting-for-review" className="text-xl font-semibold">
        {t("adminContentWorkflow.reviewsTitle")}
      </h2>
      {drafts.length === 0 ? (
        <p className="text-muted-foreground">{t("adminContentWorkflow.reviewsEmpty")}</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {drafts.map((draft) => {
            const title =
              typeof draft.snapshot === "object" && draft.snapshot && "title" in draft.snapshot
                ? String(draft.snapshot.title)
                : `#${draft.entityId}`;
            const href = EDIT_PATHS[draft.entityType]?.(draft.entityId);
            const line = t("adminContentWorkflow.reviewLine", {
              title,
              name: draft.submittedByName ?? "",
              date: draft.submittedAt ? formatDateTime(draft.submittedAt) : "",
            });
            return (
              <li key={`${draft.entityType}-${draft.entityId}`} className="p-3">
                {href ? (
                  <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
                    {line}
                  </Link>
                ) : (
                  line
                )}
                {draft.submitNote && <p className="text-sm text-muted-foreground">{draft.submitNote}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
