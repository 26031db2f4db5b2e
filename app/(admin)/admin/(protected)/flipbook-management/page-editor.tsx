"use client";

import "@/components/book/book.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { useContentDraft } from "@/components/admin/content/use-content-draft";
import { VersionHistory } from "@/components/admin/content/version-history";
import { ContentWorkflowBar } from "@/components/admin/content/workflow-bar";
import { QueryError } from "@/components/admin/query-error";
import { LazyRichTextEditor } from "@/components/admin/rich-text/lazy-rich-text-editor";
import { FallbackImage } from "@/components/book/fallback-image";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import {
  flipbookApi,
  type BookPageDraftState,
  type BookPageSnapshot,
  type BookPopoverSnapshot,
  type FlipbookPageRow,
} from "@/lib/api/admin/flipbook";
import { pageImagePath } from "@/lib/book/constants";
import { highlightLinkedText } from "@/lib/book/highlight";
import { selectionPreview } from "@/lib/book/popover-rules";
import { diffBookPages } from "@/lib/content/diff";
import { withStandInIds } from "@/lib/content/stand-in-ids";
import { CreatePopoverDialog } from "./create-popover-dialog";
import { DraftPopoverList } from "./draft-popover-list";

/**
 * requirements §2: the editor of one page, with its tabs HTML Editor, Visual Preview, Popovers and
 * Image. Every change is saved to the page's draft (docs/decisions/016); visitors see it once it is published.
 */
