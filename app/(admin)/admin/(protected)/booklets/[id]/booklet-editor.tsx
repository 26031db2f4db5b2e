"use client";

import { useState } from "react";
import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { VersionHistory } from "@/components/admin/content/version-history";
import { DraftEditorHeader } from "@/components/admin/content/draft-editor-header";
import { ContentWorkflowBar } from "@/components/admin/content/workflow-bar";
import type { PublishSummary } from "@/components/admin/content/workflow-dialogs";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/api/client";
import { diffBooklets } from "@/lib/content/diff";
import { BookletDetailsForm } from "./booklet-details-form";
import { BookletPageForm } from "./booklet-page-form";
import { BookletPageList } from "./booklet-page-list";
import { useBookletDraft, type DraftChange, type DraftPage, type DraftSnapshot } from "./booklet-draft";

export type PageSelection = string | "new" | null;

// /admin/booklets/{id}: the booklet as staff are editing it (its draft; docs/decisions/016), its publishing
// actions, its pages in order with the selected page's editor, and its history.
export function BookletEditor({ bookletId }: { bookletId: number }) {
  const t = useT();
  const { query, change, refresh } = useBookletDraft(bookletId);
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await refresh();
    setGeneration((value) => value + 1);
  };

  if (query.isPending) return <Spinner size="lg" label={t("common.loading")} className="w-full py-10" />;
  if (query.isError) return <BookletLoadError error={query.error} onRetry={() => void query.refetch()} />;

  const state = query.data;
  const { snapshot } = state;
  const totalPages = snapshot.pages.length;

  return (
    <div className="space-y-6">
      <BookletEditorHeader
        bookletId={bookletId}
        title={snapshot.title}
        totalPages={totalPages}
        published={Boolean(state.publishedAt)}
      />

      <ContentWorkflowBar
        type="booklet"
        id={bookletId}
        state={state}
        title={snapshot.title}
        publishSummary={publishSummary(t, snapshot)}
        unpublish
        previewHref={(language) => `/admin/preview/booklets/${bookletId}?lang=${language}`}
        onChanged={reload}
      />

      <BookletDetailsForm
        key={`${generation}|${snapshot.title}|${snapshot.description}|${snapshot.imageUrl}`}
        snapshot={snapshot}
        change={change}
      />

      <BookletPages pages={snapshot.pages} generation={generation} change={change} />

      <VersionHistory
        type="booklet"
        id={bookletId}
        compare={(version) => diffBooklets(version as DraftSnapshot, snapshot)}
        onRestored={reload}
      />
    </div>
  );
}

function BookletPages({
  pages: list,
  generation,
  change,
}: {
  pages: DraftPage[];
  generation: number;
  change: DraftChange;
}) {
  const t = useT();
  const [selection, setSelection] = useState<PageSelection>(null);
  const selectedIndex =
    typeof selection === "string" && selection !== "new" ? list.findIndex((page) => page.key === selection) : -1;
  const selectedPage = selectedIndex >= 0 ? list[selectedIndex] : undefined;
  const totalPages = list.length;
  return (
    <section aria-labelledby="booklet-pages-heading" className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <BookletPageList pages={list} selection={selection} onSelect={setSelection} change={change} />
      <div className="min-w-0">
        {selection === "new" || selectedPage ? (
          <BookletPageForm
            key={selection === "new" ? "new" : `${selectedPage?.key}-${generation}`}
            page={selectedPage ?? null}
            position={selectedPage ? selectedIndex + 1 : totalPages + 1}
            change={change}
            onSaved={(key) => setSelection(key)}
            onDeleted={() => setSelection(null)}
          />
        ) : (
          <p className="rounded-lg border border-dashed bg-card p-6 text-muted-foreground">
            {t("booklets.editor.selectPage")}
          </p>
        )}
      </div>
    </section>
  );
}

function publishSummary(t: ReturnType<typeof useT>, { title, pages }: DraftSnapshot): PublishSummary {
  if (pages.length === 0) return { body: t("contentWorkflow.needsPage"), blocked: true };
  const body = pages.length === 1 ? "contentWorkflow.publishBodyOne" : "contentWorkflow.publishBody";
  return { body: t(body, { title, count: pages.length }) };
}

function BookletLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const missing = error instanceof ApiClientError && error.status === 404;
  return (
    <Alert variant="destructive">
      <AlertTitle>{t("common.error")}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {missing ? t("booklets.editor.notFound") : t("booklets.editor.loadFailed", { message: error.message })}
        {missing ? (
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/booklets">{t("booklets.editor.back")}</Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

type HeaderProps = { bookletId: number; title: string; totalPages: number; published: boolean };

function BookletEditorHeader({ bookletId, title, totalPages, published }: HeaderProps) {
  const t = useT();
  return (
    <DraftEditorHeader
      backHref="/admin/booklets"
      backLabel={t("booklets.editor.back")}
      title={title}
      subtitle={
        totalPages === 1 ? t("booklets.editor.totalPagesOne") : t("booklets.editor.totalPages", { count: totalPages })
      }
      actions={
        published && (
          <Button asChild variant="outline">
            <Link href={`/booklets/${bookletId}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              {t("booklets.editor.view")}
            </Link>
          </Button>
        )
      }
    />
  );
}
