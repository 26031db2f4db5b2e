import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateWithStatus } from "@/lib/translation";
import { localizeContent, type LocalizedContent } from "@/lib/translation/stored";

type Texts = Parameters<typeof localizeContent>[1];

// What a draft adds is never stored: stored translations belong to published text (decisions 009, 016).
export async function localizeDraft(locale: Locale, texts: Texts): Promise<LocalizedContent> {
  const { tr, missing, coverage } = await localizeContent(locale, texts);
  if (missing.length === 0) return { tr, missing, coverage };
  const translated = new Map<string, string>();
  for (const html of [true, false]) {
    const sources = missing.filter((source) => source.html === html).map((source) => source.text);
    if (sources.length === 0) continue;
    const outcome = await translateWithStatus(sources, locale, { html, store: false });
    sources.forEach((source, index) => {
      if (outcome.texts[index] !== source) translated.set(source, outcome.texts[index]);
    });
  }
  return {
    tr: (value) => translated.get(value) ?? tr(value),
    missing: missing.filter((source) => !translated.has(source.text)),
    coverage: missing.some((source) => !translated.has(source.text)) ? "untranslated" : "machine",
  };
}
