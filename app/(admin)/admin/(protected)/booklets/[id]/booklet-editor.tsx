"use client";

import { useState } from "react";
import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { EmptyNote, QueryState } from "@/components/admin/query-state";
import { VersionHistory } from "@/components/admin/content/version-history";
import { DraftEditorHeader } from "@/components/admin/content/draft-editor-header";
import { ContentWorkflowBar } from "@/components/admin/content/workflow-bar";
import type { PublishSummary } from "@/components/admin/content/workflow-dialogs";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { BookletDraftState } from "@/lib/api/admin/content";
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

  return (
    <QueryState
      query={query}
      loading={<Spinner size="lg" label={t("common.loading")} className="w-full py-10" />}
      errorTitle={t("common.error")}
      error={(error) =>
        isMissing(error)
          ? t("adminBooklets.editor.notFound")
          : t("adminBooklets.editor.loadFailed", { message: error.message })
      }
      errorAction={(error) =>
        isMissing(error) ? (
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/booklets">{t("adminBooklets.editor.back")}</Link>
          </Button>
        ) : undefined
      }
    >
      {(state) => (
        <BookletDraftView bookletId={bookletId} state={state} generation={generation} change={change} reload={reload} />
      )}
    </QueryState>
  );
}

const isMissing = (error: Error) => error instanceof ApiClientError && error.status === 404;

type DraftViewProps = {
  bookletId: number;
  state: BookletDraftState;
  generation: number;
  change: DraftChange;
  reload: () => Promise<void>;
};

function BookletDraftView({ bookletId, state, generation, change, reload }: DraftViewProps) {
  const t = useT();
  const { snapshot } = state;
  return (
    <div className="space-y-6">
      <BookletEditorHeader
        bookletId={bookletId}
        title={snapshot.title}
        totalPages={snapshot.pages.length}
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
          <EmptyNote>{t("adminBooklets.editor.selectPage")}</EmptyNote>
        )}
      </div>
    </section>
  );
}

function publishSummary(t: ReturnType<typeof useT>, { title, pages }: DraftSnapshot): PublishSummary {
  if (pages.length === 0) return { body: t("adminContentWorkflow.needsPage"), blocked: true };
  const body = pages.length === 1 ? "adminContentWorkflow.publishBodyOne" : "adminContentWorkflow.publishBody";
  return { body: t(body, { title, count: pages.length }) };
}

type HeaderProps = { bookletId: number; title: string; totalPages: number; published: boolean };

function BookletEditorHeader({ bookletId, title, totalPages, published }: HeaderProps) {
  const t = useT();
  return (
    <DraftEditorHeader
      backHref="/admin/booklets"
      backLabel={t("adminBooklets.editor.back")}
      title={title}
      subtitle={
        totalPages === 1
          ? t("adminBooklets.editor.totalPagesOne")
          : t("adminBooklets.editor.totalPages", { count: totalPages })
      }
      actions={
        published && (
          <Button asChild variant="outline">
            <Link href={`/booklets/${bookletId}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              {t("adminBooklets.editor.view")}
            </Link>
          </Button>
        )
      }
    />
  );
}
