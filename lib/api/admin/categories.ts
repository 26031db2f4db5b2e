import { apiFetch } from "@/lib/api/client";
import { documentKeys } from "@/lib/api/admin/documents";
import type { CrudResource } from "@/lib/api/admin/resource";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type { createCategory, listCategories, updateCategory } from "@/lib/data/categories";
import type { CategoryInput } from "@/lib/validation/categories";

export type Category = ApiResult<typeof listCategories>[number];

export const categoryKeys = { all: ["categories"] as const };

export const categoriesApi = {
  list: () => apiFetch<ApiResult<typeof listCategories>>("/api/categories"),
  create: (input: CategoryInput) =>
    apiFetch<ApiResult<typeof createCategory>>("/api/categories", { method: "POST", json: input }),
  update: (id: number, input: CategoryInput) =>
    apiFetch<ApiResult<typeof updateCategory>>(`/api/categories/${id}`, { method: "PATCH", json: input }),
  remove: (id: number, { onlyIfEmpty = false } = {}) =>
    apiFetch<Deleted>(onlyIfEmpty ? `/api/categories/${id}?onlyIfEmpty=true` : `/api/categories/${id}`, {
      method: "DELETE",
    }),
};

export const categoriesResource: CrudResource<CategoryInput> = {
  create: categoriesApi.create,
  update: categoriesApi.update,
  remove: (id) => categoriesApi.remove(id),
  invalidate: [categoryKeys.all, documentKeys.all],
};
