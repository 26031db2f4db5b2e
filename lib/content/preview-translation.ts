import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateWithStatus } from "@/lib/translation";
import { localizeContent, type LocalizedContent } from "@/lib/translation/stored";

type Texts = Parameters<typeof localizeContent>[1];

/**
 * A draft's texts in the preview's language, translated as the public page translates published
 * text (docs/decisions/009, 016): stored translations first, then the same provider and glossary
 * for the rest, waited for here instead of by the page's island. What a draft adds is never stored:
 * stored translations belong to published text. `missing` lists what stays in English (no
 * provider, or it failed).
 */
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
