import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { findVerseImage } from "@/lib/data/popovers";
import type { TargetLanguage } from "@/lib/i18n/config";
import type { translateWithStatus } from "@/lib/translation";

export type TranslateAnswer = {
  success: boolean;
  translatedText: string | ApiResult<typeof translateWithStatus>["texts"];
  message: string;
};

export const bookApi = {
  verseImage: (referenceKey: string) =>
    apiFetch<{ success: true; downloadUrl: NonNullable<ApiResult<typeof findVerseImage>> }>(
      `/api/images/search/${encodeURIComponent(referenceKey)}`,
    ),
};

export const translateApi = {
  translate: (text: string[], targetLanguage: TargetLanguage, html: boolean) =>
    apiFetch<TranslateAnswer>("/api/translate", { method: "POST", json: { text, targetLanguage, html } }),
};
