"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { contentKeys } from "@/lib/api/admin/content";
import {
  flipbookApi,
  type BookPageDraftState,
  type BookPageSnapshot,
  type BookPageSnapshotInput,
} from "@/lib/api/admin/flipbook";

/** A key for a popover that has no row yet (the server gives it an id on publish). */
export const newPopoverKey = () => `n${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/**
 * The book page as the editor sees it (its draft, else the live page) and one way to change it:
 * `change` applies an edit to the latest snapshot and saves the whole draft, one save at a time.
 */
export function useBookPageDraft(pageId: number) {
  const queryClient = useQueryClient();
  const key = contentKeys.draft("book-page", pageId);
  const query = useQuery({ queryKey: key, queryFn: () => flipbookApi.draft(pageId) });

  const mutationKey = ["book-page-draft-save", pageId];
  const save = useMutation({
    mutationKey,
    scope: { id: `book-page-draft-${pageId}` },
    mutationFn: (snapshot: BookPageSnapshotInput) => flipbookApi.saveDraft(pageId, snapshot),
    onSuccess: (state) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, state);
    },
  });

  async function change(edit: (snapshot: BookPageSnapshot) => BookPageSnapshot) {
    const current = queryClient.getQueryData<BookPageDraftState>(key);
    if (!current) throw new Error("The page has not loaded.");
    const next = edit(current.snapshot);
    queryClient.setQueryData<BookPageDraftState>(key, { ...current, snapshot: next });
    try {
      return await save.mutateAsync(next);
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: key });
      throw error;
    }
  }

  /** Refetches the draft and the history after a workflow action (publish, restore, discard…). */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: contentKeys.versions("book-page", pageId) }),
    ]);

  return { query, change, saving: save.isPending, refresh };
}
