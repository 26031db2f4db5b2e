import { apiFetch } from "@/lib/api/client";
import type { ApiResult, Deleted, Jsonify } from "@/lib/api/json";
import type { createGlossaryTerm, GlossaryTermRow, updateGlossaryTerm } from "@/lib/data/glossary";
import type {
  countTranslations,
  listTranslations,
  saveHumanTranslation,
  TranslationRow as ServerTranslationRow,
  updateTranslation,
} from "@/lib/data/translations";
import type { TargetLanguage } from "@/lib/i18n/config";
import type { ContentArea } from "@/lib/contracts/translations";
import type { ContentEntry } from "@/lib/translation/site-content";
import type { GlossaryTermInput } from "@/lib/validation/translations";

// The server stores only languages its schemas accepted, so the browser may rely on the narrower type.
type InTargetLanguage<T> = Omit<T, "language"> & { language: TargetLanguage };

export type TranslationRow = InTargetLanguage<Jsonify<ServerTranslationRow>>;
export type Origin = TranslationRow["origin"];
export type TranslationPage = Omit<ApiResult<typeof listTranslations>, "items"> & {
  items: TranslationRow[];
  counts: ApiResult<typeof countTranslations>;
};
export type ContentRow = Jsonify<ContentEntry> & {
  translation: Jsonify<Pick<ServerTranslationRow, "id" | "translatedText" | "origin" | "updatedAt">> | null;
};
export type GlossaryRow = InTargetLanguage<Jsonify<GlossaryTermRow>>;

export type TranslationListQuery = { language?: string; origin?: string; q?: string; page: number };

export const translationKeys = {
  all: ["translations"] as const,
  list: (query: TranslationListQuery) => ["translations", "list", query] as const,
  content: (language: TargetLanguage, area: ContentArea) => ["translations", "content", language, area] as const,
};

export const glossaryKeys = {
  all: ["glossary"] as const,
  list: (language: TargetLanguage) => ["glossary", language] as const,
};

export const translationsApi = {
  list: ({ language, origin, q, page }: TranslationListQuery) => {
    const params = new URLSearchParams({ page: String(page) });
    if (language) params.set("language", language);
    if (origin) params.set("origin", origin);
    if (q) params.set("q", q);
    return apiFetch<TranslationPage>(`/api/translations?${params}`);
  },
  content: (language: TargetLanguage, area: ContentArea) =>
    apiFetch<ContentRow[]>(`/api/translations/content?language=${language}&area=${area}`),
  create: (input: { sourceText: string; language: TargetLanguage; translatedText: string }) =>
    apiFetch<ApiResult<typeof saveHumanTranslation>>("/api/translations", { method: "POST", json: input }),
  update: (id: number, translatedText: string) =>
    apiFetch<ApiResult<typeof updateTranslation>>(`/api/translations/${id}`, {
      method: "PATCH",
      json: { translatedText },
    }),
  remove: (id: number) => apiFetch<Deleted>(`/api/translations/${id}`, { method: "DELETE" }),
};

export const glossaryApi = {
  list: (language: TargetLanguage) => apiFetch<GlossaryRow[]>(`/api/glossary?language=${language}`),
  create: (input: GlossaryTermInput) =>
    apiFetch<ApiResult<typeof createGlossaryTerm>>("/api/glossary", { method: "POST", json: input }),
  update: (id: number, input: GlossaryTermInput) =>
    apiFetch<ApiResult<typeof updateGlossaryTerm>>(`/api/glossary/${id}`, { method: "PATCH", json: input }),
  remove: (id: number) => apiFetch<Deleted>(`/api/glossary/${id}`, { method: "DELETE" }),
};
