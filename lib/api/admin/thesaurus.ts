import { apiFetch } from "@/lib/api/client";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type { createThesaurusEntry, listThesaurus, updateThesaurusEntry } from "@/lib/data/thesaurus";

export type ThesaurusEntry = ApiResult<typeof listThesaurus>[number];

export const thesaurusKeys = { all: ["thesaurus"] as const };

export const thesaurusApi = {
  list: () => apiFetch<ApiResult<typeof listThesaurus>>("/api/thesaurus"),
  create: (terms: string[]) =>
    apiFetch<ApiResult<typeof createThesaurusEntry>>("/api/thesaurus", { method: "POST", json: { terms } }),
  update: (id: number, terms: string[]) =>
    apiFetch<NonNullable<ApiResult<typeof updateThesaurusEntry>>>(`/api/thesaurus/${id}`, {
      method: "PUT",
      json: { terms },
    }),
  remove: (id: number) => apiFetch<Deleted>(`/api/thesaurus/${id}`, { method: "DELETE" }),
};
