import { ifMatch } from "@/lib/api/admin/content";
import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { getPage, listPages } from "@/lib/data/flipbook";
import type { getBookPageDraftState } from "@/lib/data/flipbook-drafts";
import type { BookPageSnapshotInput } from "@/lib/validation/content";
import type { createPopover, listPopovers } from "@/lib/data/popovers";
import type { PopoverCreateInput } from "@/lib/validation/flipbook";
import type { z } from "zod";
import type { popoverCreateSchema, pageContentSchema } from "@/lib/validation/flipbook";

export type FlipbookPageRow = ApiResult<typeof listPages>[number];
export type FlipbookPage = NonNullable<ApiResult<typeof getPage>>;
export type FlipbookPageWithOriginal = FlipbookPage & { extractedContent: string | null };
export type PopoverRow = ApiResult<typeof listPopovers>[number];
export type { PopoverCreateInput };

export type BookPageDraftState = ApiResult<typeof getBookPageDraftState> & {
  canPublish: boolean;
  publishingRestricted: boolean;
};
export type BookPageSnapshot = BookPageDraftState["snapshot"];
export type BookPopoverSnapshot = BookPageSnapshot["popovers"][number];
export type { BookPageSnapshotInput };

export type UploadKind = "image" | "audio" | "pdf";
export type UploadResult = Partial<Record<"imageUrl" | "audioUrl" | "pdfUrl", string>>;

export const flipbookKeys = {
  all: ["flipbook"] as const,
  pages: ["flipbook", "pages"] as const,
  page: (id: number) => ["flipbook", "page", id] as const,
  popovers: (pageId: number) => ["flipbook", "popovers", pageId] as const,
};

export const flipbookApi = {
  pages: () => apiFetch<FlipbookPageRow[]>("/api/flipbook/pages"),
  page: (id: number) => apiFetch<FlipbookPage>(`/api/flipbook/pages/${id}`),
  original: (id: number) => apiFetch<FlipbookPageWithOriginal>(`/api/flipbook/pages/${id}?extractContent=true`),
  save: (id: number, input: z.input<typeof pageContentSchema>) =>
    apiFetch<FlipbookPage>(`/api/flipbook/pages/${id}`, { method: "PATCH", json: input }),
  popovers: (pageId: number) => apiFetch<PopoverRow[]>(`/api/flipbook/popovers?pageId=${pageId}`),
  createPopover: (input: z.input<typeof popoverCreateSchema>) =>
    apiFetch<ApiResult<typeof createPopover>>("/api/flipbook/popovers", { method: "POST", json: input }),
  deletePopover: (id: number) => apiFetch<{ message: string }>(`/api/flipbook/popovers/${id}`, { method: "DELETE" }),
  updateImages: () => apiFetch<{ message: string }>("/api/flipbook/update-images", { method: "POST" }),
  resetAndImport: () => apiFetch<{ message: string }>("/api/flipbook/reset-and-import", { method: "POST" }),
  fixMapping: () => apiFetch<{ updated: number }>("/api/flipbook/fix-page-mapping", { method: "POST" }),
  draft: (id: number) => apiFetch<BookPageDraftState>(`/api/content/book-page/${id}/draft`),
  saveDraft: (id: number, snapshot: BookPageSnapshotInput, revision: string | null) =>
    apiFetch<BookPageDraftState>(`/api/content/book-page/${id}/draft`, {
      method: "PUT",
      json: snapshot,
      headers: ifMatch(revision),
    }),
  upload: (kind: UploadKind, file: File) => {
    const body = new FormData();
    body.append(kind, file);
    return apiFetch<UploadResult>(`/api/upload/${kind}`, { method: "POST", body });
  },
};
