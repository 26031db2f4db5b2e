"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiClientError } from "@/lib/api/client";
import { bookletKeys } from "@/lib/api/admin/booklets";
import { contentApi, contentKeys, type BookletDraftState } from "@/lib/api/admin/content";

export type DraftSnapshot = BookletDraftState["snapshot"];
export type DraftPage = DraftSnapshot["pages"][number];
export type DraftPopover = DraftPage["popovers"][number];

// requirements §9 retries once; a booklet that is gone will not come back on a second try.
const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiClientError && error.status === 404) && failures < 1;

/** A key for a page or popover that has no row yet (the server gives it an id on publish). */
export const newKey = (prefix: "n" | "m") => `${prefix}${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/**
 * The booklet as the editor sees it (its draft, else the live booklet) and one way to change it:
 * `change` applies an edit to the latest snapshot and saves the whole draft. Saves of one booklet
 * are sent one after another, in the order they were made.
 */
export function useBookletDraft(bookletId: number) {
  const queryClient = useQueryClient();
  const key = contentKeys.draft("booklet", bookletId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => contentApi.bookletDraft(bookletId),
    retry: retryUnlessMissing,
  });

  const mutationKey = ["booklet-draft-save", bookletId];
  const save = useMutation({
    mutationKey,
    scope: { id: `booklet-draft-${bookletId}` },
    mutationFn: (snapshot: DraftSnapshot) => contentApi.saveBookletDraft(bookletId, snapshot),
    onSuccess: (state) => {
      // A later save still queued holds the newer snapshot; the last answer is the one kept.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, state);
      void queryClient.invalidateQueries({ queryKey: bookletKeys.all, exact: true });
    },
  });

  async function change(edit: (snapshot: DraftSnapshot) => DraftSnapshot) {
    const current = queryClient.getQueryData<BookletDraftState>(key);
    if (!current) throw new Error("The booklet has not loaded.");
    const next = edit(current.snapshot);
    // The screen moves at once, so a second quick edit builds on the first; a refused save reloads.
    queryClient.setQueryData<BookletDraftState>(key, { ...current, snapshot: next });
    try {
      return await save.mutateAsync(next);
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: key });
      throw error;
    }
  }

  /** Refetches the draft after a workflow action (publish, restore, discard…). */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: contentKeys.versions("booklet", bookletId) }),
      queryClient.invalidateQueries({ queryKey: bookletKeys.all, exact: true }),
    ]);

  return { query, change, saving: save.isPending, refresh };
}

/** Saves an edit of the latest snapshot into the draft (see useBookletDraft). */
export type DraftChange = ReturnType<typeof useBookletDraft>["change"];

/** Applies an edit to one page's popovers in the draft. */
export const changePopovers = (
  change: DraftChange,
  pageKey: string,
  edit: (popovers: DraftPopover[]) => DraftPopover[],
) =>
  change((snapshot) => ({
    ...snapshot,
    pages: snapshot.pages.map((page) => (page.key === pageKey ? { ...page, popovers: edit(page.popovers) } : page)),
  }));
