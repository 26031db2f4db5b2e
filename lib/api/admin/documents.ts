import { apiFetch } from "@/lib/api/client";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type { countDocuments, getDocument, listDocuments, moveDocument } from "@/lib/data/documents";
import type { storeUploadedDocuments } from "@/lib/uploads/documents";

export type DocumentRow = Omit<ApiResult<typeof listDocuments>[number], "content">;
export type DocumentDetail = ApiResult<typeof getDocument>;
export type UploadResult = { message: string; documents: ApiResult<typeof storeUploadedDocuments> };

export const documentKeys = {
  all: ["documents"] as const,
  detail: (id: number) => ["document", id] as const,
};

export const documentsApi = {
  // The admin screen shows the preview, so the full text stays on the server.
  list: () => apiFetch<DocumentRow[]>("/api/documents?fields=summary"),
  get: (id: number) => apiFetch<DocumentDetail>(`/api/documents/${id}`),
  upload: (body: FormData) => apiFetch<UploadResult>("/api/documents", { method: "POST", body }),
  move: (id: number, categoryId: number) =>
    apiFetch<ApiResult<typeof moveDocument>>(`/api/documents/${id}`, { method: "PATCH", json: { categoryId } }),
  remove: (id: number) => apiFetch<Deleted>(`/api/documents/${id}`, { method: "DELETE" }),
  count: () => apiFetch<{ count: ApiResult<typeof countDocuments> }>("/api/documents/count"),
};
