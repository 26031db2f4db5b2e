// Typed calls of the interactive book and the page translation to their public endpoints.
import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { findVerseImage } from "@/lib/data/popovers";
import type { TargetLanguage } from "@/lib/i18n/config";
import type { translateWithStatus } from "@/lib/translation";

/** What POST /api/translate answers: one text for one, a list for a list. */
export type TranslateAnswer = {
  success: boolean;
  translatedText: string | ApiResult<typeof translateWithStatus>["texts"];
  message: string;
};

export const bookApi = {
  /** GET /api/images/search/{key}: a verse's image; a reference without one answers 404 (thrown). */
  verseImage: (referenceKey: string) =>
    apiFetch<{ success: true; downloadUrl: NonNullable<ApiResult<typeof findVerseImage>> }>(
      `/api/images/search/${encodeURIComponent(referenceKey)}`,
    ),
};

export const translateApi = {
  /** POST /api/translate: the texts in `language`; a failed text comes back as it was sent. */
  translate: (text: string[], targetLanguage: TargetLanguage, html: boolean) =>
    apiFetch<TranslateAnswer>("/api/translate", { method: "POST", json: { text, targetLanguage, html } }),
};
