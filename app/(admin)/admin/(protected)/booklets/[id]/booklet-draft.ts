"use client";

import { useContentDraft, type ContentDraftChange } from "@/components/admin/content/use-content-draft";
import { bookletKeys } from "@/lib/api/admin/booklets";
import { contentApi, type BookletDraftState } from "@/lib/api/admin/content";

export type DraftSnapshot = BookletDraftState["snapshot"];
export type DraftPage = DraftSnapshot["pages"][number];
export type DraftPopover = DraftPage["popovers"][number];
export type DraftChange = ContentDraftChange<DraftSnapshot, BookletDraftState>;

/** The booklet's draft (docs/decisions/016); the booklets list shows whether one exists, so it follows. */
export const useBookletDraft = (bookletId: number) =>
  useContentDraft<DraftSnapshot, BookletDraftState>("booklet", bookletId, {
    load: () => contentApi.bookletDraft(bookletId),
    save: (snapshot, revision) => contentApi.saveBookletDraft(bookletId, snapshot, revision),
    related: [bookletKeys.all],
  });

export const changePopovers = (
  change: DraftChange,
  pageKey: string,
  edit: (popovers: DraftPopover[]) => DraftPopover[],
) =>
  change((snapshot) => ({
    ...snapshot,
    pages: snapshot.pages.map((page) => (page.key === pageKey ? { ...page, popovers: edit(page.popovers) } : page)),
  }));
