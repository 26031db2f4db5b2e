"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { useContentDraft } from "@/components/admin/content/use-content-draft";
import { useT } from "@/components/i18n/i18n-provider";
import {
  flipbookApi,
  type BookPageDraftState,
  type BookPageSnapshot,
  type BookPopoverSnapshot,
  type FlipbookPageRow,
} from "@/lib/api/admin/flipbook";
import { highlightLinkedText } from "@/lib/book/highlight";
import { withStandInIds } from "@/lib/content/stand-in-ids";

type SaveChange = (
  edit: (current: BookPageSnapshot) => BookPageSnapshot,
  messages: { title: string; description: string; failure: string },
) => Promise<boolean>;

export type PageEditorState = ReturnType<typeof usePageEditor>;

export function usePageEditor(page: FlipbookPageRow) {
  const t = useT();
  const pageId = page.id;
  const { query, change, saving, refresh } = useContentDraft<BookPageSnapshot, BookPageDraftState>(
    "book-page",
    pageId,
    {
      load: () => flipbookApi.draft(pageId),
      save: (snapshot, revision) => flipbookApi.saveDraft(pageId, snapshot, revision),
    },
  );
  const [edited, setEdited] = useState<string | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = usePreviewSelection(previewRef);
  const [creating, setCreating] = useState(false);

  const snapshot = query.data?.snapshot;
  const content = edited ?? snapshot?.content ?? "";
  const dirty = edited !== null && edited !== snapshot?.content;

  const saveChange = useSaveChange(change);
  const saveContent = async () => {
    const messages = {
      title: t("adminFlipbook.saved"),
      description: t("adminFlipbook.savedBody", { page: page.pageNumber }),
      failure: t("adminFlipbook.saveFailed"),
    };
    if (await saveChange((current) => ({ ...current, content }), messages)) setEdited(null);
  };
  const original = useOriginalContent(pageId, setEdited);
  const previewHtml = useMemo(
    () => (snapshot ? highlightLinkedText(snapshot.content, withStandInIds(snapshot.popovers)).html : ""),
    [snapshot],
  );
  const { addPopover, removePopover } = usePopoverChanges(saveChange, page.pageNumber, () => {
    window.getSelection()?.removeAllRanges();
    setSelection("");
    setCreating(false);
  });

  return {
    query,
    saving,
    refresh,
    content,
    dirty,
    setEdited,
    saveContent,
    original,
    previewRef,
    previewHtml,
    selection,
    setSelection,
    creating,
    setCreating,
    addPopover,
    removePopover,
  };
}

/** requirements §4: Create Popover works on text selected in the preview. */
function usePreviewSelection(previewRef: RefObject<HTMLDivElement | null>) {
  const [selection, setSelection] = useState("");
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
  }, [previewRef]);
  return [selection, setSelection] as const;
}

function useSaveChange(change: (edit: (current: BookPageSnapshot) => BookPageSnapshot) => Promise<unknown>) {
  const t = useT();
  return useCallback<SaveChange>(
    async (edit, messages) => {
      try {
        await change(edit);
        toast.success(messages.title, {
          description: `${messages.description} ${t("adminContentWorkflow.draftSaved")}`,
        });
        return true;
      } catch (error) {
        toast.error(messages.failure, { description: (error as Error).message });
        return false;
      }
    },
    [change, t],
  );
}

function useOriginalContent(pageId: number, setEdited: (content: string) => void) {
  const t = useT();
  return useMutation({
    mutationFn: () => flipbookApi.original(pageId),
    onSuccess: (result) => {
      if (result.extractedContent === null) {
        toast.error(t("common.error"), { description: t("adminFlipbook.originalMissing") });
        return;
      }
      setEdited(result.extractedContent);
      toast.success(t("adminFlipbook.originalLoaded"), { description: t("adminFlipbook.originalLoadedBody") });
    },
    onError: () => toast.error(t("common.error"), { description: t("adminFlipbook.checkFailed") }),
  });
}

function usePopoverChanges(saveChange: SaveChange, pageNumber: number, onAdded: () => void) {
  const t = useT();
  const addPopover = async (popover: BookPopoverSnapshot) => {
    const saved = await saveChange((current) => ({ ...current, popovers: [...current.popovers, popover] }), {
      title: t("adminFlipbook.popoverForm.created"),
      description: t("adminFlipbook.popoverForm.createdBody", { title: popover.title, page: pageNumber }),
      failure: t("adminFlipbook.popoverForm.createFailed"),
    });
    if (saved) onAdded();
  };
  const removePopover = (popover: BookPopoverSnapshot) =>
    void saveChange(
      (current) => ({ ...current, popovers: current.popovers.filter((item) => item.key !== popover.key) }),
      {
        title: t("common.success"),
        description: t("adminFlipbook.popoverDeleted"),
        failure: t("adminFlipbook.deletePopoverFailed"),
      },
    );
  return { addPopover, removePopover };
}
