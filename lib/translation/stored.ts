import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, translationTag } from "@/lib/cache";
import { findStoredTranslations } from "@/lib/data/translations";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { isTargetLanguage, type Locale } from "@/lib/i18n/config";
import { translationProvider } from "@/lib/translation/provider";
import { sourceHash } from "@/lib/data/translation-hash";
import { hasWords } from "@/lib/translation/markup";

export async function getStoredTranslations(
  language: string,
  hashes: string[],
): Promise<Record<string, { text: string; human: boolean }>> {
  "use cache";
  cacheTag(CACHE_TAGS.translations, translationTag(language));
  cacheLife("max");
  return findStoredTranslations(language, hashes);
}

export type ContentSource = { text: string; html: boolean };

export type LocalizedContent = {
  tr: (text: string) => string;
  missing: ContentSource[];
  coverage: ContentCoverage;
};

export type ContentCoverage = "original" | "human" | "machine" | "untranslated";

export const indexable = (coverage: ContentCoverage) => coverage === "original" || coverage === "human";

type Texts = (string | null | undefined)[];

// docs/decisions/009: the rest in English, listed as missing so the page's island can have them translated.
export async function localizeContent(
  locale: Locale,
  { text = [], html = [] }: { text?: Texts; html?: Texts },
): Promise<LocalizedContent> {
  const present = (texts: Texts) => [...new Set(texts.filter((value): value is string => Boolean(value)))];
  const sources: ContentSource[] = [
    ...present(text).map((value) => ({ text: value, html: false })),
    ...present(html).map((value) => ({ text: value, html: true })),
  ];
  if (!isTargetLanguage(locale) || sources.length === 0)
    return { tr: (value) => value, missing: [], coverage: "original" };
  const stored = await getStoredTranslations(locale, [...new Set(sources.map((source) => sourceHash(source.text)))]);
  const found = new Map<string, string>();
  let machine = false;
  for (const source of sources) {
    const value = stored[sourceHash(source.text)];
    if (value === undefined) continue;
    found.set(source.text, source.html ? sanitizeStoredHtml(value.text) : value.text);
    machine ||= !value.human;
  }
  const untranslated = sources.filter((source) => !found.has(source.text) && hasWords(source.text, source.html));
  const worded = sources.some((source) => found.has(source.text) || hasWords(source.text, source.html));
  const coverage: ContentCoverage =
    untranslated.length > 0 ? "untranslated" : machine ? "machine" : worded ? "human" : "original";
  const missing = translationProvider() ? untranslated : [];
  return { tr: (value) => found.get(value) ?? value, missing, coverage };
}