export function PageEditor({ page }: { page: FlipbookPageRow }) {
  const t = useT();
  const pageId = page.id;
  const { query, change, saving, refresh } = useContentDraft<BookPageSnapshot, BookPageDraftState>(
    "book-page",
    pageId,
    {
      load: () => flipbookApi.draft(pageId),
      save: (snapshot) => flipbookApi.saveDraft(pageId, snapshot),
    },
  );
  const [edited, setEdited] = useState<string | null>(null);
  const [selection, setSelection] = useState("");
  const [creating, setCreating] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);

  // requirements §4: Create Popover works on text selected in the preview. Selecting elsewhere (or
  // pressing the button) keeps it; a click inside the preview without a selection clears it.
  useEffect(() => {
    const onSelectionChange = () => {
      const current = window.getSelection();
      const container = previewRef.current;
      if (!current || !container || current.rangeCount === 0) return;
      if (!container.contains(current.anchorNode) || !container.contains(current.focusNode)) return;
      setSelection(current.toString().replace(/\s+/g, " ").trim());
    };
    document.addEventListener("selectionchange", onSelectionChange);
    return () => document.removeEventListener("selectionchange", onSelectionChange);
  }, []);

  const snapshot = query.data?.snapshot;
  const content = edited ?? snapshot?.content ?? "";
  const dirty = edited !== null && edited !== snapshot?.content;

  // Every change saves the draft; the toasts say that visitors see it once it is published.
  const saveChange = useCallback(
    async (
      edit: (current: BookPageSnapshot) => BookPageSnapshot,
      messages: { title: string; description: string; failure: string },
    ) => {
      try {
        await change(edit);
        toast.success(messages.title, { description: `${messages.description} ${t("contentWorkflow.draftSaved")}` });
        return true;
      } catch (error) {
        toast.error(messages.failure, { description: (error as Error).message });
        return false;
      }
    },
    [change, t],
  );
  const saveContent = async () => {
    const messages = {
      title: t("bookAdmin.saved"),
      description: t("bookAdmin.savedBody", { page: page.pageNumber }),
      failure: t("bookAdmin.saveFailed"),
    };
    if (await saveChange((current) => ({ ...current, content }), messages)) setEdited(null);
  };

  const original = useMutation({
    mutationFn: () => flipbookApi.original(pageId),
    onSuccess: (result) => {
      if (result.extractedContent === null) {
        toast.error(t("common.error"), { description: t("bookAdmin.originalMissing") });
        return;
      }
      setEdited(result.extractedContent);
      toast.success(t("bookAdmin.originalLoaded"), { description: t("bookAdmin.originalLoadedBody") });
    },
    onError: () => toast.error(t("common.error"), { description: t("bookAdmin.checkFailed") }),
  });

  const previewHtml = useMemo(
    () => (snapshot ? highlightLinkedText(snapshot.content, withStandInIds(snapshot.popovers)).html : ""),
    [snapshot],
  );

  const addPopover = async (popover: BookPopoverSnapshot) => {
    const saved = await saveChange((current) => ({ ...current, popovers: [...current.popovers, popover] }), {
      title: t("bookAdmin.popoverForm.created"),
      description: t("bookAdmin.popoverForm.createdBody", { title: popover.title, page: page.pageNumber }),
      failure: t("bookAdmin.popoverForm.createFailed"),
    });
    if (!saved) return;
    window.getSelection()?.removeAllRanges();
    setSelection("");
    setCreating(false);
  };
  const removePopover = (popover: BookPopoverSnapshot) =>
    void saveChange(
      (current) => ({ ...current, popovers: current.popovers.filter((item) => item.key !== popover.key) }),
      {
        title: t("common.success"),
        description: t("bookAdmin.popoverDeleted"),
        failure: t("bookAdmin.deletePopoverFailed"),
      },
    );

  if (query.isPending) {
    return (
      <div className="flex justify-center rounded-lg border bg-card p-10">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return <QueryError message={t("bookAdmin.loadPageFailed")} onRetry={() => void query.refetch()} />;
  }

  const state = query.data;
  const popovers = state.snapshot.popovers;

  return (
    <div className="space-y-4">
      <ContentWorkflowBar
        type="book-page"
        id={pageId}
        state={state}
        title={state.snapshot.title}
        publishBody={t("contentWorkflow.publishPageBody", {
          page: state.pageNumber,
          title: state.snapshot.title,
          count: popovers.length,
        })}
        hint={t("contentWorkflow.bookPageStays")}
        previewHref={(language) => `/admin/preview/book/${pageId}?lang=${language}`}
        onChanged={refresh}
      />
      <div className="rounded-lg border bg-card p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold">
            {t("bookAdmin.editingPage", { page: state.pageNumber, title: state.snapshot.title })}
          </h2>
          {dirty && <Badge variant="secondary">{t("bookAdmin.unsaved")}</Badge>}
        </div>
        <Tabs defaultValue="html">
          <TabsList className="flex h-auto flex-wrap">
            <TabsTrigger value="html">{t("bookAdmin.tabs.html")}</TabsTrigger>
            <TabsTrigger value="visual">{t("admin.richText.visualTab")}</TabsTrigger>
            <TabsTrigger value="preview">{t("bookAdmin.tabs.preview")}</TabsTrigger>
            <TabsTrigger value="popovers">{t("bookAdmin.tabs.popovers", { count: popovers.length })}</TabsTrigger>
            <TabsTrigger value="image">{t("bookAdmin.tabs.image")}</TabsTrigger>
          </TabsList>

          <TabsContent value="html" className="mt-4">
            <form
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                void saveContent();
              }}
            >
              <div className="grid gap-2">
                <Label htmlFor="page-html">{t("bookAdmin.htmlLabel")}</Label>
                <Textarea
                  id="page-html"
                  value={content}
                  onChange={(event) => setEdited(event.target.value)}
                  aria-describedby="page-html-hint"
                  className="min-h-80 font-mono text-sm"
                  spellCheck={false}
                />
                <p id="page-html-hint" className="text-sm text-muted-foreground">
                  {t("bookAdmin.htmlHint")}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <SubmitButton pending={saving} pendingText={t("bookAdmin.saving")}>
                  {t("bookAdmin.save")}
                </SubmitButton>
                <Button type="button" variant="outline" onClick={() => original.mutate()} disabled={original.isPending}>
                  {original.isPending ? t("bookAdmin.loadingOriginal") : t("bookAdmin.loadOriginal")}
                </Button>
              </div>
            </form>
          </TabsContent>

          <TabsContent value="visual" className="mt-4 space-y-3">
            <span id="page-visual-label" className="text-sm font-medium">
              {t("admin.richText.pageContent")}
            </span>
            <LazyRichTextEditor
              value={content}
              onChange={setEdited}
              labelledBy="page-visual-label"
              contentClassName="book-page text-base"
              onSelectionChange={setSelection}
            />
            <div className="flex flex-wrap items-center gap-2">
              <Button type="button" onClick={() => void saveContent()} disabled={saving}>
                {saving ? t("bookAdmin.saving") : t("bookAdmin.save")}
              </Button>
              <CreatePopoverButton selection={selection} onClick={() => setCreating(true)} variant="outline" />
            </div>
          </TabsContent>

          <TabsContent value="preview" className="mt-4 space-y-3">
            <p className="text-sm text-muted-foreground">{t("bookAdmin.previewHint")}</p>
            {dirty && <p className="text-sm font-medium text-accent-foreground">{t("bookAdmin.unsaved")}</p>}
            <div className="flex flex-wrap items-center gap-3">
              <CreatePopoverButton selection={selection} onClick={() => setCreating(true)} />
            </div>
            {/* The saved draft, sanitised by the server; highlights added by lib/book/highlight.ts. */}
            <div
              ref={previewRef}
              data-testid="page-preview"
              className="book-page mx-auto max-w-xl rounded-md border p-6 text-base shadow-sm"
              dangerouslySetInnerHTML={{ __html: previewHtml }}
            />
          </TabsContent>

          <TabsContent value="popovers" className="mt-4">
            <DraftPopoverList popovers={popovers} pending={saving} onRemove={removePopover} />
          </TabsContent>

          <TabsContent value="image" className="mt-4 space-y-3">
            <FallbackImage
              key={page.imageUrl ?? "none"}
              src={page.imageUrl || pageImagePath(page.pageNumber)}
              fallback={pageImagePath(page.pageNumber)}
              alt={t("bookAdmin.imageAlt", { page: page.pageNumber })}
              width={300}
              height={400}
              className="rounded-md border bg-muted"
            />
            <p className="text-sm text-muted-foreground">
              {page.imageUrl
                ? t("bookAdmin.imagePath", { path: page.imageUrl })
                : t("bookAdmin.noImagePath", { path: pageImagePath(page.pageNumber) })}
            </p>
          </TabsContent>
        </Tabs>
        {creating && <CreatePopoverDialog selectedText={selection} onOpenChange={setCreating} onCreate={addPopover} />}
      </div>
      <VersionHistory
        type="book-page"
        id={pageId}
        compare={(version) =>
          diffBookPages(version as BookPageSnapshot, state.snapshot, {
            text: t("contentWorkflow.pageText"),
            popover: (title) => t("contentWorkflow.popoverSection", { title }),
          })
        }
        onRestored={refresh}
      />
    </div>
  );
}

/** requirements §4: Create Popover, enabled by a selection, which is named beside it. */
function CreatePopoverButton({
  selection,
  onClick,
  variant,
}: {
  selection: string;
  onClick: () => void;
  variant?: "outline";
}) {
  const t = useT();
  return (
    <>
      <Button type="button" variant={variant} onClick={onClick} disabled={!selection}>
        {t("bookAdmin.createPopover")}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {selection ? t("bookAdmin.selection", { text: selectionPreview(selection) }) : t("bookAdmin.noSelection")}
      </span>
    </>
  );
}
