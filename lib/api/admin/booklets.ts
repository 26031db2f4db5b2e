import { apiFetch } from "@/lib/api/client";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type {
  createBooklet,
  createBookletPage,
  createBookletPopover,
  getBookletPage,
  getBookletSummary,
  listBookletPagePopovers,
  listBookletPages,
  listBookletSummaries,
  listStaffBookletSummaries,
  reorderBookletPages,
  toBookletHtml,
  updateBooklet,
  updateBookletPage,
  updateBookletPopover,
} from "@/lib/data/booklets";
import type { BookletInput, BookletPageInput } from "@/lib/validation/booklets";
import type { z } from "zod";
import type {
  bookletPageUpdateSchema,
  bookletPopoverSchema,
  bookletPopoverUpdateSchema,
  bookletUpdateSchema,
} from "@/lib/validation/booklets";

export type BookletRow = ApiResult<typeof listBookletSummaries>[number];
export type StaffBookletRow = ApiResult<typeof listStaffBookletSummaries>[number];
export type BookletPageRow = ApiResult<typeof listBookletPages>[number];
export type BookletPopoverRow = ApiResult<typeof listBookletPagePopovers>[number];

export const bookletKeys = {
  all: ["booklets"] as const,
  one: (id: number) => ["booklets", id] as const,
  pages: (id: number) => ["booklets", id, "pages"] as const,
  popovers: (pageId: number) => ["booklet-pages", pageId, "popovers"] as const,
};

export const bookletsApi = {
  list: () => apiFetch<StaffBookletRow[]>("/api/booklets"),
  get: (id: number) => apiFetch<NonNullable<ApiResult<typeof getBookletSummary>>>(`/api/booklets/${id}`),
  create: (input: BookletInput) =>
    apiFetch<ApiResult<typeof createBooklet>>("/api/booklets", { method: "POST", json: input }),
  update: (id: number, input: z.input<typeof bookletUpdateSchema>) =>
    apiFetch<ApiResult<typeof updateBooklet>>(`/api/booklets/${id}`, { method: "PATCH", json: input }),
  remove: (id: number) => apiFetch<Deleted>(`/api/booklets/${id}`, { method: "DELETE" }),

  pages: (bookletId: number) => apiFetch<BookletPageRow[]>(`/api/booklets/${bookletId}/pages`),
  page: (pageId: number) => apiFetch<ApiResult<typeof getBookletPage>>(`/api/booklet-pages/${pageId}`),
  addPage: (bookletId: number, input: BookletPageInput) =>
    apiFetch<ApiResult<typeof createBookletPage>>(`/api/booklets/${bookletId}/pages`, { method: "POST", json: input }),
  updatePage: (pageId: number, input: z.input<typeof bookletPageUpdateSchema>) =>
    apiFetch<ApiResult<typeof updateBookletPage>>(`/api/booklet-pages/${pageId}`, { method: "PATCH", json: input }),
  reorderPages: (bookletId: number, pageIds: number[]) =>
    apiFetch<ApiResult<typeof reorderBookletPages>>(`/api/booklets/${bookletId}/pages/order`, {
      method: "PUT",
      json: { pageIds },
    }),
  removePage: (pageId: number) => apiFetch<Deleted>(`/api/booklet-pages/${pageId}`, { method: "DELETE" }),
  preview: (content: string) =>
    apiFetch<{ html: ReturnType<typeof toBookletHtml> }>("/api/booklet-pages/preview", {
      method: "POST",
      json: { content },
    }),

  popovers: (pageId: number) => apiFetch<BookletPopoverRow[]>(`/api/booklet-pages/${pageId}/popovers`),
  addPopover: (pageId: number, input: z.input<typeof bookletPopoverSchema>) =>
    apiFetch<ApiResult<typeof createBookletPopover>>(`/api/booklet-pages/${pageId}/popovers`, {
      method: "POST",
      json: input,
    }),
  updatePopover: (pageId: number, popoverId: number, input: z.input<typeof bookletPopoverUpdateSchema>) =>
    apiFetch<ApiResult<typeof updateBookletPopover>>(`/api/booklet-pages/${pageId}/popovers/${popoverId}`, {
      method: "PATCH",
      json: input,
    }),
  removePopover: (pageId: number, popoverId: number) =>
    apiFetch<Deleted>(`/api/booklet-pages/${pageId}/popovers/${popoverId}`, { method: "DELETE" }),
};
