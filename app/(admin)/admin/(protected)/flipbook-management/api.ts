// The book editor's calls (requirements §7 "Interactive book") and their query keys.
import { apiFetch } from "@/lib/api/client";
import type { FlipbookPageDto } from "@/lib/data/flipbook";
import type { PopoverDto } from "@/lib/data/popovers";

export type { FlipbookPageDto, PopoverDto };
export type PageWithOriginal = FlipbookPageDto & { extractedContent: string | null };

export const bookKeys = {
  all: ["flipbook"] as const,
  pages: ["flipbook", "pages"] as const,
  page: (id: number) => ["flipbook", "page", id] as const,
  popovers: (pageId: number) => ["flipbook", "popovers", pageId] as const,
};

export const bookApi = {
  pages: () => apiFetch<FlipbookPageDto[]>("/api/flipbook/pages"),
  page: (id: number) => apiFetch<FlipbookPageDto>(`/api/flipbook/pages/${id}`),
  original: (id: number) => apiFetch<PageWithOriginal>(`/api/flipbook/pages/${id}?extractContent=true`),
  save: (id: number, content: string) =>
    apiFetch<FlipbookPageDto>(`/api/flipbook/pages/${id}`, { method: "PATCH", json: { content } }),
  popovers: (pageId: number) => apiFetch<PopoverDto[]>(`/api/flipbook/popovers?pageId=${pageId}`),
  createPopover: (input: unknown) => apiFetch<PopoverDto>("/api/flipbook/popovers", { method: "POST", json: input }),
  deletePopover: (id: number) => apiFetch<{ message: string }>(`/api/flipbook/popovers/${id}`, { method: "DELETE" }),
  updateImages: () => apiFetch<{ message: string }>("/api/flipbook/update-images", { method: "POST" }),
  resetAndImport: () => apiFetch<{ message: string }>("/api/flipbook/reset-and-import", { method: "POST" }),
  fixMapping: () => apiFetch<{ updated: number }>("/api/flipbook/fix-page-mapping", { method: "POST" }),
};
