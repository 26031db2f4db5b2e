"use client";

import { LazyRichTextEditor } from "@/components/admin/rich-text/lazy-rich-text-editor";
import { FallbackImage } from "@/components/book/fallback-image";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { TabsContent } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { type FlipbookPageRow } from "@/lib/api/admin/flipbook";
import { pageImagePath } from "@/lib/book/constants";
import { selectionPreview } from "@/lib/book/popover-rules";
import type { PageEditorState } from "./use-page-editor";

export function HtmlTab({ editor }: { editor: PageEditorState }) {
  const t = useT();
  const { content, setEdited, saveContent, saving, original } = editor;
  return (
    <TabsContent value="html" className="mt-4">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void saveContent();
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="page-html">{t("adminFlipbook.htmlLabel")}</Label>
          <Textarea
            id="page-html"
            value={content}
            onChange={(event) => setEdited(event.target.value)}
            aria-describedby="page-html-hint"
            className="min-h-80 font-mono text-sm"
            spellCheck={false}
          />
          <p id="page-html-hint" className="text-sm text-muted-foreground">
            {t("adminFlipbook.htmlHint")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={saving} pendingText={t("common.saving")}>
            {t("adminFlipbook.save")}
          </SubmitButton>
          <Button type="button" variant="outline" onClick={() => original.mutate()} disabled={original.isPending}>
            {original.isPending ? t("adminFlipbook.loadingOriginal") : t("adminFlipbook.loadOriginal")}
          </Button>
        </div>
      </form>
    </TabsContent>
  );
}

export function VisualTab({ editor }: { editor: PageEditorState }) {
  const t = useT();
  const { content, setEdited, setSelection, saveContent, saving, selection, setCreating } = editor;
  return (
    <TabsContent value="visual" className="mt-4 space-y-3">
      <span id="page-visual-label" className="text-sm font-medium">
        {t("adminRichText.pageContent")}
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
          {saving ? t("common.saving") : t("adminFlipbook.save")}
        </Button>
        <CreatePopoverButton selection={selection} onClick={() => setCreating(true)} variant="outline" />
      </div>
    </TabsContent>
  );
}

export function PreviewTab({ editor }: { editor: PageEditorState }) {
  const t = useT();
  const { dirty, selection, setCreating, previewRef, previewHtml } = editor;
  return (
    <TabsContent value="preview" className="mt-4 space-y-3">
      <p className="text-sm text-muted-foreground">{t("adminFlipbook.previewHint")}</p>
      {dirty && <p className="text-sm font-medium text-accent-foreground">{t("adminFlipbook.unsaved")}</p>}
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
  );
}

export function ImageTab({ page }: { page: FlipbookPageRow }) {
  const t = useT();
  return (
    <TabsContent value="image" className="mt-4 space-y-3">
      <FallbackImage
        key={page.imageUrl ?? "none"}
        src={page.imageUrl || pageImagePath(page.pageNumber)}
        fallback={pageImagePath(page.pageNumber)}
        alt={t("adminFlipbook.imageAlt", { page: page.pageNumber })}
        width={300}
        height={400}
        className="rounded-md border bg-muted"
      />
      <p className="text-sm text-muted-foreground">
        {page.imageUrl
          ? t("adminFlipbook.imagePath", { path: page.imageUrl })
          : t("adminFlipbook.noImagePath", { path: pageImagePath(page.pageNumber) })}
      </p>
    </TabsContent>
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
        {t("adminFlipbook.createPopover")}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {selection
          ? t("adminFlipbook.selection", { text: selectionPreview(selection) })
          : t("adminFlipbook.noSelection")}
      </span>
    </>
  );
}
