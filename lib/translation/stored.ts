import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, translationTag } from "@/lib/cache";
import { findTranslations } from "@/lib/data/translations";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { isTargetLanguage, type Locale } from "@/lib/i18n/config";
import { translationProvider } from "@/lib/translation/provider";
import { sourceHash } from "@/lib/data/translation-hash";
import { hasWords } from "@/lib/translation/markup";

/** Stored translations by source hash: cached per language until a translation of it is written. */
export async function getStoredTranslations(language: string, hashes: string[]): Promise<Record<string, string>> {
  "use cache";
  cacheTag(CACHE_TAGS.translations, translationTag(language));
  cacheLife("max");
  return findTranslations(language, hashes);
}

export type ContentSource = { text: string; html: boolean };

export type LocalizedContent = {
  /** The stored translation of a text of this page, or the text itself. */
  tr: (text: string) => string;
  /** Texts with no stored translation, for the browser to ask for (empty without a provider). */
  missing: ContentSource[];
};

type Texts = (string | null | undefined)[];

/**
 * What a server render shows of its content in the visitor's language (docs/decisions/009):
 * human and machine translations already stored, from the cache; the rest in English, listed
 * as missing so the page's island can have them translated and refresh.
 */
export async function localizeContent(
  locale: Locale,
  { text = [], html = [] }: { text?: Texts; html?: Texts },
): Promise<LocalizedContent> {
  const present = (texts: Texts) => [...new Set(texts.filter((value): value is string => Boolean(value)))];
  const sources: ContentSource[] = [
    ...present(text).map((value) => ({ text: value, html: false })),
    ...present(html).map((value) => ({ text: value, html: true })),
  ];
  if (!isTargetLanguage(locale) || sources.length === 0) return { tr: (value) => value, missing: [] };
  const stored = await getStoredTranslations(locale, [...new Set(sources.map((source) => sourceHash(source.text)))]);
  const found = new Map<string, string>();
  for (const source of sources) {
    const value = stored[sourceHash(source.text)];
    if (value !== undefined) found.set(source.text, source.html ? sanitizeStoredHtml(value) : value);
  }
  const missing = translationProvider()
    ? sources.filter((source) => !found.has(source.text) && hasWords(source.text, source.html))
    : [];
  return { tr: (value) => found.get(value) ?? value, missing };
}
