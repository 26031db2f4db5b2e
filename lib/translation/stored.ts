import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, translationTag } from "@/lib/cache";
import { findStoredTranslations } from "@/lib/data/translations";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { isTargetLanguage, type Locale } from "@/lib/i18n/config";
import { translationProvider } from "@/lib/translation/provider";
import { sourceHash } from "@/lib/data/translation-hash";
import { hasWords } from "@/lib/translation/markup";

/** Stored translations by source hash: cached per language until a translation of it is written. */
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
  /** The stored translation of a text of this page, or the text itself. */
  tr: (text: string) => string;
  /** Texts with no stored translation, for the browser to ask for (empty without a provider). */
  missing: ContentSource[];
  /** How much of this content is in the page's language (whatever the provider). */
  coverage: ContentCoverage;
};

/**
 * "original": English, or nothing with words to translate; "human": every text has a staff
 * translation; "machine": every text is translated, some only by the provider; "untranslated":
 * some text has no translation at all.
 */
export type ContentCoverage = "original" | "human" | "machine" | "untranslated";

/** A page search engines should list in its language: nothing in it is untranslated or machine-only. */
export const indexable = (coverage: ContentCoverage) => coverage === "original" || coverage === "human";

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
