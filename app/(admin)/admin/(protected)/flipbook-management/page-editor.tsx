"use client";

import { VersionHistory } from "@/components/admin/content/version-history";
import { ContentWorkflowBar } from "@/components/admin/content/workflow-bar";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type BookPageDraftState, type BookPageSnapshot, type FlipbookPageRow } from "@/lib/api/admin/flipbook";
import { diffBookPages } from "@/lib/content/diff";
import { CreatePopoverDialog } from "./create-popover-dialog";
import { DraftPopoverList } from "./draft-popover-list";
import { HtmlTab, ImageTab, PreviewTab, VisualTab } from "./page-editor-tabs";
import { usePageEditor, type PageEditorState } from "./use-page-editor";

/** requirements §2: the editor of one page, with its tabs HTML Editor, Visual Preview, Popovers and Image. */
export function PageEditor({ page }: { page: FlipbookPageRow }) {
  const t = useT();
  const editor = usePageEditor(page);
  const { query, refresh } = editor;

  return (
    <QueryState
      query={query}
      error={() => t("adminFlipbook.loadPageFailed")}
      loading={
        <div className="flex justify-center rounded-lg border bg-card p-10">
          <Spinner />
        </div>
      }
    >
      {(state) => (
        <div className="space-y-4">
          <ContentWorkflowBar
            type="book-page"
            id={page.id}
            state={state}
            title={state.snapshot.title}
            publishSummary={{
              body: t("adminContentWorkflow.publishPageBody", {
                page: state.pageNumber,
                title: state.snapshot.title,
                count: state.snapshot.popovers.length,
              }),
            }}
            hint={t("adminContentWorkflow.bookPageStays")}
            previewHref={(language) => `/admin/preview/book/${page.id}?lang=${language}`}
            onChanged={refresh}
          />
          <PageEditorCard page={page} state={state} editor={editor} />
          <VersionHistory
            type="book-page"
            id={page.id}
            compare={(version) =>
              diffBookPages(version as BookPageSnapshot, state.snapshot, {
                text: t("adminContentWorkflow.pageText"),
                popover: (title) => t("adminContentWorkflow.popoverSection", { title }),
              })
            }
            onRestored={refresh}
          />
        </div>
      )}
    </QueryState>
  );
}

function PageEditorCard({
  page,
  state,
  editor,
}: {
  page: FlipbookPageRow;
  state: BookPageDraftState;
  editor: PageEditorState;
}) {
  const t = useT();
  const popovers = state.snapshot.popovers;
  return (
    <div className="rounded-lg border bg-card p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold">
          {t("adminFlipbook.editingPage", { page: state.pageNumber, title: state.snapshot.title })}
        </h2>
        {editor.dirty && <Badge variant="secondary">{t("adminFlipbook.unsaved")}</Badge>}
      </div>
      {/* Visual first, as in booklets: staff edit text, not HTML. */}
      <Tabs defaultValue="visual">
        <TabsList className="flex h-auto flex-wrap">
          <TabsTrigger value="visual">{t("adminRichText.visualTab")}</TabsTrigger>
          <TabsTrigger value="html">{t("adminFlipbook.tabs.html")}</TabsTrigger>
          <TabsTrigger value="preview">{t("adminFlipbook.tabs.preview")}</TabsTrigger>
          <TabsTrigger value="popovers">{t("adminFlipbook.tabs.popovers", { count: popovers.length })}</TabsTrigger>
          <TabsTrigger value="image">{t("adminFlipbook.tabs.image")}</TabsTrigger>
        </TabsList>
        <HtmlTab editor={editor} />
        <VisualTab editor={editor} />
        <PreviewTab editor={editor} />
        <TabsContent value="popovers" className="mt-4">
          <DraftPopoverList popovers={popovers} pending={editor.saving} onRemove={editor.removePopover} />
        </TabsContent>
        <ImageTab page={page} />
      </Tabs>
      {editor.creating && (
        <CreatePopoverDialog
          selectedText={editor.selection}
          onOpenChange={editor.setCreating}
          onCreate={editor.addPopover}
        />
      )}
    </div>
  );
}
