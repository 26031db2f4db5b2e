"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Rss } from "lucide-react";
import { useContentDraft } from "@/components/admin/content/use-content-draft";
import { VersionHistory } from "@/components/admin/content/version-history";
import { DraftEditorHeader } from "@/components/admin/content/draft-editor-header";
import { ContentWorkflowBar } from "@/components/admin/content/workflow-bar";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { teachingKeys, teachingsApi, type TeachingDraftState } from "@/lib/api/admin/teachings";
import { diffTexts } from "@/lib/content/diff";
import { TeachingForm } from "./teaching-form";

type Snapshot = TeachingDraftState["snapshot"];

const asTexts = (snapshot: Snapshot): Record<string, string> =>
  Object.fromEntries(Object.entries(snapshot).map(([name, value]) => [name, value === null ? "" : String(value)]));

// /admin/teachings/{id}: the teaching as staff are editing it (its draft; docs/decisions/016), its publishing
// actions (preview in any language, publish, schedule, unpublish) and its history.
export function TeachingEditor({ teachingId }: { teachingId: number }) {
  const t = useT();
  const { query, change, refresh } = useContentDraft<Snapshot, TeachingDraftState>("teaching", teachingId, {
    load: () => teachingsApi.draft(teachingId),
    save: (snapshot, revision) => teachingsApi.saveDraft(teachingId, snapshot, revision),
    related: [teachingKeys.all],
  });
  const speakers = useQuery({
    queryKey: teachingKeys.list("speakers"),
    queryFn: () => teachingsApi.items("speakers"),
  });
  const series = useQuery({
    queryKey: teachingKeys.list("series"),
    queryFn: () => teachingsApi.items("series"),
  });

  return (
    <QueryState
      query={query}
      error={(error) => t("adminTeachings.loadFailed", { message: error.message })}
      errorTitle={t("common.error")}
      loading={<Spinner size="lg" label={t("common.loading")} className="w-full py-10" />}
    >
      {(state) => (
        <div className="space-y-6">
          <EditorHeader
            title={state.snapshot.title}
            slug={state.snapshot.slug}
            published={Boolean(state.publishedAt)}
          />

          <ContentWorkflowBar
            type="teaching"
            id={teachingId}
            state={state}
            title={state.snapshot.title}
            publishSummary={{
              body: t("adminTeachings.publishBody", { title: state.snapshot.title }),
            }}
            unpublish
            previewHref={(language) => `/admin/preview/teachings/${teachingId}?lang=${language}`}
            onChanged={refresh}
          />

          <TeachingForm
            key={state.revision}
            snapshot={state.snapshot}
            speakers={speakers.data ?? []}
            series={series.data ?? []}
            change={change}
          />

          <VersionHistory
            type="teaching"
            id={teachingId}
            compare={(version) => diffTexts(asTexts(version as Snapshot), asTexts(state.snapshot), (name) => name)}
            onRestored={refresh}
          />
        </div>
      )}
    </QueryState>
  );
}

function EditorHeader({ title, slug, published }: { title: string; slug: string; published: boolean }) {
  const t = useT();
  return (
    <DraftEditorHeader
      backHref="/admin/teachings"
      backLabel={t("adminTeachings.back")}
      title={title}
      actions={
        published && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link href={`/teachings/${slug}`} target="_blank" rel="noopener">
                <ExternalLink aria-hidden />
                {t("adminTeachings.view")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <a href="/teachings/feed.xml" target="_blank" rel="noopener">
                <Rss aria-hidden />
                {t("adminTeachings.feed")}
              </a>
            </Button>
          </div>
        )
      }
    />
  );
}
