"use client";

import "@/components/book/book.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QueryError } from "@/components/admin/query-error";
import { QueryState } from "@/components/admin/query-state";
import { LazyRichTextEditor } from "@/components/admin/rich-text/lazy-rich-text-editor";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { FallbackImage } from "@/components/book/fallback-image";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { flipbookApi, flipbookKeys, type FlipbookPage, type PopoverRow } from "@/lib/api/admin/flipbook";
import { pageImagePath } from "@/lib/book/constants";
import { highlightLinkedText } from "@/lib/book/highlight";
import { selectionPreview } from "@/lib/book/popover-rules";
import { CreatePopoverDialog } from "./create-popover-dialog";

const HIGHLIGHT_SWATCH: Record<PopoverRow["highlightColor"], string> = {
  gold: "bg-[#fde68a]",
  blue: "bg-[#bfdbfe]",
  green: "bg-[#bbf7d0]",
  red: "bg-[#fecaca]",
  purple: "bg-[#e9d5ff]",
};

/** requirements §2: the editor of one page, with its tabs HTML Editor, Visual Preview, Popovers and Image. */
export function PageEditor({ pageId }: { pageId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const page = useQuery({ queryKey: flipbookKeys.page(pageId), queryFn: () => flipbookApi.page(pageId) });
  const popovers = useQuery({ queryKey: flipbookKeys.popovers(pageId), queryFn: () => flipbookApi.popovers(pageId) });
  const [draft, setDraft] = useState<string | null>(null);
  const [selection, setSelection] = useState("");
  const [creating, setCreating] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (page.isError) toast.error(t("common.error"), { description: t("bookAdmin.loadPageFailed") });
  }, [page.isError, t]);
  useEffect(() => {
    if (popovers.isError) toast.error(t("common.error"), { description: t("bookAdmin.loadPopoversFailed") });
  }, [popovers.isError, t]);

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

  const content = draft ?? page.data?.content ?? "";
  const dirty = draft !== null && draft !== page.data?.content;

  const save = useAdminMutation({
    mutationFn: () => flipbookApi.save(pageId, { content }),
    invalidate: [flipbookKeys.pages],
    success: (saved) => ({
      title: t("bookAdmin.saved"),
      description: t("bookAdmin.savedBody", { page: saved.pageNumber }),
    }),
    error: (error) => ({ title: t("bookAdmin.saveFailed"), description: error.message }),
    onSuccess: (saved) => {
      queryClient.setQueryData<FlipbookPage>(flipbookKeys.page(pageId), saved);
      setDraft(null);
    },
  });

  const original = useMutation({
    mutationFn: () => flipbookApi.original(pageId),
    onSuccess: (result) => {
      if (result.extractedContent === null) {
        toast.error(t("common.error"), { description: t("bookAdmin.originalMissing") });
        return;
      }
      setDraft(result.extractedContent);
      toast.success(t("bookAdmin.originalLoaded"), { description: t("bookAdmin.originalLoadedBody") });
    },
    onError: () => toast.error(t("common.error"), { description: t("bookAdmin.checkFailed") }),
  });

  const remove = useAdminMutation({
    mutationFn: (popover: PopoverRow) => flipbookApi.deletePopover(popover.id),
    invalidate: [flipbookKeys.popovers(pageId)],
    success: { title: t("common.success"), description: t("bookAdmin.popoverDeleted") },
    error: (error) => ({ title: t("bookAdmin.deletePopoverFailed"), description: error.message }),
  });

  const previewHtml = useMemo(
    () => (page.data ? highlightLinkedText(page.data.content, popovers.data ?? []).html : ""),
    [page.data, popovers.data],
  );

  const onCreated = useCallback(
    (popover: PopoverRow) => {
      queryClient.setQueryData<PopoverRow[]>(flipbookKeys.popovers(pageId), (list) => [...(list ?? []), popover]);
      void queryClient.invalidateQueries({ queryKey: flipbookKeys.popovers(pageId) });
      window.getSelection()?.removeAllRanges();
      setSelection("");
      setCreating(false);
    },
    [pageId, queryClient],
  );

  if (page.isPending) {
    return (
      <div className="flex justify-center rounded-lg border bg-card p-10">
        <Spinner />
      </div>
    );
  }
  if (page.isError) {
    return <QueryError message={t("bookAdmin.loadPageFailed")} onRetry={() => void page.refetch()} />;
  }

  const data = page.data;
  const popoverCount = popovers.data?.length ?? 0;

  return (
    <div className="rounded-lg border bg-card p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold">
          {t("bookAdmin.editingPage", { page: data.pageNumber, title: data.title })}
        </h2>
        {dirty && <Badge variant="secondary">{t("bookAdmin.unsaved")}</Badge>}
      </div>
      <Tabs defaultValue="html">
        <TabsList className="flex h-auto flex-wrap">
          <TabsTrigger value="html">{t("bookAdmin.tabs.html")}</TabsTrigger>
          <TabsTrigger value="visual">{t("admin.richText.visualTab")}</TabsTrigger>
          <TabsTrigger value="preview">{t("bookAdmin.tabs.preview")}</TabsTrigger>
          <TabsTrigger value="popovers">{t("bookAdmin.tabs.popovers", { count: popoverCount })}</TabsTrigger>
          <TabsTrigger value="image">{t("bookAdmin.tabs.image")}</TabsTrigger>
        </TabsList>

        <TabsContent value="html" className="mt-4">
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor="page-html">{t("bookAdmin.htmlLabel")}</Label>
              <Textarea
                id="page-html"
                value={content}
                onChange={(event) => setDraft(event.target.value)}
                aria-describedby="page-html-hint"
                className="min-h-80 font-mono text-sm"
                spellCheck={false}
              />
              <p id="page-html-hint" className="text-sm text-muted-foreground">
                {t("bookAdmin.htmlHint")}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <SubmitButton pending={save.isPending} pendingText={t("bookAdmin.saving")}>
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
            onChange={setDraft}
            labelledBy="page-visual-label"
            contentClassName="book-page text-base"
            onSelectionChange={setSelection}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" onClick={() => save.mutate()} disabled={save.isPending}>
              {save.isPending ? t("bookAdmin.saving") : t("bookAdmin.save")}
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
          {/* The saved page, sanitised by the server; highlights added by lib/book/highlight.ts. */}
          <div
            ref={previewRef}
            data-testid="page-preview"
            className="book-page mx-auto max-w-xl rounded-md border p-6 text-base shadow-sm"
            dangerouslySetInnerHTML={{ __html: previewHtml }}
          />
        </TabsContent>

        <TabsContent value="popovers" className="mt-4">
          <QueryState
            query={popovers}
            error={() => t("bookAdmin.loadPopoversFailed")}
            empty={t("bookAdmin.noPopovers")}
          >
            {(rows) => (
              <ul className="divide-y rounded-md border">
                {rows.map((popover) => (
                  <li key={popover.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                    <div className="min-w-0 space-y-1">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        <span
                          className={`inline-block size-3 rounded-full border ${HIGHLIGHT_SWATCH[popover.highlightColor]}`}
                          aria-hidden
                        />
                        {popover.title}
                        <Badge variant="outline">{popover.linkType}</Badge>
                        <Badge variant="outline">{t(`bookAdmin.popoverForm.colors.${popover.highlightColor}`)}</Badge>
                      </p>
                      {popover.linkedText && (
                        <p className="truncate text-sm text-muted-foreground">
                          {t("bookAdmin.linkedText", { text: popover.linkedText })}
                        </p>
                      )}
                    </div>
                    <ConfirmDialog
                      trigger={
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={remove.isPending}
                          aria-label={`${t("bookAdmin.deletePopover")}: ${popover.title}`}
                        >
                          {t("common.delete")}
                        </Button>
                      }
                      title={t("bookAdmin.deletePopoverTitle", { title: popover.title })}
                      description={t("bookAdmin.deletePopoverBody")}
                      onConfirm={() => remove.mutate(popover)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </TabsContent>

        <TabsContent value="image" className="mt-4 space-y-3">
          <FallbackImage
            key={data.imageUrl ?? "none"}
            src={data.imageUrl || pageImagePath(data.pageNumber)}
            fallback={pageImagePath(data.pageNumber)}
            alt={t("bookAdmin.imageAlt", { page: data.pageNumber })}
            width={300}
            height={400}
            className="rounded-md border bg-muted"
          />
          <p className="text-sm text-muted-foreground">
            {data.imageUrl
              ? t("bookAdmin.imagePath", { path: data.imageUrl })
              : t("bookAdmin.noImagePath", { path: pageImagePath(data.pageNumber) })}
          </p>
        </TabsContent>
      </Tabs>
      {creating && (
        <CreatePopoverDialog
          pageId={pageId}
          pageNumber={data.pageNumber}
          selectedText={selection}
          onOpenChange={setCreating}
          onCreated={onCreated}
        />
      )}
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
