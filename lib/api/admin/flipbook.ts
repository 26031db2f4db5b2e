// Typed calls of the book editor (/api/flipbook/…) and their query keys. Not wired yet: the editor
// still uses flipbook-management/api.ts, which this module is meant to replace (docs/decisions/013).
import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { getPage, listPages, updatePageContent } from "@/lib/data/flipbook";
import type { createPopover, listPopovers } from "@/lib/data/popovers";
import type { popoverCreateSchema } from "@/lib/validation/flipbook";
import type { z } from "zod";

export type FlipbookPage = ApiResult<typeof listPages>[number];
export type PageWithOriginal = NonNullable<ApiResult<typeof getPage>> & { extractedContent: string | null };
export type BookPopover = ApiResult<typeof listPopovers>[number];

export const bookKeys = {
  all: ["flipbook"] as const,
  pages: ["flipbook", "pages"] as const,
  page: (id: number) => ["flipbook", "page", id] as const,
  popovers: (pageId: number) => ["flipbook", "popovers", pageId] as const,
};

export const bookApi = {
  pages: () => apiFetch<FlipbookPage[]>("/api/flipbook/pages"),
  page: (id: number) => apiFetch<NonNullable<ApiResult<typeof getPage>>>(`/api/flipbook/pages/${id}`),
  original: (id: number) => apiFetch<PageWithOriginal>(`/api/flipbook/pages/${id}?extractContent=true`),
  save: (id: number, content: string) => apiFetch<ApiResult<typeof updatePageContent>>(`/api/flipbook/pages/${id}`, { method: "PATCH", json: { content } }),
  popovers: (pageId: number) => apiFetch<BookPopover[]>(`/api/flipbook/popovers?pageId=${pageId}`),
  createPopover: (input: z.input<typeof popoverCreateSchema>) => apiFetch<ApiResult<typeof createPopover>>("/api/flipbook/popovers", { method: "POST", json: input }),
  deletePopover: (id: number) => apiFetch<{ message: string }>(`/api/flipbook/popovers/${id}`, { method: "DELETE" }),
  updateImages: () => apiFetch<{ message: string }>("/api/flipbook/update-images", { method: "POST" }),
  resetAndImport: () => apiFetch<{ message: string }>("/api/flipbook/reset-and-import", { method: "POST" }),
  fixMapping: () => apiFetch<{ updated: number }>("/api/flipbook/fix-page-mapping", { method: "POST" }),
};
