import "server-only";
import { env } from "@/lib/env";
import { glossaryFor } from "@/lib/data/glossary";
import { findTranslations, insertMachineTranslations } from "@/lib/data/translations";
import { reindexPageTranslations } from "@/lib/knowledge/page-passages";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { isTargetLanguage, type TargetLanguage } from "@/lib/i18n/config";
import { hasWords, protectText } from "@/lib/translation/markup";
import {
  longestTranslation,
  translationProvider,
  type GlossaryEntry,
  type TranslationProvider,
} from "@/lib/translation/provider";
import { sourceHash } from "@/lib/data/translation-hash";
import { looksLikeHtml } from "@/lib/html/tags";

// The ONE content-translation library (requirements §D6, decision 009); server renders read lib/translation/stored.ts.

const CONCURRENT_REQUESTS = 4;

export type TranslateOptions = {
  html?: boolean;
  timeoutMs?: number;
  provider?: TranslationProvider | null;
  /** The public endpoints allow only the site's own content: a visitor cannot have text translated at the site's cost. */
  mayTranslate?: (text: string) => boolean;
  store?: boolean;
};

export type TranslationOutcome = {
  texts: string[];
  complete: boolean;
};

function glossaryIn(source: string, glossary: GlossaryEntry[]): GlossaryEntry[] {
  return glossary.filter(({ term }) => {
    const at = source.indexOf(term);
    if (at === -1) return false;
    const before = source[at - 1] ?? " ";
    const after = source[at + term.length] ?? " ";
    return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
  });
}

async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// Never throws: on any failure the original text is kept.
export async function translateWithStatus(
  texts: string[],
  language: string,
  options: TranslateOptions = {},
): Promise<TranslationOutcome> {
  if (!isTargetLanguage(language)) return { texts: [...texts], complete: language === "en" };
  const unique = [...new Set(texts)];
  const results = new Map<string, string>();
  const isHtml = (text: string) => options.html ?? looksLikeHtml(text);
  const clean = (text: string, translated: string) => (isHtml(text) ? sanitizeStoredHtml(translated) : translated);

  for (const text of unique) if (!hasWords(text, isHtml(text))) results.set(text, text);

  try {
    const pending = unique.filter((text) => !results.has(text));
    const stored = await findTranslations(language, pending.map(sourceHash));
    for (const text of pending) {
      const found = stored[sourceHash(text)];
      if (found !== undefined) results.set(text, clean(text, found));
    }

    const missing = unique.filter((text) => !results.has(text) && (options.mayTranslate?.(text) ?? true));
    const provider = options.provider === undefined ? translationProvider() : options.provider;
    if (missing.length > 0 && provider) {
      const translated = await translateMissing(
        provider,
        missing,
        language,
        isHtml,
        options.timeoutMs ?? env.TRANSLATION_TIMEOUT_MS,
      );
      for (const [text, value] of translated) results.set(text, clean(text, value));
      if (options.store !== false)
        await storeMachineTranslations(
          language,
          [...translated].map(([sourceText]) => ({ sourceText, translatedText: results.get(sourceText)! })),
        );
    }
  } catch (error) {
    console.warn("[translation] lookup failed; originals kept:", error);
  }

  return { texts: texts.map((text) => results.get(text) ?? text), complete: texts.every((text) => results.has(text)) };
}

export async function translateTexts(texts: string[], language: string, options?: TranslateOptions): Promise<string[]> {
  return (await translateWithStatus(texts, language, options)).texts;
}

export async function translateText(text: string, language: string, options?: TranslateOptions): Promise<string> {
  return (await translateTexts([text], language, options))[0];
}

async function translateMissing(
  provider: TranslationProvider,
  texts: string[],
  language: TargetLanguage,
  isHtml: (text: string) => boolean,
  timeoutMs: number,
): Promise<Map<string, string>> {
  const glossary = await glossaryFor(language);
  const kept = glossary.filter((entry) => entry.rendering === entry.term);
  const renderings = glossary.filter((entry) => entry.rendering !== entry.term);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Translation timed out after ${timeoutMs} ms`)), timeoutMs);
  const translated = new Map<string, string>();
  try {
    await runPool(texts, CONCURRENT_REQUESTS, async (text) => {
      if (controller.signal.aborted) return;
      const prepared = protectText(text, {
        html: isHtml(text),
        keep: glossaryIn(text, kept).map((entry) => entry.term),
      });
      if (!prepared.translatable) {
        translated.set(text, text);
        return;
      }
      try {
        const reply = await provider.translate({
          text: prepared.text,
          language,
          glossary: glossaryIn(text, renderings),
          signal: controller.signal,
        });
        if (reply.length > longestTranslation(prepared.text.length)) {
          console.warn(
            `[translation] ${provider.name} replied ${reply.length} characters to ${prepared.text.length}; original kept`,
          );
          return;
        }
        const restored = prepared.restore(reply);
        if (restored === null) console.warn(`[translation] ${provider.name} broke the markup of a text; original kept`);
        else translated.set(text, restored);
      } catch (error) {
        console.warn(
          `[translation] ${provider.name} failed; original kept:`,
          error instanceof Error ? error.message : error,
        );
      }
    });
  } finally {
    clearTimeout(timer);
  }
  return translated;
}

async function storeMachineTranslations(
  language: TargetLanguage,
  rows: { sourceText: string; translatedText: string }[],
) {
  if (rows.length === 0) return;
  try {
    if ((await insertMachineTranslations(language, rows)) > 0)
      await reindexPageTranslations(
        language,
        rows.map((row) => row.sourceText),
      );
  } catch (error) {
    console.warn("[translation] storing failed:", error);
  }
}
